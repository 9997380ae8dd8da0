import { test } from '@japa/runner'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'

async function loginError(agent: Agent, email: string, attempt: string) {
  await agent.post('/login', { email, password: attempt })
  const page = Agent.page(await agent.get('/login'))
  return page.props.errors.email as string | undefined
}

test.group('Login throttling and remember me', (group) => {
  group.each.setup(() => resetAppState())

  test('after 5 failures per address and IP in a minute, the throttle message', async ({
    assert,
  }) => {
    const user = await createUser()
    const agent = new Agent().asInertia()
    await agent.get('/login')
    for (let attempt = 1; attempt <= 5; attempt++) {
      assert.equal(
        await loginError(agent, user.email, 'wrong-password'),
        'These credentials do not match our records.'
      )
    }
    const message = await loginError(agent, user.email, password)
    assert.match(message!, /^Too many login attempts\. Please try again in \d+ seconds\.$/)
    const seconds = Number(message!.match(/\d+/)![0])
    assert.isAbove(seconds, 0)
    assert.isAtMost(seconds, 60)
    assert.equal(await agent.locationOf('/dashboard'), '/login')
  })

  test('the throttle is per address: another address from the same IP still signs in', async () => {
    const victim = await createUser()
    const other = await createUser()
    const agent = new Agent().asInertia()
    await agent.get('/login')
    for (let attempt = 1; attempt <= 6; attempt++) {
      await loginError(agent, victim.email, 'wrong-password')
    }
    await agent.login(other.email, password)
  })

  test('the throttle message is translated', async ({ assert }) => {
    const user = await createUser()
    const agent = new Agent().asInertia().acceptLanguage('nl')
    await agent.get('/login')
    for (let attempt = 1; attempt <= 5; attempt++) {
      await loginError(agent, user.email, 'wrong-password')
    }
    const message = await loginError(agent, user.email, 'wrong-password')
    assert.match(message!, /^Te veel inlogpogingen\. Probeer het opnieuw over \d+ seconden\.$/)
  })

  test('a successful login clears the failures', async ({ assert }) => {
    const user = await createUser()
    const agent = new Agent().asInertia()
    await agent.get('/login')
    for (let attempt = 1; attempt <= 4; attempt++) {
      await loginError(agent, user.email, 'wrong-password')
    }
    await agent.login(user.email, password)
    await agent.post('/logout')
    for (let attempt = 1; attempt <= 4; attempt++) {
      await loginError(agent, user.email, 'wrong-password')
    }
    await agent.login(user.email, password)
    assert.equal(await agent.statusOf('/dashboard'), 200)
  })

  test('remember me lasts 30 days', async ({ assert }) => {
    const user = await createUser()
    const agent = new Agent()
    const response = await agent.login(user.email, password, true)
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('remember_'))!
    const maxAge = Number(cookie.match(/Max-Age=(\d+)/i)![1])
    assert.equal(maxAge, 30 * 24 * 60 * 60)
  })
})
