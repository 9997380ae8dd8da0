import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { Agent } from '#tests/support/agent'
import { resetAppState, storedSessions } from '#tests/support/database'

const postgres = db.connection().dialect.name === 'postgres'

/** /health reuses its answer for a second. */
function afterTheLastProbe() {
  return new Promise((resolve) => setTimeout(resolve, 1100))
}

test.group('Health', (group) => {
  group.each.setup(() => resetAppState())

  test('GET /health answers 200 when the database answers', async ({ assert }) => {
    const response = await new Agent().get('/health')
    assert.equal(response.status, 200)
    const checks = process.env.REDIS_URL ? { database: 'ok', redis: 'ok' } : { database: 'ok' }
    assert.deepEqual(response.json, { status: 'ok', database: 'ok', checks })
  })

  test('a database that answers but takes no write is unhealthy', async ({ assert }) => {
    await afterTheLastProbe()
    await db.rawQuery('ALTER TABLE health_probes RENAME TO health_probes_unwritable')
    try {
      const response = await new Agent().get('/health')
      assert.equal(response.status, 503)
      assert.equal(response.json.status, 'error')
      assert.equal(response.json.checks.database, 'unwritable')
    } finally {
      await db.rawQuery('ALTER TABLE health_probes_unwritable RENAME TO health_probes')
    }
    await afterTheLastProbe()
    assert.equal((await new Agent().get('/health')).status, 200)
  })

  test('a read-only SQLite database is unhealthy', async ({ assert }) => {
    await afterTheLastProbe()
    await db.rawQuery('PRAGMA query_only = ON')
    try {
      const response = await new Agent().get('/health')
      assert.equal(response.status, 503)
      assert.equal(response.json.checks.database, 'unwritable')
    } finally {
      await db.rawQuery('PRAGMA query_only = OFF')
    }
  }).skip(postgres, "SQLite's own read-only switch")

  test('a probe gets no cookies and stores no session', async ({ assert }) => {
    const response = await new Agent().get('/health')
    assert.deepEqual(response.headers.getSetCookie(), [])
    assert.equal(await storedSessions(), 0)
  })
})
