import db from '@adonisjs/lucid/services/db'

/**
 * The rows of a fixed SQL text: better-sqlite3 answers them as they are, pg inside a result.
 * The busiest reads of the app use it instead of the query builder, which builds and compiles
 * every query anew on each request.
 */
export async function selectRows<Row>(sql: string, bindings: unknown[]) {
  const result: Row[] | { rows: Row[] } = await db.rawQuery(sql, bindings as never[])
  return Array.isArray(result) ? result : result.rows
}
