import type { SessionStoreContract } from '@adonisjs/session/types'
import { withMethods } from '#lib/with_methods'

const touchEveryMs = 60_000
const rememberedSessions = 10_000
const lastTouched = new Map<string, number>()

/**
 * Whether an unchanged session is due to have its expiry renewed: in the store, and so also in
 * its cookie, which is sent again only then (see SessionCookieMiddleware).
 */
export function touchIsDue(sessionId: string) {
  return Date.now() - (lastTouched.get(sessionId) ?? 0) >= touchEveryMs
}

/**
 * Wraps a session store so that an unchanged session has its expiry renewed at most once a
 * minute instead of on every request: on a database store each renewal is a write, on Redis a
 * command, and the two-hour idle timeout does not need minute precision.
 */
export function touchingAtMostEveryMinute<Store extends SessionStoreContract>(store: Store): Store {
  const touch = async (sessionId: string) => {
    if (!touchIsDue(sessionId)) return
    if (lastTouched.size >= rememberedSessions) lastTouched.clear()
    lastTouched.set(sessionId, Date.now())
    await store.touch(sessionId)
  }
  return withMethods<Store>(store, { touch } as Partial<Store>)
}
