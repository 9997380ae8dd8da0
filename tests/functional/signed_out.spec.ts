import { test } from '@japa/runner'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { json, listUrl, signedInAdmin } from '#tests/support/admin'
import { signOutEverywhere } from '#services/user_sessions'

async function signedIn() {
  const user = await createUser()
  const agent = new Agent().asInertia()
  await agent.login(user.email, password)
  return { user, agent }
}

test.group('Signed out means signed out', (group) => {
  group.each.setup(() => resetAppState())

  test('every page asks the browser to encrypt its history, signed in or not', async ({
    assert,
  }) => {
    assert.isTrue(Agent.page(await new Agent().get('/login')).encryptHistory)
    const { agent } = await signedIn()
    assert.isTrue(Agent.page(await agent.get('/dashboard')).encryptHistory)
    assert.isTrue(Agent.page(await agent.get('/time-logs')).encryptHistory)
  })

  test('the page after logout clears the history, and only that page', async ({ assert }) => {
    const { agent } = await signedIn()
    assert.isUndefined(Agent.page(await agent.get('/dashboard')).clearHistory)

    const logout = await agent.post('/logout')
    assert.equal(logout.location, '/login')
    const login = Agent.page(await agent.get('/login'))
    assert.isTrue(login.clearHistory)
    assert.deepEqual(login.props.flash, { success: 'You have been logged out.' })
    assert.isUndefined(Agent.page(await agent.get('/login')).clearHistory)
  })

  test('a session ended elsewhere clears the history on its next page too', async ({ assert }) => {
    const { user, agent } = await signedIn()
    await user.refresh()
    await signOutEverywhere(user)
    assert.equal(await agent.locationOf('/dashboard'), '/login')
    assert.isTrue(Agent.page(await agent.get('/login')).clearHistory)
  })

  test('a signed-out page asks to log in, in the language of the session', async ({ assert }) => {
    const { agent } = await signedIn()
    await agent.put('/locale', { locale: 'nl' })
    await agent.post('/logout')
    await agent.get('/login')

    assert.equal(await agent.locationOf('/time-logs'), '/login')
    const login = Agent.page(await agent.get('/login'))
    assert.deepEqual(login.props.flash, { error: 'Log in om deze pagina te bekijken.' })
  })

  test('every answer to a signed-in user says Cache-Control: no-store', async ({ assert }) => {
    const { agent } = await signedIn()
    const fullPageLoads = new Agent()
    fullPageLoads.cookies = agent.cookies
    const answers = {
      'full page load': await fullPageLoads.get('/time-logs'),
      'Inertia visit': await agent.get('/dashboard'),
      'API': await json(agent, 'GET', '/api/time-logs'),
      'error page': await agent.get('/no-such-page'),
      'redirect': await agent.get('/login'),
      'logout': await agent.post('/logout'),
    }
    for (const [kind, response] of Object.entries(answers)) {
      assert.equal(response.headers.get('cache-control'), 'no-store', kind)
    }
  })

  test('the admin panel and its API say no-store too', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    assert.equal((await agent.get('/admin/clients')).headers.get('cache-control'), 'no-store')
    const list = await json(agent, 'GET', listUrl('clients'))
    assert.equal(list.headers.get('cache-control'), 'no-store')
  })

  test('guest pages and public files are left to the usual caching', async ({ assert }) => {
    assert.isNull((await new Agent().get('/login')).headers.get('cache-control'))
    const { agent } = await signedIn()
    const logo = await agent.get('/img/logo.svg')
    assert.equal(logo.status, 200)
    assert.notInclude(logo.headers.get('cache-control') ?? '', 'no-store')
  })
})
