import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * Locks a row until the transaction ends, so that writes depending on it take turns, and reads
 * the given columns of it. Only PostgreSQL needs the lock: SQLite runs one write transaction at a
 * time anyway, so there the row is only read, and only when columns are asked for.
 */
export async function lockRow(
  trx: TransactionClientContract,
  table: string,
  id: number,
  columns: string[] = []
): Promise<Record<string, unknown>> {
  const postgres = trx.dialect.name === 'postgres'
  if (!postgres && !columns.length) return {}
  const query = trx
    .from(table)
    .where('id', id)
    .select(columns.length ? columns : ['id'])
  if (postgres) query.forUpdate()
  return query.firstOrFail()
}
