import { test } from '@japa/runner'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'

async function loginError(agent: Agent, email: string, tried: string) {
  await agent.post('/login', { email, password: tried })
  return Agent.page(await agent.get('/login')).props.errors.email as string | undefined
}

test.group('Signing in to a deactivated account', (group) => {
  group.each.setup(() => resetAppState())

  test('the right password is told the account is deactivated, and is not signed in', async ({
    assert,
  }) => {
    const user = await createUser({ active: false })
    const agent = new Agent().asInertia()
    await agent.get('/login')
    assert.equal(
      await loginError(agent, user.email, password),
      'This account has been deactivated. Please contact your administrator.'
    )
    assert.equal(await agent.locationOf('/dashboard'), '/login')
  })

  test('a wrong password keeps the message that tells nothing', async ({ assert }) => {
    const user = await createUser({ active: false })
    const agent = new Agent().asInertia()
    await agent.get('/login')
    assert.equal(
      await loginError(agent, user.email, 'wrong-password'),
      'These credentials do not match our records.'
    )
  })

  test('the deactivated message in Dutch', async ({ assert }) => {
    const user = await createUser({ active: false })
    const agent = new Agent().asInertia().acceptLanguage('nl')
    await agent.get('/login')
    assert.equal(
      await loginError(agent, user.email, password),
      'Dit account is gedeactiveerd. Neem contact op met je beheerder.'
    )
  })
})
