import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import { defineConfig, stores } from '@adonisjs/session'
import type { SessionConfig, SessionStoreFactory } from '@adonisjs/session/types'
import type { ConfigProvider } from '@adonisjs/core/types'
import type { HttpContext } from '@adonisjs/core/http'
import { touchingAtMostEveryMinute } from '#auth/session_touch'

export const sessionCookieName = 'hourbook-session'

/** A store whose unchanged sessions are renewed at most once a minute. */
function touchingStore(store: ConfigProvider<SessionStoreFactory>) {
  return configProvider.create(async (application) => {
    const factory = await configProvider.resolve<SessionStoreFactory>(application, store)
    return (ctx: HttpContext, config: SessionConfig) =>
      touchingAtMostEveryMinute(factory!(ctx, config))
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
  store: env.get('REDIS_URL') ? 'redis' : 'database',
  stores: {
    database: touchingStore(stores.database({ tableName: 'sessions' })),
    redis: touchingStore(stores.redis({ connection: 'main' })),
  },
})

export default sessionConfig
