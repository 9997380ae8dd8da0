import db from '@adonisjs/lucid/services/db'
import type { Database } from 'better-sqlite3'
import pg, { type Client as PgClient } from 'pg'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

type Pool = {
  acquireConnection(): Promise<Database | PgClient>
  releaseConnection(connection: unknown): Promise<void>
}

type PgStatement = { name?: string; text: string }

const namedStatements = 500
const pgStatements = new Map<string, PgStatement>()

/**
 * The SQL in PostgreSQL's terms: numbered placeholders, and a name, so that each connection
 * parses and plans it once and then only binds it. Only placeholders are written `?` in the
 * fixed SQL of the app, never text.
 */
function pgStatement(sql: string): PgStatement {
  let statement = pgStatements.get(sql)
  if (!statement) {
    let number = 0
    const text = sql.replace(/\?/g, () => `$${++number}`)
    const name = pgStatements.size < namedStatements ? `hb${pgStatements.size}` : undefined
    statement = { name, text }
    pgStatements.set(sql, statement)
  }
  return statement
}

/**
 * The rows of a named statement on a PostgreSQL connection. The query is handed over as `pg`'s
 * own Query, made from its text: a plain config object is copied property by property (through
 * its descriptors) by every call, which cost more CPU than the rest of the call's JavaScript.
 */
function pgRows<Row>(connection: PgClient, statement: PgStatement, bindings: unknown[]) {
  return new Promise<Row[]>((resolve, reject) => {
    const query: pg.Query & { name?: string } = new pg.Query(
      statement.text,
      bindings,
      (error, result) => (error ? reject(error) : resolve(result.rows as Row[]))
    )
    query.name = statement.name
    connection.query(query)
  })
}

/**
 * The rows of a fixed SQL text, straight from a connection: one of the app's pool, or the
 * transaction's own when the client is a transaction. The busiest reads of the app (the session,
 * the signed-in user, the running timer, the time-log list, the rules every write checks) run
 * on every request; the query builder, even for a raw query, costs them more CPU than the
 * database does. Taking the connection from the pool keeps them in turn with transactions as the
 * builder did; SQLite's statements are kept prepared by the connection
 * (database/sqlite_statement_cache.ts).
 */
export async function selectRows<Row>(
  sql: string,
  bindings: unknown[],
  client: QueryClientContract = db.connection()
): Promise<Row[]> {
  const pool: Pool = client.getReadClient().client
  const connection = await pool.acquireConnection()
  try {
    if ('prepare' in connection) return connection.prepare(sql).all(bindings) as Row[]
    return await pgRows<Row>(connection, pgStatement(sql), bindings)
  } finally {
    await pool.releaseConnection(connection)
  }
}

/** One `?` per value, comma-separated, for an `IN (...)` list in raw SQL. */
export const placeholders = (values: unknown[]) => values.map(() => '?').join(', ')

/**
 * A bound integer, in fixed SQL, that SQLite's planner does not read. A plain `?` compared with
 * an indexed column or given to LIMIT or OFFSET lets SQLite plan for the value bound, so it
 * parses and plans the statement again on every run, since every run binds its values anew: for
 * the time-log list, nearly half of the query's instructions (577,000 with the re-planning,
 * 311,000 without). Where one plan serves every value (one index for every user and page), the
 * value is cast, and the statement is planned once.
 */
export const boundInteger = 'CAST(? AS BIGINT)'

/**
 * A bound integer, in fixed SQL, that neither database's planner reads. PostgreSQL plans a named
 * statement for the values bound to it (a custom plan) for as long as that plan is estimated
 * cheaper than one made for any value (the generic plan), and then plans it again on every run.
 * A value that sets how many rows a query reads, a page's LIMIT and OFFSET or a user with many
 * more logs than most, makes that so for ever: PostgreSQL planned the time-log list on every
 * request, and spent longer planning it than running it (pg_stat_statements). Read through a
 * sub-select, the value is out of the planner's sight, both plans cost the same, and after its
 * fifth run PostgreSQL keeps the generic plan. For values that one plan serves, as with
 * `boundInteger`.
 */
export function unplannedInteger(dialect: string) {
  return dialect === 'postgres' ? `(SELECT ${boundInteger})` : boundInteger
}

/**
 * A bound date or time of day, in fixed SQL, compared with an indexed column. With the
 * statistics that ANALYZE keeps, SQLite's planner reads a range's bound value too, and plans
 * again on every run: there, where dates and times are text, the value is cast. PostgreSQL's
 * are not text; there it stays a plain placeholder, typed by the column it is compared with.
 */
export function boundDateOrTime(dialect: string) {
  return dialect === 'postgres' ? '?' : 'CAST(? AS TEXT)'
}

/**
 * A model's columns, listed for a fixed SELECT (named by their table, so that the SELECT may
 * join others): a named statement of `SELECT *` fails on every connection that prepared it once
 * a migration adds a column to the table.
 */
export function columnsOf(model: LucidModel) {
  return columnNamesOf(model)
    .map((name) => `${model.table}."${name}"`)
    .join(', ')
}

/** The names of a model's columns in the table, as a row read with `columnsOf` has them. */
export function columnNamesOf(model: LucidModel) {
  return [...model.$columnsDefinitions.values()].map(({ columnName }) => columnName)
}

/**
 * The rows of SQL built per request, whose text varies with its input (a list of ids, a set of
 * filters): through the query builder's raw query, so that neither driver keeps one-off texts
 * prepared or named.
 */
export async function queryRows<Row>(
  sql: string,
  bindings: unknown[],
  client: QueryClientContract = db.connection()
): Promise<Row[]> {
  const result = await client.rawQuery(sql, bindings as never[])
  return (Array.isArray(result) ? result : result.rows) as Row[]
}
