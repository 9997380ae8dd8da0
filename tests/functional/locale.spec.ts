import { test } from '@japa/runner'
import { Agent } from '#tests/support/agent'
import { UserFactory } from '#database/factories/user_factory'
import { resetAppState } from '#tests/support/database'

const password = 'correct-horse-1'

test.group('Language', (group) => {
  group.each.setup(() => resetAppState())

  test('English by default', async ({ assert }) => {
    assert.equal(Agent.page(await new Agent().get('/')).props.locale, 'en')
  })

  test('the browser language is honoured when supported', async ({ assert }) => {
    const dutch = await new Agent().acceptLanguage('nl-NL,nl;q=0.9,en;q=0.5').get('/')
    assert.equal(Agent.page(dutch).props.locale, 'nl')
    assert.include(dutch.text, '<html lang="nl">')

    const french = await new Agent().acceptLanguage('fr-FR,fr;q=0.9').get('/')
    assert.equal(Agent.page(french).props.locale, 'en')
  })

  test('PUT locale stores the choice in the session, over the browser language', async ({
    assert,
  }) => {
    const agent = new Agent().asInertia().acceptLanguage('en')
    await agent.get('/')
    const response = await agent.put('/locale', { locale: 'nl' })
    assert.equal(response.status, 303)
    assert.equal(Agent.page(await agent.get('/')).props.locale, 'nl')
  })

  test('PUT locale stores the choice on the signed-in user, who keeps it on the next login', async ({
    assert,
  }) => {
    const user = await UserFactory.merge({ password }).create()
    const agent = new Agent().asInertia()
    await agent.login(user.email, password)
    await agent.put('/locale', { locale: 'nl' })

    await user.refresh()
    assert.equal(user.locale, 'nl')

    const elsewhere = new Agent().asInertia().acceptLanguage('en')
    await elsewhere.login(user.email, password)
    assert.equal(Agent.page(await elsewhere.get('/dashboard')).props.locale, 'nl')
  })

  test('an unknown locale is refused with a field error and changes nothing', async ({
    assert,
  }) => {
    const user = await UserFactory.merge({ password }).create()
    const agent = new Agent().asInertia()
    await agent.login(user.email, password)
    await agent.put('/locale', { locale: 'xx' })
    const page = Agent.page(await agent.get('/dashboard'))
    assert.equal(page.props.errors.locale, 'The selected Language is invalid.')
    assert.equal(page.props.locale, 'en')
    await user.refresh()
    assert.equal(user.locale, 'en')
  })

  test('malformed locale bodies answer 4xx, never 500', async ({ assert }) => {
    const agent = new Agent()
    await agent.get('/')
    for (const body of [
      {},
      { locale: null },
      { locale: ['nl'] },
      { locale: { a: 1 } },
      { locale: 42 },
    ]) {
      const response = await agent.request('PUT', '/locale', body, { Accept: 'application/json' })
      assert.equal(response.status, 422, JSON.stringify(body))
    }
    const broken = await agent.request('PUT', '/locale', undefined, {
      'Accept': 'application/json',
      'Content-Type': 'application/json',
    })
    assert.isBelow(broken.status, 500)
  })
})
