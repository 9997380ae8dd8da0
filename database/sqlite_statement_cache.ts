import type { Database, Statement } from 'better-sqlite3'

const keptStatements = 200

/**
 * Keeps a SQLite connection's prepared statements for reuse. The query builder prepares every
 * query anew, and preparing costs more than running most of Hourbook's queries. SQLite
 * recompiles a kept statement by itself when the schema changed since it was prepared.
 */
export function keepPreparedStatements(connection: Database) {
  const prepare = connection.prepare.bind(connection)
  const statements = new Map<string, Statement>()
  connection.prepare = ((source: string) => {
    let statement = statements.get(source)
    if (!statement) {
      if (statements.size >= keptStatements) statements.delete(statements.keys().next().value!)
      statement = prepare(source)
      statements.set(source, statement)
    }
    return statement
  }) as Database['prepare']
}
