import { test } from '@japa/runner'
import { Agent } from '#tests/support/agent'

test.group('Health', () => {
  test('GET /health answers 200 when the database answers', async ({ assert }) => {
    const response = await new Agent().get('/health')
    assert.equal(response.status, 200)
    assert.deepEqual(response.json, { status: 'ok', database: 'ok' })
  })
})
