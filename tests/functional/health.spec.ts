import { test } from '@japa/runner'
import { Agent } from '#tests/support/agent'
import { resetAppState, storedSessions } from '#tests/support/database'

test.group('Health', (group) => {
  group.each.setup(() => resetAppState())

  test('GET /health answers 200 when the database answers', async ({ assert }) => {
    const response = await new Agent().get('/health')
    assert.equal(response.status, 200)
    assert.deepEqual(response.json, { status: 'ok', database: 'ok' })
  })

  test('a probe gets no cookies and stores no session', async ({ assert }) => {
    const response = await new Agent().get('/health')
    assert.deepEqual(response.headers.getSetCookie(), [])
    assert.equal(await storedSessions(), 0)
  })
})
