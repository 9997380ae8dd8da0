import type { SessionData, SessionStoreContract } from '@adonisjs/session/types'
import { withoutSecrets } from '#shared/secret_fields'
import { withMethods } from '#lib/with_methods'

const flashKey = '__flash__'

/** The flashed error messages, keyed by field name: they hold messages, never what was typed. */
const errorBags = new Set(['errorsBag', 'inputErrorsBag'])

/** The flash messages without the old input of a field named like a secret. */
function flashWithoutSecrets(flash: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(withoutSecrets(flash) as Record<string, unknown>).map(([key, value]) => [
      key,
      errorBags.has(key) ? flash[key] : value,
    ])
  )
}

/**
 * Wraps a session store so that no password, token or code a form sent is written to it. The
 * framework flashes a refused form's input for the next page (on validation errors, sign-in
 * redirects, CSRF refusals, refused authorizations), each caller leaving out its own few field
 * names; this is the one place every such write passes through.
 */
export function flashingNoSecrets<Store extends SessionStoreContract>(store: Store): Store {
  const write = (sessionId: string, values: SessionData) => {
    const flash = values[flashKey]
    if (flash === null || typeof flash !== 'object') return store.write(sessionId, values)
    const cleaned = flashWithoutSecrets(flash as Record<string, unknown>)
    return store.write(sessionId, { ...values, [flashKey]: cleaned })
  }
  return withMethods<Store>(store, { write } as Partial<Store>)
}
