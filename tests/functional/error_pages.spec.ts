import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { Agent } from '#tests/support/agent'
import { UserFactory } from '#database/factories/user_factory'
import { resetAppState } from '#tests/support/database'

test.group('Error pages', (group) => {
  group.each.setup(() => resetAppState())

  test('an unknown page answers 404 with the error page for a guest', async ({ assert }) => {
    const response = await new Agent().get('/no/such/page')
    const page = Agent.page(response)
    assert.equal(response.status, 404)
    assert.equal(page.component, 'errors/show')
    assert.equal(page.props.status, 404)
    assert.isNull(page.props.auth.user)
  })

  test('a signed-in user gets the error page knowing who they are', async ({ assert }) => {
    const user = await UserFactory.merge({ password: 'correct-horse-1' }).create()
    const agent = new Agent().asInertia()
    await agent.login(user.email, 'correct-horse-1')
    const response = await agent.get('/no/such/page')
    assert.equal(response.status, 404)
    assert.equal(Agent.page(response).props.auth.user.id, user.id)
  })

  test('/api answers JSON errors instead of pages', async ({ assert }) => {
    const response = await new Agent().get('/api/no-such-thing')
    assert.equal(response.status, 404)
    assert.match(response.headers.get('content-type') ?? '', /json/)
    assert.isString(response.json.message)
  })

  test('an unknown method on a known path is not a 500', async ({ assert }) => {
    const response = await new Agent().request('DELETE', '/login')
    assert.equal(response.status, 404)
  })

  test('a session store that cannot be read still answers with an error, on pages and /api', async ({
    assert,
  }) => {
    await db.rawQuery('ALTER TABLE sessions RENAME TO sessions_unreachable')
    try {
      const api = await new Agent().get('/api/time-logs')
      assert.equal(api.status, 500)
      assert.isString(api.json.message)
      const page = await new Agent().get('/login')
      assert.equal(page.status, 500)
      assert.include(page.text, 'Unexpected Error')
    } finally {
      await db.rawQuery('ALTER TABLE sessions_unreachable RENAME TO sessions')
    }
  }).skip(Boolean(process.env.REDIS_URL), 'sessions live in Redis there')
})
