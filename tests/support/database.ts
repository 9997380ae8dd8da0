import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import redis from '@adonisjs/redis/services/main'
import env from '#start/env'

/** Drops whatever a previous run left behind and migrates from scratch. */
export async function freshDatabase() {
  const ace = await app.container.make('ace')
  const command = await ace.exec('migration:fresh', ['--force'])
  if (command.exitCode) {
    throw command.error ?? new Error('migration:fresh failed')
  }
}

/**
 * Empties every table and the rate limiter's counters between tests. Tests that go through the
 * app over HTTP commit for real (as the rate limiter and concurrent requests need), so a
 * transaction cannot undo them. With REDIS_URL set, that Redis database is flushed.
 */
export async function resetAppState() {
  await limiter.clear()
  const connection = db.connection()
  const allTables = await connection.dialect.getAllTables(['public'])
  const tables = allTables.filter(
    (table) => !table.startsWith('adonis_schema') && !table.startsWith('sqlite_')
  )
  if (connection.dialect.name === 'postgres') {
    await connection.rawQuery(`TRUNCATE ${tables.map((table) => `"${table}"`).join(', ')} CASCADE`)
    return
  }
  await connection.transaction(async (trx) => {
    await trx.rawQuery('PRAGMA defer_foreign_keys = ON')
    for (const table of tables) await trx.from(table).delete()
  })
}

const sessionKey = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/

/** How many sessions are stored: rows of the sessions table, or Redis keys named by a session id. */
export async function storedSessions() {
  if (env.get('REDIS_URL')) {
    const keys = await redis.keys('*')
    return keys.filter((key) => sessionKey.test(key)).length
  }
  const rows = await db.from('sessions').select('id')
  return rows.length
}
