import { errors } from '@adonisjs/lucid'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { selectRows } from '#lib/raw_rows'

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
  const selected = (columns.length ? columns : ['id']).map((column) => `"${column}"`).join(', ')
  const [row] = await selectRows<Record<string, unknown>>(
    `SELECT ${selected} FROM ${table} WHERE id = ?${postgres ? ' FOR UPDATE' : ''}`,
    [id],
    trx
  )
  if (!row) throw new errors.E_ROW_NOT_FOUND()
  return row
}
