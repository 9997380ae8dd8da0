import { test } from '@japa/runner'
import User from '#models/user'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'

const newPassword = 'a-brand-new-secret'

/** Whose account each agent signed in to: deleting one's account asks for its address too. */
const signedInEmails = new WeakMap<Agent, string>()

/** The two prompts for the signed-in user's own password, and the field each answers on. */
const prompts = [
  {
    name: 'POST /confirm-password',
    field: 'password',
    send: (agent: Agent, tried: string, headers: Record<string, string>) =>
      agent.request('POST', '/confirm-password', { password: tried }, headers),
  },
  {
    name: 'PUT /password',
    field: 'current_password',
    send: (agent: Agent, tried: string, headers: Record<string, string>) =>
      agent.request(
        'PUT',
        '/password',
        { current_password: tried, password: newPassword, password_confirmation: newPassword },
        headers
      ),
  },
  {
    name: 'DELETE /profile',
    field: 'password',
    send: (agent: Agent, tried: string, headers: Record<string, string>) =>
      agent.request(
        'DELETE',
        '/profile',
        { password: tried, email_confirmation: signedInEmails.get(agent) },
        headers
      ),
  },
]

/** The message on the prompt's field, or null when the password was taken. */
async function tryPassword(
  agent: Agent,
  prompt: (typeof prompts)[number],
  tried: string,
  clientIp = '203.0.113.10'
) {
  const response = await prompt.send(agent, tried, {
    'Accept': 'application/json',
    'X-Forwarded-For': clientIp,
  })
  if (response.status !== 422) return null
  const error = response.json.errors.find((entry: any) => entry.field === prompt.field)
  return error.message as string
}

async function signedIn(locale: User['locale'] = 'en') {
  const user = await createUser({ locale })
  const agent = new Agent()
  await agent.login(user.email, password)
  signedInEmails.set(agent, user.email)
  return { user, agent }
}

test.group('Throttling the password prompts', (group) => {
  group.each.setup(() => resetAppState())

  for (const prompt of prompts) {
    test(`${prompt.name}: after 5 wrong passwords in a minute even the right one is refused, with the seconds left`, async ({
      assert,
    }) => {
      const { user, agent } = await signedIn()
      for (let attempt = 1; attempt <= 5; attempt++) {
        assert.equal(
          await tryPassword(agent, prompt, 'not-my-password'),
          'The provided password is incorrect.'
        )
      }
      const message = await tryPassword(agent, prompt, password)
      assert.match(message!, /^Too many password attempts\. Please try again in \d+ seconds\.$/)
      const seconds = Number(message!.match(/\d+/)![0])
      assert.isAbove(seconds, 0)
      assert.isAtMost(seconds, 60)
      await User.verifyCredentials(user.email, password)
    })

    test(`${prompt.name}: the throttle message in Dutch`, async ({ assert }) => {
      const { agent } = await signedIn('nl')
      for (let attempt = 1; attempt <= 5; attempt++) {
        assert.equal(
          await tryPassword(agent, prompt, 'not-my-password'),
          'Het opgegeven wachtwoord is onjuist.'
        )
      }
      assert.match(
        (await tryPassword(agent, prompt, password))!,
        /^Te veel wachtwoordpogingen\. Probeer het opnieuw over \d+ seconden\.$/
      )
    })
  }

  test('the count is per account and IP: another client IP still gets through', async ({
    assert,
  }) => {
    const { agent } = await signedIn()
    const [confirm] = prompts
    for (let attempt = 1; attempt <= 5; attempt++) {
      await tryPassword(agent, confirm, 'not-my-password', '203.0.113.10')
    }
    assert.isNull(await tryPassword(agent, confirm, password, '203.0.113.20'))
  })

  test('the prompts and the login share the count of an account and IP', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const [confirm, change] = prompts
    for (let attempt = 1; attempt <= 3; attempt++) {
      await tryPassword(agent, confirm, 'not-my-password')
    }
    for (let attempt = 1; attempt <= 2; attempt++) {
      await tryPassword(agent, change, 'not-my-password')
    }

    const guest = new Agent()
    await guest.get('/login')
    const login = await guest.request(
      'POST',
      '/login',
      { email: user.email, password },
      { 'Accept': 'application/json', 'X-Forwarded-For': '203.0.113.10' }
    )
    assert.equal(login.status, 422)
    assert.match(login.json.errors[0].message, /^Too many login attempts\./)
  })
})
