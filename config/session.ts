import env from '#start/env'
import app from '@adonisjs/core/services/app'
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
  age: '2h',
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
