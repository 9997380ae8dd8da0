import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * Locks a row until the transaction ends, so that writes depending on it take turns. Only
 * PostgreSQL needs it: SQLite runs one write transaction at a time anyway.
 */
export async function lockRow(trx: TransactionClientContract, table: string, id: number) {
  if (trx.dialect.name === 'postgres') {
    await trx.from(table).where('id', id).forUpdate().select('id')
  }
}
