import type { HttpContext } from '@adonisjs/core/http'
import { MessageBuilder } from '@adonisjs/core/helpers'
import type { SessionData, SessionStoreContract } from '@adonisjs/session/types'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import { columnNamesOf, columnsOf, selectRows } from '#lib/raw_rows'
import { withMethods } from '#lib/with_methods'
import { keepUserReadWithSession } from '#auth/signed_in_user_provider'

type SessionRow = { session_data: string; session_expires_at: string | number | Date }

type SignedInUsers = { sql: string; columns: string[] }

let signedInUsers: SignedInUsers | undefined

/**
 * The read of a session row with the row of the user it was tagged with at sign-in
 * (`sessions.user_id`, see app/auth/session_guard.ts) joined in, and that user's columns.
 */
async function sessionWithUserSql(tableName: string): Promise<SignedInUsers> {
  const { default: user }: { default: LucidModel } = await import('#models/user')
  return {
    // The session's row first, on its own: SQLite runs the plain join of the two slower.
    sql: `WITH session_row AS MATERIALIZED (
        SELECT data, expires_at, user_id FROM ${tableName} WHERE id = ?
      )
      SELECT session_row.data AS session_data, session_row.expires_at AS session_expires_at,
        ${columnsOf(user)}
      FROM session_row
      LEFT JOIN ${user.table} ON ${user.table}.id = CAST(session_row.user_id AS INTEGER)`,
    columns: columnNamesOf(user),
  }
}

/**
 * Wraps the database session store so that its read, which every signed-in request makes,
 * runs one fixed SQL text instead of a query built anew each time with a bound LIMIT (which
 * SQLite runs slower than none), and brings along the row of the user the session
 * was tagged with, so that the request's guard need not read it again
 * (app/auth/signed_in_user_provider.ts). What it answers is what the store's own read answers:
 * the verified values, or nothing for a missing, expired or tampered row.
 */
export function readingWithFixedSql<Store extends SessionStoreContract>(
  store: Store,
  tableName: string,
  ctx: HttpContext
): Store {
  const read = async (sessionId: string): Promise<SessionData | null> => {
    signedInUsers ??= await sessionWithUserSql(tableName)
    const { sql, columns } = signedInUsers
    const [row] = await selectRows<SessionRow & Record<string, unknown>>(sql, [sessionId])
    if (!row) return null
    if (Date.now() > new Date(row.session_expires_at).getTime()) {
      await store.destroy(sessionId)
      return null
    }
    let values: SessionData | null
    try {
      values = new MessageBuilder().verify(row.session_data, sessionId)
    } catch {
      return null
    }
    if (values && row.id !== null) {
      keepUserReadWithSession(
        ctx,
        Object.fromEntries(columns.map((column) => [column, row[column]]))
      )
    }
    return values
  }
  return withMethods<Store>(store, { read } as Partial<Store>)
}
