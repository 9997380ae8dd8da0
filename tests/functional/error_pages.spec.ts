import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { Agent } from '#tests/support/agent'
import { UserFactory } from '#database/factories/user_factory'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'

const notFound = {
  en: {
    text: 'The address you opened does not exist, or what it pointed to is no longer there.',
    api: 'The requested resource was not found.',
  },
  nl: {
    text: 'Het adres dat je opende bestaat niet, of wat het aanwees is er niet meer.',
    api: 'Het gevraagde item bestaat niet.',
  },
}

const languages = [
  { name: 'English', language: 'en' as const },
  { name: 'Dutch', language: 'nl' as const },
]

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

  test('an unknown page says it was not found to a guest, in {name}')
    .with(languages)
    .run(async ({ assert }, { language }) => {
      const response = await new Agent().acceptLanguage(language).get('/no-such-page')
      const page = Agent.page(response)
      assert.equal(response.status, 404)
      assert.equal(page.props.locale, language)
      assert.equal(page.props.message, notFound[language].text)
    })

  test('an unknown page and a record that does not exist say so to a user, in {name}')
    .with(languages)
    .run(async ({ assert }, { language }) => {
      const user = await createUser({ locale: language })
      const agent = new Agent()
      await agent.login(user.email, password)
      for (const path of ['/no-such-page', '/time-logs/999999/edit']) {
        const response = await agent.get(path)
        const page = Agent.page(response)
        assert.equal(response.status, 404, path)
        assert.equal(page.component, 'errors/show', path)
        assert.equal(page.props.status, 404, path)
        assert.equal(page.props.message, notFound[language].text, path)
      }
    })

  test('a refused page keeps its own status and message', async ({ assert }) => {
    const user = await createUser()
    const agent = new Agent()
    await agent.login(user.email, password)
    const response = await agent.get('/admin')
    const page = Agent.page(response)
    assert.equal(response.status, 403)
    assert.equal(page.props.status, 403)
    assert.notProperty(page.props, 'message')
  })

  test('/api answers an unknown address with its JSON 404, in {name}')
    .with(languages)
    .run(async ({ assert }, { language }) => {
      const response = await new Agent().acceptLanguage(language).get('/api/no-such-thing')
      assert.equal(response.status, 404)
      assert.match(response.headers.get('content-type') ?? '', /json/)
      assert.deepEqual(response.json, { message: notFound[language].api, code: 'E_NOT_FOUND' })
    })

  test('a 404 whose page cannot read the database still says the page was not found', async ({
    assert,
  }) => {
    const user = await createUser()
    const agent = new Agent()
    await agent.login(user.email, password)
    // The page's shared props read the user's timer: that read fails.
    await db.rawQuery('ALTER TABLE timers RENAME TO timers_unreachable')
    try {
      const response = await agent.get('/no-such-page')
      assert.equal(response.status, 404)
      assert.include(response.text, '404 This page does not exist')
      assert.include(response.text, notFound.en.text)
    } finally {
      await db.rawQuery('ALTER TABLE timers_unreachable RENAME TO timers')
    }
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
