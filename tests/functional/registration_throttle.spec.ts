import { test } from '@japa/runner'
import User from '#models/user'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser } from '#tests/support/accounts'

function account(email: string) {
  return {
    name: 'Ada Lovelace',
    email,
    password: 'analytical-engine',
    password_confirmation: 'analytical-engine',
  }
}

async function register(agent: Agent, email: string, clientIp: string) {
  return agent.request('POST', '/register', account(email), {
    'Accept': 'application/json',
    'X-Forwarded-For': clientIp,
  })
}

/** Ten attempts from the IP, each probing an address that has an account. */
async function probeTenTimes(agent: Agent, clientIp: string) {
  const { email } = await createUser()
  for (let attempt = 1; attempt <= 10; attempt++) {
    const response = await register(agent, email, clientIp)
    if (response.status !== 422) throw new Error(`Probe ${attempt} answered ${response.status}`)
  }
}

test.group('Throttling registration', (group) => {
  group.each.setup(() => resetAppState())

  test('10 attempts an hour per IP: the eleventh is refused with the minutes left', async ({
    assert,
  }) => {
    const agent = new Agent()
    await agent.get('/register')
    await probeTenTimes(agent, '203.0.113.30')

    const refused = await register(agent, 'ada@example.test', '203.0.113.30')
    assert.equal(refused.status, 422)
    const [error] = refused.json.errors
    assert.equal(error.field, 'email')
    const [, minutes] = error.message.match(
      /^Too many registration attempts\. Please try again in (\d+) minutes\.$/
    )
    assert.isAbove(Number(minutes), 0)
    assert.isAtMost(Number(minutes), 60)
    assert.isNull(await User.findBy('email', 'ada@example.test'))

    const elsewhere = await register(agent, 'ada@example.test', '203.0.113.31')
    assert.equal(elsewhere.location, '/verify-email')
  })

  test('the registration throttle message in Dutch', async ({ assert }) => {
    const agent = new Agent().acceptLanguage('nl')
    await agent.get('/register')
    await probeTenTimes(agent, '203.0.113.30')

    const refused = await register(agent, 'ada@example.test', '203.0.113.30')
    assert.match(
      refused.json.errors[0].message,
      /^Te veel registratiepogingen\. Probeer het opnieuw over \d+ minuten\.$/
    )
  })
})
