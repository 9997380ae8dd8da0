import env from '#start/env'
import app from '@adonisjs/core/services/app'
import string from '@adonisjs/core/helpers/string'
import { configProvider } from '@adonisjs/core'
import { defineConfig, stores } from '@adonisjs/session'
import type {
  SessionConfig,
  SessionStoreContract,
  SessionStoreFactory,
} from '@adonisjs/session/types'
import type { ConfigProvider } from '@adonisjs/core/types'
import type { HttpContext } from '@adonisjs/core/http'
import { touchingAtMostEveryMinute } from '#auth/session_touch'
import { readingWithFixedSql } from '#auth/session_reads'
import { flashingNoSecrets } from '#auth/session_flash_secrets'

export const sessionCookieName = 'hourbook-session'

/** How long a session lives without a request; the password confirmation lasts no longer. */
export const sessionIdleAge = '2h'

/**
 * The longest a signed-in session lives after its sign-in, whatever the activity, in ms: with
 * remember-me (whose token lives as long) and without.
 */
export const sessionMaxAge = {
  remembered: env.get('REMEMBER_ME_MAX_AGE') ?? string.milliseconds.parse('30 days'),
  notRemembered: env.get('SESSION_MAX_AGE') ?? string.milliseconds.parse('24h'),
}

const sessionsTable = 'sessions'

/** Where sessions live: Redis when several processes share it, else the database. */
export const sessionStore = env.get('REDIS_URL') ? 'redis' : 'database'

/** A store, wrapped for each request's session. */
function wrappedStore(
  store: ConfigProvider<SessionStoreFactory>,
  wrap: (store: SessionStoreContract, ctx: HttpContext) => SessionStoreContract
) {
  return configProvider.create(async (application) => {
    const factory = await configProvider.resolve<SessionStoreFactory>(application, store)
    return (ctx: HttpContext, config: SessionConfig) => wrap(factory!(ctx, config), ctx)
  })
}

/**
 * Sessions live on the server, never in the cookie, so that logging out or being
 * signed out everywhere really ends them. Redis holds them when several processes share it.
 */
const sessionConfig = defineConfig({
  enabled: true,
  cookieName: sessionCookieName,
  clearWithBrowser: false,
  age: sessionIdleAge,
  cookie: {
    path: '/',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
  store: sessionStore,
  stores: {
    // Unchanged sessions are renewed at most once a minute; the database's are read with fixed
    // SQL; neither ever stores a secret a form sent.
    database: wrappedStore(stores.database({ tableName: sessionsTable }), (store, ctx) =>
      readingWithFixedSql(flashingNoSecrets(touchingAtMostEveryMinute(store)), sessionsTable, ctx)
    ),
    redis: wrappedStore(stores.redis({ connection: 'main' }), (store) =>
      flashingNoSecrets(touchingAtMostEveryMinute(store))
    ),
  },
})

export default sessionConfig
