import { test } from '@japa/runner'
import { Agent } from '#tests/support/agent'
import { resetAppState, storedSessions } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'

const cookieNames = (response: { headers: Headers }) =>
  response.headers.getSetCookie().map((cookie) => cookie.slice(0, cookie.indexOf('=')))

test.group('Session and XSRF cookies', (group) => {
  group.each.setup(() => resetAppState())

  test('a first visit to the login page stores no session, and its form still works', async ({
    assert,
  }) => {
    const user = await createUser()
    const agent = new Agent()
    const page = await agent.get('/login')
    assert.includeMembers(cookieNames(page), ['hourbook-session', 'XSRF-TOKEN'])
    assert.equal(await storedSessions(), 0)

    const login = await agent.post('/login', { email: user.email, password })
    assert.equal(login.location, '/dashboard')
    assert.equal(await storedSessions(), 1)
  })

  test('an unchanged session cookie and a present XSRF-TOKEN are not sent again', async ({
    assert,
  }) => {
    const user = await createUser()
    const agent = new Agent()
    await agent.login(user.email, password)
    await agent.get('/dashboard')
    const again = await agent.get('/dashboard')
    assert.equal(again.status, 200)
    assert.deepEqual(cookieNames(again), [])
  })

  test('signing in and out rotates the XSRF token, and the old one is refused', async ({
    assert,
  }) => {
    const user = await createUser()
    const agent = new Agent()
    await agent.get('/login')
    const guestToken = agent.cookies.get('XSRF-TOKEN')
    const login = await agent.post('/login', { email: user.email, password })
    assert.include(cookieNames(login), 'XSRF-TOKEN')
    assert.notEqual(agent.cookies.get('XSRF-TOKEN'), guestToken)

    const refused = await agent.request('POST', '/logout', undefined, {
      'X-XSRF-TOKEN': guestToken!,
    })
    assert.equal(refused.status, 419)
    const logout = await agent.post('/logout')
    assert.equal(logout.status, 302)
  })

  test("another session's XSRF token is refused", async ({ assert }) => {
    const user = await createUser()
    const victim = new Agent()
    await victim.login(user.email, password)
    const attacker = new Agent()
    await attacker.get('/login')

    const forged = await victim.request('POST', '/logout', undefined, {
      'X-XSRF-TOKEN': attacker.cookies.get('XSRF-TOKEN')!,
    })
    assert.equal(forged.status, 419)
  })
})
