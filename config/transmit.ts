import { basename } from 'node:path'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/transmit'
import { redis } from '@adonisjs/transmit/transports/redis'
import dbConfig from '#config/database'
import { redisOptions } from '#config/redis'
import { shuttingDownQuietly } from '#lib/transmit_transport'

/** The database's name, so that apps (and parallel test runs) on one Redis never cross. */
function databaseName() {
  const connection = dbConfig.connections[dbConfig.connection as keyof typeof dbConfig.connections]
  const settings = connection.connection as { database?: string; filename?: string }
  return settings.database ?? basename(settings.filename ?? 'hourbook')
}

const redisUrl = env.get('REDIS_URL')

/**
 * Only a process that serves event streams relays the other processes' events: the HTTP server
 * and the test process, which runs one. The transport connects to Redis as soon as it exists,
 * so in an Ace command (even codegen, which assembles the app as the web server without
 * running it) it would keep the process alive or break its shutdown.
 */
const servesEventStreams = ['web', 'test'].includes(app.getEnvironment()) && app.getMode() === 'run'

export default defineConfig({
  pingInterval: '30s',
  transport:
    redisUrl && servesEventStreams
      ? {
          driver: shuttingDownQuietly(redis(redisOptions(redisUrl))),
          channel: `hourbook::transmit::${databaseName()}`,
        }
      : null,
})
