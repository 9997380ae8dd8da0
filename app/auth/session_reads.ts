import { MessageBuilder } from '@adonisjs/core/helpers'
import type { SessionData, SessionStoreContract } from '@adonisjs/session/types'
import { selectRows } from '#lib/raw_rows'
import { withMethods } from '#lib/with_methods'

type SessionRow = { data: string; expires_at: string | number | Date }

/**
 * Wraps the database session store so that its read, which every signed-in request makes,
 * runs one fixed SQL text instead of a query built anew each time with a bound LIMIT (which
 * SQLite runs several times slower than none). What it answers is what the store's own read
 * answers: the verified values, or nothing for a missing, expired or tampered row.
 */
export function readingWithFixedSql<Store extends SessionStoreContract>(
  store: Store,
  tableName: string
): Store {
  const sql = `SELECT data, expires_at FROM ${tableName} WHERE id = ?`
  const read = async (sessionId: string): Promise<SessionData | null> => {
    const [row] = await selectRows<SessionRow>(sql, [sessionId])
    if (!row) return null
    if (Date.now() > new Date(row.expires_at).getTime()) {
      await store.destroy(sessionId)
      return null
    }
    try {
      return new MessageBuilder().verify(row.data, sessionId)
    } catch {
      return null
    }
  }
  return withMethods<Store>(store, { read } as Partial<Store>)
}
