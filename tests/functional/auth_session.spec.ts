import { test } from '@japa/runner'
import env from '#start/env'
import { Agent } from '#tests/support/agent'
import { UserFactory } from '#database/factories/user_factory'
import { resetAppState } from '#tests/support/database'

const password = 'correct-horse-1'

test.group('Sign in and sign out', (group) => {
  group.each.setup(() => resetAppState())

  test('the login page is an Inertia page with the guest props', async ({ assert }) => {
    const response = await new Agent().get('/login')
    const page = Agent.page(response)

    assert.equal(response.status, 200)
    assert.equal(page.component, 'auth/login')
    assert.isNull(page.props.auth.user)
    assert.deepEqual(page.props.defaults, { email: '', password: '' })
    assert.isTrue(page.props.canResetPassword)
    assert.isTrue(page.props.registrationOpen)
  })

  test('in demo mode the login form is prefilled with the demo user', async ({
    assert,
    cleanup,
  }) => {
    env.set('DEMO', true)
    cleanup(() => env.set('DEMO', false))
    const page = Agent.page(await new Agent().get('/login'))
    assert.deepEqual(page.props.defaults, {
      email: 'user@hourbook.test',
      password: 'hourbook-demo',
    })
  })

  test('valid credentials sign in and lead to the dashboard', async ({ assert }) => {
    const user = await UserFactory.merge({ password }).create()
    const agent = new Agent().asInertia()

    const response = await agent.login(user.email.toUpperCase(), password)
    assert.equal(response.location, '/dashboard')

    const dashboard = Agent.page(await agent.get('/dashboard'))
    assert.equal(dashboard.component, 'dashboard')
    assert.deepEqual(dashboard.props.auth.user, {
      id: user.id,
      name: user.name,
      email: user.email,
      timezone: user.timezone,
      date_format: 'mdy',
      time_format: '24h',
    })
  })

  test('the session id is regenerated at login', async ({ assert }) => {
    const user = await UserFactory.merge({ password }).create()
    const agent = new Agent()
    await agent.get('/login')
    const before = agent.cookies.get('hourbook-session')

    await agent.post('/login', { email: user.email, password })
    const after = agent.cookies.get('hourbook-session')

    assert.exists(before)
    assert.exists(after)
    assert.notEqual(after, before)

    const stale = new Agent()
    stale.cookies.set('hourbook-session', before!)
    assert.equal(await stale.locationOf('/dashboard'), '/login')
  })

  test('wrong credentials answer the one message under email, in either language', async ({
    assert,
  }) => {
    const user = await UserFactory.merge({ password }).create()
    const agent = new Agent().asInertia()
    await agent.get('/login')

    const wrongPassword = await agent.post('/login', { email: user.email, password: 'nope-nope' })
    assert.equal(wrongPassword.status, 302)
    let page = Agent.page(await agent.get('/login'))
    assert.equal(page.props.errors.email, 'These credentials do not match our records.')

    await agent.post('/login', { email: 'nobody@hourbook.test', password })
    page = Agent.page(await agent.get('/login'))
    assert.equal(page.props.errors.email, 'These credentials do not match our records.')

    await agent.put('/locale', { locale: 'nl' })
    await agent.post('/login', { email: user.email, password: 'nope-nope' })
    page = Agent.page(await agent.get('/login'))
    assert.equal(
      page.props.errors.email,
      'Deze combinatie van e-mailadres en wachtwoord is niet bij ons bekend.'
    )
  })

  test('missing fields answer required messages under their fields', async ({ assert }) => {
    const agent = new Agent().asInertia()
    await agent.get('/login')
    await agent.post('/login', { email: '', password: '' })
    const page = Agent.page(await agent.get('/login'))
    assert.equal(page.props.errors.email, 'The Email field is required.')
    assert.equal(page.props.errors.password, 'The Password field is required.')
  })

  test('an inactive user cannot sign in', async ({ assert }) => {
    const user = await UserFactory.apply('inactive').merge({ password }).create()
    const agent = new Agent().asInertia()
    await agent.get('/login')
    const response = await agent.post('/login', { email: user.email, password })
    assert.notEqual(response.location, '/dashboard')
    assert.equal(await agent.locationOf('/dashboard'), '/login')
  })

  test('remember me sets a remember-me cookie that outlives the session', async ({ assert }) => {
    const user = await UserFactory.merge({ password }).create()
    const agent = new Agent()
    await agent.login(user.email, password, true)
    const rememberCookie = [...agent.cookies.keys()].find((name) => name.startsWith('remember_'))
    assert.exists(rememberCookie)

    agent.cookies.delete('hourbook-session')
    const response = await agent.get('/dashboard')
    assert.equal(response.status, 200)
  })

  test('logout destroys the session: the old session cookie no longer signs in', async ({
    assert,
  }) => {
    const user = await UserFactory.merge({ password }).create()
    const agent = new Agent().asInertia()
    await agent.login(user.email, password)
    const signedIn = agent.cookies.get('hourbook-session')!

    const response = await agent.post('/logout')
    assert.equal(response.status, 302)
    assert.equal(response.location, '/login')
    assert.equal(await agent.locationOf('/dashboard'), '/login')

    const replay = new Agent()
    replay.cookies.set('hourbook-session', signedIn)
    assert.equal(await replay.locationOf('/dashboard'), '/login')
  })

  test('guests are sent to the login page; signed-in users away from it', async ({ assert }) => {
    assert.equal(await new Agent().locationOf('/dashboard'), '/login')

    const user = await UserFactory.merge({ password }).create()
    const agent = new Agent()
    await agent.login(user.email, password)
    assert.equal(await agent.locationOf('/login'), '/dashboard')
  })
})
