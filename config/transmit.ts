import { basename } from 'node:path'
import env from '#start/env'
import { defineConfig } from '@adonisjs/transmit'
import { redis } from '@adonisjs/transmit/transports/redis'
import dbConfig from '#config/database'
import { redisOptions } from '#config/redis'

/** The database's name, so that apps (and parallel test runs) on one Redis never cross. */
function databaseName() {
  const connection = dbConfig.connections[dbConfig.connection as keyof typeof dbConfig.connections]
  const settings = connection.connection as { database?: string; filename?: string }
  return settings.database ?? basename(settings.filename ?? 'hourbook')
}

const redisUrl = env.get('REDIS_URL')

// With Redis, every app process relays the events of the others to its own open streams.
export default defineConfig({
  pingInterval: '30s',
  transport: redisUrl
    ? { driver: redis(redisOptions(redisUrl)), channel: `hourbook::transmit::${databaseName()}` }
    : null,
})
