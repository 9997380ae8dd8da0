import type { SessionStoreContract } from '@adonisjs/session/types'

const touchEveryMs = 60_000
const rememberedSessions = 10_000
const lastTouched = new Map<string, number>()

/**
 * Wraps a session store so that an unchanged session has its expiry renewed at most once a
 * minute instead of on every request: on a database store each renewal is a write, and the
 * two-hour idle timeout does not need minute precision.
 */
export function touchingAtMostEveryMinute<Store extends SessionStoreContract>(store: Store): Store {
  const touch = async (sessionId: string) => {
    const now = Date.now()
    if (now - (lastTouched.get(sessionId) ?? 0) < touchEveryMs) return
    if (lastTouched.size >= rememberedSessions) lastTouched.clear()
    lastTouched.set(sessionId, now)
    await store.touch(sessionId)
  }
  return new Proxy(store, {
    get(target, property) {
      if (property === 'touch') return touch
      const value = Reflect.get(target, property)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}
