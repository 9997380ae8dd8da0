import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import { defineConfig, stores } from '@adonisjs/session'
import type { SessionStoreFactory } from '@adonisjs/session/types'
import { touchingAtMostEveryMinute } from '#auth/session_touch'

/**
 * Sessions live on the server, never in the cookie, so that logging out or being
 * signed out everywhere really ends them. Redis holds them when several processes share it.
 */
const sessionConfig = defineConfig({
  enabled: true,
  cookieName: 'hourbook-session',
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
    database: configProvider.create(async (application) => {
      const databaseStore = await configProvider.resolve<SessionStoreFactory>(
        application,
        stores.database({ tableName: 'sessions' })
      )
      return (ctx, config) => touchingAtMostEveryMinute(databaseStore!(ctx, config))
    }),
    redis: stores.redis({ connection: 'main' }),
  },
})

export default sessionConfig
