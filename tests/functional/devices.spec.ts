import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { sessionCookieName, sessionStore } from '#config/session'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { mailbox, Mailbox } from '#tests/support/mailbox'
import type User from '#models/user'
import { backgroundTasksFinished } from '#lib/background_tasks'

const firefoxOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0'
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'

/** An agent that tells the server it is the given browser on every request. */
class Browser extends Agent {
  constructor(readonly userAgent: string) {
    super()
  }

  request(method: string, path: string, body?: any, headers: Record<string, string> = {}) {
    return super.request(method, path, body, { 'User-Agent': this.userAgent, ...headers })
  }
}

async function signedIn(user: User, userAgent = firefoxOnWindows, remember = false) {
  const agent = new Browser(userAgent).asInertia()
  await agent.login(user.email, password, remember)
  return agent
}

/** Whether the agent's session is still signed in: the API answers it, not 401. */
async function isSignedIn(agent: Agent) {
  const answer = await agent.request('GET', '/api/timer', undefined, {
    Accept: 'application/json',
  })
  return answer.status === 200
}

async function devicesProp(agent: Agent) {
  const page = Agent.page(await agent.get('/profile'))
  return page.props.devices as {
    sessions: {
      id: number
      browser: string | null
      system: string | null
      ip: string | null
      first_seen: { at: string; date: string; time: string }
      last_seen: { at: string; date: string; time: string }
      current: boolean
    }[]
    tokens: { id: number; name: string; created: { date: string }; last_used: unknown }[]
  }
}

async function deviceRows(userId: number) {
  return db.from('devices').where('user_id', userId).orderBy('id')
}

test.group('Signed-in devices', (group) => {
  group.each.setup(() => resetAppState())
  // Password changes mail their owner after answering.
  group.each.teardown(() => backgroundTasksFinished())

  test('a sign-in lists its device with browser, system, address and times', async ({ assert }) => {
    const user = await createUser({ timezone: 'Pacific/Auckland' })
    const agent = await signedIn(user)
    const { sessions, tokens } = await devicesProp(agent)

    assert.lengthOf(sessions, 1)
    const [device] = sessions
    assert.equal(device.browser, 'Firefox 128')
    assert.equal(device.system, 'Windows 10')
    assert.match(device.ip ?? '', /^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/)
    assert.isTrue(device.current)
    // In the person's time zone, not the server's.
    const { DateTime } = await import('luxon')
    const local = DateTime.fromISO(device.first_seen.at).setZone('Pacific/Auckland')
    assert.equal(device.first_seen.date, local.toISODate())
    assert.equal(device.first_seen.time, local.toFormat('HH:mm:ss'))
    assert.deepEqual(tokens, [])
    // Never the session's id, key or token.
    const text = JSON.stringify(sessions)
    const [row] = await deviceRows(user.id)
    assert.notInclude(text, row.key)
    assert.notInclude(text, row.session_id)
  })

  test('the API tokens in use are listed with their last use', async ({ assert }) => {
    const user = await createUser()
    const agent = await signedIn(user)
    await agent.post('/confirm-password', { password })
    await agent.post('/profile/tokens', {
      name: 'Laptop script',
      abilities: ['time-logs:read'],
      expires_in: 'never',
    })
    const [{ tokens }] = [await devicesProp(agent)]
    assert.lengthOf(tokens, 1)
    assert.equal(tokens[0].name, 'Laptop script')
    assert.isNull(tokens[0].last_used)
  })

  test('signing out another device ends it on its next request', async ({ assert }) => {
    const user = await createUser()
    const laptop = await signedIn(user)
    const phone = await signedIn(user, safariOnIphone)
    const { sessions } = await devicesProp(laptop)
    assert.lengthOf(sessions, 2)
    const other = sessions.find((session) => !session.current)!
    assert.equal(other.browser, 'Safari 17')
    assert.equal(other.system, 'iOS 17')

    const answer = await laptop.request('DELETE', `/profile/devices/${other.id}`)
    assert.oneOf(answer.status, [302, 303])
    assert.isFalse(await isSignedIn(phone))
    assert.equal(await phone.locationOf('/dashboard'), '/login')
    assert.isTrue(await isSignedIn(laptop))
    assert.lengthOf(await deviceRows(user.id), 1)
  })

  test('a device signed out stays out even when it had remember-me', async ({ assert }) => {
    const user = await createUser()
    const laptop = await signedIn(user)
    const phone = await signedIn(user, safariOnIphone, true)
    const [phoneRow] = (await deviceRows(user.id)).filter((row) => row.remember_me_token_id)
    assert.exists(phoneRow)

    await laptop.request('DELETE', `/profile/devices/${phoneRow.id}`)
    assert.isFalse(await isSignedIn(phone))
    // Without its session, the remember-me cookie alone brings nothing back.
    phone.cookies.delete(sessionCookieName)
    assert.isFalse(await isSignedIn(phone))
    assert.lengthOf(
      await db.from('remember_me_tokens').where('id', phoneRow.remember_me_token_id),
      0
    )
  })

  test('a session whose device is gone is signed out, whatever its store holds', async ({
    assert,
  }) => {
    const user = await createUser()
    const phone = await signedIn(user, safariOnIphone)
    const laptop = await signedIn(user)
    // As when a request of the phone's was under way while it was signed out: its session
    // was written back to the store after the device went.
    await db.from('devices').where('user_id', user.id).where('user_agent', safariOnIphone).delete()
    assert.isFalse(await isSignedIn(phone))
    assert.isTrue(await isSignedIn(laptop))
  })

  test('the store forgets a signed-out device’s session', async ({ assert }) => {
    const user = await createUser()
    const laptop = await signedIn(user)
    await signedIn(user, safariOnIphone)
    const [phoneRow] = (await deviceRows(user.id)).slice(1)
    await laptop.request('DELETE', `/profile/devices/${phoneRow.id}`)
    if (sessionStore === 'database') {
      assert.lengthOf(await db.from('sessions').where('id', phoneRow.session_id), 0)
    } else {
      const redis = (await import('@adonisjs/redis/services/main')).default
      assert.equal(await redis.connection('main').exists(phoneRow.session_id), 0)
    }
  })

  test('a session restored by remember-me stays the same device', async ({ assert }) => {
    const user = await createUser()
    const phone = await signedIn(user, safariOnIphone, true)
    const [before] = await deviceRows(user.id)
    phone.cookies.delete(sessionCookieName)
    assert.isTrue(await isSignedIn(phone))
    const rows = await deviceRows(user.id)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].id, before.id)
    assert.notEqual(rows[0].remember_me_token_id, before.remember_me_token_id)

    // And signing it out still ends it, remembered cookie and all.
    const laptop = await signedIn(user)
    await laptop.request('DELETE', `/profile/devices/${before.id}`)
    phone.cookies.delete(sessionCookieName)
    assert.isFalse(await isSignedIn(phone))
  })

  test('sign out all other devices keeps this one', async ({ assert }) => {
    const user = await createUser()
    const laptop = await signedIn(user)
    const phone = await signedIn(user, safariOnIphone, true)
    const tablet = await signedIn(user)
    const someoneElse = await signedIn(await createUser())

    const answer = await laptop.request('DELETE', '/profile/devices')
    assert.oneOf(answer.status, [302, 303])
    assert.isTrue(await isSignedIn(laptop))
    assert.isFalse(await isSignedIn(phone))
    assert.isFalse(await isSignedIn(tablet))
    assert.isTrue(await isSignedIn(someoneElse))
    const { sessions } = await devicesProp(laptop)
    assert.lengthOf(sessions, 1)
    assert.isTrue(sessions[0].current)
  })

  test('another person’s device, or no device, is a 404', async ({ assert }) => {
    const user = await createUser()
    const other = await createUser()
    const agent = await signedIn(user)
    const othersPhone = await signedIn(other, safariOnIphone)
    const [othersRow] = await deviceRows(other.id)

    for (const id of [othersRow.id, 999_999, '99999999999999999999', '1.5', 'abc']) {
      const answer = await agent.request('DELETE', `/profile/devices/${id}`)
      assert.equal(answer.status, 404, `for ${id}`)
    }
    assert.isTrue(await isSignedIn(othersPhone))
    assert.isTrue(await isSignedIn(agent))
  })

  test('signing out this device from the list is a sign-out', async ({ assert }) => {
    const user = await createUser()
    const agent = await signedIn(user)
    const [row] = await deviceRows(user.id)
    const answer = await agent.request('DELETE', `/profile/devices/${row.id}`)
    assert.equal(answer.location, '/login')
    assert.isFalse(await isSignedIn(agent))
    assert.lengthOf(await deviceRows(user.id), 0)
  })

  test('devices whose sessions ended on their own are not listed', async ({ assert }) => {
    const user = await createUser()
    await signedIn(user, safariOnIphone)
    await signedIn(user, safariOnIphone, true)
    await signedIn(user, safariOnIphone, true)
    const laptop = await signedIn(user)
    const [idleRow, rememberedRow, longAgoRow] = await deviceRows(user.id)
    const { DateTime } = await import('luxon')
    const ago = (hours: number) => DateTime.now().minus({ hours }).toFormat('yyyy-MM-dd HH:mm:ss')
    // Idle past the 2-hour timeout: only remember-me can bring a session back then.
    await db
      .from('devices')
      .whereIn('id', [idleRow.id, rememberedRow.id])
      .update({ last_seen_at: ago(3) })
    // Signed in longer ago than remember-me lasts (30 days).
    await db
      .from('devices')
      .where('id', longAgoRow.id)
      .update({ created_at: ago(31 * 24) })

    const { sessions } = await devicesProp(laptop)
    assert.sameMembers(
      sessions.map((session) => session.id),
      [rememberedRow.id, (await deviceRows(user.id)).at(-1).id]
    )
    assert.lengthOf(await deviceRows(user.id), 2)
  })

  test('logging out removes the device', async ({ assert }) => {
    const user = await createUser()
    const agent = await signedIn(user)
    const other = await signedIn(user, safariOnIphone)
    await agent.post('/logout')
    const rows = await deviceRows(user.id)
    assert.lengthOf(rows, 1)
    assert.include(rows[0].user_agent, 'iPhone')
    assert.isTrue(await isSignedIn(other))
  })

  test('a password reset removes every device', async ({ assert }) => {
    const user = await createUser()
    const laptop = await signedIn(user)
    const phone = await signedIn(user, safariOnIphone, true)
    assert.lengthOf(await deviceRows(user.id), 2)

    const guest = new Agent()
    await guest.get('/forgot-password')
    await guest.post('/forgot-password', { email: user.email })
    const link = new URL(Mailbox.link(await mailbox.latest(user.email), 'http'))
    await guest.post('/reset-password', {
      email: user.email,
      token: link.pathname.split('/').pop(),
      password: 'a-brand-new-secret',
      password_confirmation: 'a-brand-new-secret',
    })

    assert.lengthOf(await deviceRows(user.id), 0)
    assert.isFalse(await isSignedIn(laptop))
    assert.isFalse(await isSignedIn(phone))
  })

  test('a password change keeps this device and removes the others', async ({ assert }) => {
    const user = await createUser()
    const laptop = await signedIn(user)
    const phone = await signedIn(user, safariOnIphone)
    const answer = await laptop.put('/password', {
      current_password: password,
      password: 'a-brand-new-secret',
      password_confirmation: 'a-brand-new-secret',
    })
    assert.oneOf(answer.status, [302, 303])
    assert.isTrue(await isSignedIn(laptop))
    assert.isFalse(await isSignedIn(phone))
    const { sessions } = await devicesProp(laptop)
    assert.lengthOf(sessions, 1)
    assert.isTrue(sessions[0].current)
  })
})
