import env from '#start/env'
import { defineConfig } from '@adonisjs/redis'
import type { InferConnections } from '@adonisjs/redis/types'

/**
 * ioredis options from a redis:// or rediss:// URL. ioredis reads a URL only as an argument of
 * its own, never among the options it is given, where it would fall back to localhost, db 0.
 */
export function redisOptions(url: string) {
  const parsed = new URL(url)
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    db: Number(parsed.pathname.slice(1) || 0),
    ...(parsed.username ? { username: decodeURIComponent(parsed.username) } : {}),
    ...(parsed.password ? { password: decodeURIComponent(parsed.password) } : {}),
    ...(parsed.protocol === 'rediss:' ? { tls: {} } : {}),
  }
}

const redisUrl = env.get('REDIS_URL')

const redisConfig = defineConfig({
  connection: 'main',
  connections: {
    main: {
      ...(redisUrl ? redisOptions(redisUrl) : {}),
      lazyConnect: true,
      // A frozen or dead Redis fails the request within a second (a 503), never holds it.
      connectTimeout: 1000,
      commandTimeout: 1000,
      maxRetriesPerRequest: 1,
      // Reconnects for as long as it takes, at most a second apart: it recovers by itself.
      retryStrategy: (attempt: number) => Math.min(attempt * 100, 1000),
    },
  },
})

export default redisConfig

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
