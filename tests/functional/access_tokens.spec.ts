import { test } from '@japa/runner'
import { halfAnHourAgoToday } from '#tests/support/clock'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import User from '#models/user'
import Timer from '#models/timer'
import { Agent } from '#tests/support/agent'
import { mailbox, Mailbox } from '#tests/support/mailbox'
import { resetAppState, storedSessions } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { json, signedInAdmin } from '#tests/support/admin'
import { bookable, daysAgo } from '#tests/support/bookable'
import { maxTokensPerUser } from '#services/access_tokens'
import type { TokenAbility } from '#shared/token_abilities'

const baseUrl = new Agent().baseUrl

/** A token of the user with the abilities, made as the profile page makes it. */
async function tokenOf(user: User, abilities: TokenAbility[], expiresIn?: string) {
  const token = await User.accessTokens.create(user, abilities, { name: 'Script', expiresIn })
  return token.value!.release()
}

/** A request with the token and nothing else: no cookie, no XSRF header. */
async function bearer(
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {}
) {
  const response = await fetch(baseUrl + path, {
    method,
    redirect: 'manual',
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, text, json: parse(text) }
}

function parse(text: string) {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

async function tokensOf(user: User) {
  return db.from('auth_access_tokens').where('tokenable_id', user.id)
}

function newLog(booking: Awaited<ReturnType<typeof bookable>>, start = '09:00', stop = '10:00') {
  return {
    project_id: booking.project.id,
    task_id: booking.task.id,
    date: daysAgo(1),
    start_time: start,
    stop_time: stop,
    comments: 'From a script',
  }
}

/** A user signed in with a freshly confirmed password, as making a token needs. */
async function signedIn(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides)
  const agent = new Agent()
  await agent.login(user.email, password)
  await agent.post('/confirm-password', { password })
  return { user, agent }
}

test.group('Access tokens: the profile page', (group) => {
  group.each.setup(() => resetAppState())

  test('a token is made with a name, abilities and an expiry; its secret is shown once', async ({
    assert,
  }) => {
    const { user, agent } = await signedIn()
    const before = Agent.page(await agent.get('/profile'))
    assert.deepEqual(before.props.accessTokens.tokens, [])
    assert.deepEqual(before.props.accessTokens.abilities, [
      'time-logs:read',
      'time-logs:write',
      'timer',
      'reports:read',
    ])
    assert.isNull(before.props.accessTokens.newToken)

    const created = await agent.post('/profile/tokens', {
      name: 'Command line',
      abilities: ['timer', 'time-logs:read'],
      expires_in: '30',
    })
    assert.equal(created.location, '/profile')
    const page = Agent.page(await agent.get('/profile'))
    const { newToken, tokens } = page.props.accessTokens
    assert.equal(newToken.name, 'Command line')
    assert.match(newToken.secret, /^hb_/)
    assert.equal(page.props.flash.success, 'API token created.')
    assert.lengthOf(tokens, 1)
    assert.equal(tokens[0].id, newToken.id)
    assert.deepEqual(tokens[0].abilities, ['timer', 'time-logs:read'])
    assert.isNull(tokens[0].last_used_at)
    const days = DateTime.fromISO(tokens[0].expires_at).diff(DateTime.now(), 'days').days
    assert.closeTo(days, 30, 0.01)
    assert.notInclude(JSON.stringify(tokens), newToken.secret)

    const stored = await tokensOf(user)
    assert.notInclude(JSON.stringify(stored), newToken.secret.slice(3))
    const again = Agent.page(await agent.get('/profile'))
    assert.isNull(again.props.accessTokens.newToken)

    const used = await bearer(newToken.secret, 'GET', '/api/timer')
    assert.equal(used.status, 200)
    const listed = Agent.page(await agent.get('/profile')).props.accessTokens.tokens
    assert.isString(listed[0].last_used_at)
  })

  test('a token that never expires, and the form refusals', async ({ assert }) => {
    const { user, agent } = await signedIn()
    await agent.post('/profile/tokens', {
      name: 'Forever',
      abilities: ['reports:read'],
      expires_in: 'never',
    })
    const [token] = Agent.page(await agent.get('/profile')).props.accessTokens.tokens
    assert.isNull(token.expires_at)

    const refused = await agent.request(
      'POST',
      '/profile/tokens',
      { name: 'x'.repeat(101), abilities: ['teleport'], expires_in: '7' },
      { Accept: 'application/json' }
    )
    assert.equal(refused.status, 422)
    const fields = refused.json.errors.map((error: { field: string }) => error.field).sort()
    assert.deepEqual(fields, ['abilities.0', 'expires_in', 'name'])

    const empty = await agent.request(
      'POST',
      '/profile/tokens',
      { name: ' ', abilities: [], expires_in: '30' },
      { Accept: 'application/json' }
    )
    assert.equal(empty.status, 422)
    assert.lengthOf(await tokensOf(user), 1)
  })

  test('only an administrator may give a token the admin ability', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const refused = await agent.request(
      'POST',
      '/profile/tokens',
      { name: 'Sneaky', abilities: ['admin'], expires_in: '30' },
      { Accept: 'application/json' }
    )
    assert.equal(refused.status, 422)
    assert.deepEqual(refused.json.errors, [
      {
        field: 'abilities',
        message: 'Only administrators can give a token the admin ability.',
        rule: 'adminOnly',
      },
    ])
    assert.lengthOf(await tokensOf(user), 0)

    const { user: admin, agent: adminAgent } = await signedIn({ role: 'admin' })
    const page = Agent.page(await adminAgent.get('/profile'))
    assert.include(page.props.accessTokens.abilities, 'admin')
    await adminAgent.post('/profile/tokens', {
      name: 'Admin script',
      abilities: ['admin'],
      expires_in: '90',
    })
    assert.lengthOf(await tokensOf(admin), 1)
  })

  test(`a user holds at most ${maxTokensPerUser} tokens`, async ({ assert }) => {
    const { user, agent } = await signedIn()
    for (let index = 0; index < maxTokensPerUser; index++) await tokenOf(user, ['timer'])
    const refused = await agent.request(
      'POST',
      '/profile/tokens',
      { name: 'One too many', abilities: ['timer'], expires_in: '30' },
      { Accept: 'application/json' }
    )
    assert.equal(refused.status, 422)
    assert.equal(
      refused.json.errors[0].message,
      `You can have at most ${maxTokensPerUser} API tokens. Revoke one first.`
    )
  })

  test('a user revokes their own token; another user’s is a 404', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const other = await createUser()
    const secret = await tokenOf(user, ['timer'])
    await tokenOf(other, ['timer'])
    const [own] = await tokensOf(user)
    const [theirs] = await tokensOf(other)

    const missing = await agent.request('DELETE', `/profile/tokens/${theirs.id}`)
    assert.equal(missing.status, 404)
    assert.lengthOf(await tokensOf(other), 1)

    const revoked = await agent.request('DELETE', `/profile/tokens/${own.id}`)
    assert.equal(revoked.status, 302)
    assert.lengthOf(await tokensOf(user), 0)
    assert.equal((await bearer(secret, 'GET', '/api/timer')).status, 401)
  })
})

test.group('Access tokens: the API', (group) => {
  group.each.setup(() => resetAppState())

  test('each route asks for its ability; a missing one answers 403 naming it', async ({
    assert,
  }) => {
    const user = await createUser()
    const booking = await bookable([user])
    const reader = await tokenOf(user, ['time-logs:read'])
    const writer = await tokenOf(user, ['time-logs:write'])
    const timer = await tokenOf(user, ['timer'])
    const reports = await tokenOf(user, ['reports:read'])

    const refused = await bearer(reader, 'POST', '/api/time-logs', newLog(booking))
    assert.equal(refused.status, 403)
    assert.deepEqual(refused.json, {
      message: 'This token may not do this, missing ability: time-logs:write',
      code: 'E_MISSING_ABILITY',
    })
    const created = await bearer(writer, 'POST', '/api/time-logs', newLog(booking))
    assert.equal(created.status, 201)
    const id = created.json.data.id
    assert.equal((await bearer(writer, 'GET', '/api/time-logs')).status, 403)
    assert.equal((await bearer(reader, 'GET', '/api/time-logs')).json.total, 1)
    assert.equal((await bearer(reader, 'GET', `/api/time-logs/${id}`)).status, 200)
    assert.equal((await bearer(reader, 'DELETE', `/api/time-logs/${id}`)).status, 403)
    const patched = await bearer(writer, 'PATCH', `/api/time-logs/${id}`, {
      ...newLog(booking),
      comments: 'Edited',
    })
    assert.equal(patched.status, 200)

    for (const token of [reader, writer, timer]) {
      assert.equal((await bearer(token, 'GET', '/api/connections')).status, 200)
    }
    const noConnections = await bearer(reports, 'GET', '/api/connections')
    assert.equal(
      noConnections.json.message,
      'This token may not do this, missing ability: time-logs:read, time-logs:write, timer'
    )

    assert.equal((await bearer(reader, 'GET', '/api/timer')).json.message.split(': ')[1], 'timer')
    assert.equal((await bearer(timer, 'GET', '/api/timer')).status, 200)
    const summary = `/api/reports/summary?date_from=${daysAgo(7)}&date_to=${daysAgo(0)}`
    assert.equal((await bearer(timer, 'GET', summary)).status, 403)
    assert.equal((await bearer(reports, 'GET', summary)).status, 200)
    const exported = await bearer(reports, 'GET', summary.replace('summary?', 'export?format=csv&'))
    assert.equal(exported.status, 200)
    assert.include(exported.headers.get('content-type')!, 'text/csv')
    assert.equal((await bearer(writer, 'DELETE', `/api/time-logs/${id}`)).status, 204)
  })

  test('the timer starts and stops with a token', async ({ assert }) => {
    const user = await createUser()
    const booking = await bookable([user])
    const token = await tokenOf(user, ['timer'])
    const started = await bearer(token, 'POST', '/api/v1/timer', {
      project_id: booking.project.id,
      task_id: booking.task.id,
      comments: 'Scripted',
    })
    assert.equal(started.status, 201)
    const timer = await Timer.findByOrFail('user_id', user.id)
    timer.startedAt = halfAnHourAgoToday()
    await timer.save()
    const stopped = await bearer(token, 'POST', '/api/v1/timer/stop')
    assert.equal(stopped.status, 200)
    assert.lengthOf(stopped.json.data, 1)
    assert.equal(stopped.json.data[0].comments, 'Scripted')
  })

  test('the admin API takes a token with the admin ability, without a password confirmation', async ({
    assert,
  }) => {
    const admin = await createUser({ role: 'admin' })
    const adminToken = await tokenOf(admin, ['admin'])
    const timerToken = await tokenOf(admin, ['timer'])

    const users = await bearer(adminToken, 'GET', '/api/admin/users')
    assert.equal(users.status, 200)
    assert.equal(users.json.total, 1)
    assert.equal((await bearer(adminToken, 'GET', '/api/v1/admin/tasks')).status, 200)
    const refused = await bearer(timerToken, 'GET', '/api/admin/users')
    assert.equal(refused.status, 403)
    assert.equal(refused.json.code, 'E_MISSING_ABILITY')
    assert.equal((await bearer(adminToken, 'GET', '/api/time-logs')).status, 403)

    // A token is no way around the role: a user given the ability by hand is still refused.
    const user = await createUser()
    const forged = await tokenOf(user, ['admin'])
    assert.equal((await bearer(forged, 'GET', '/api/admin/users')).status, 403)
    const unverified = await createUser({ role: 'admin', emailVerifiedAt: null })
    const notYet = await tokenOf(unverified, ['admin'])
    assert.equal((await bearer(notYet, 'GET', '/api/admin/users')).status, 403)
  })

  test('an expired, revoked, malformed or missing token answers 401', async ({ assert }) => {
    const user = await createUser()
    const expired = await tokenOf(user, ['timer'], '1 day')
    await db
      .from('auth_access_tokens')
      .where('tokenable_id', user.id)
      .update({ expires_at: DateTime.now().minus({ minutes: 1 }).toJSDate() })
    assert.equal((await bearer(expired, 'GET', '/api/timer')).status, 401)

    const valid = await tokenOf(user, ['timer'])
    assert.equal((await bearer(valid, 'GET', '/api/timer')).status, 200)
    assert.equal((await bearer(`${valid}x`, 'GET', '/api/timer')).status, 401)
    assert.equal((await bearer('hb_nonsense', 'GET', '/api/timer')).status, 401)
    // Well-formed tokens whose id part is not a row id the database can compare.
    const secret = valid.split('.')[1]
    for (const id of ['abc', '99999999999999999999', '-1', '1e3']) {
      const forged = `hb_${Buffer.from(id).toString('base64url')}.${secret}`
      assert.equal((await bearer(forged, 'GET', '/api/timer')).status, 401, id)
    }
    const blank = await fetch(`${baseUrl}/api/timer`, {
      headers: { Authorization: 'Bearer ', Accept: 'application/json' },
    })
    assert.equal(blank.status, 401)
  })

  test('a bad token is refused even beside a valid session cookie; a token works only on the API', async ({
    assert,
  }) => {
    const { user, agent } = await signedIn()
    const token = await tokenOf(user, ['timer', 'time-logs:read', 'time-logs:write'])
    const withCookie = await agent.request('GET', '/api/timer', undefined, {
      Accept: 'application/json',
      Authorization: 'Bearer hb_wrong',
    })
    assert.equal(withCookie.status, 401)
    assert.equal((await json(agent, 'GET', '/api/timer')).status, 200)

    assert.equal((await bearer(token, 'GET', '/dashboard')).status, 401)
    assert.equal((await bearer(token, 'GET', '/profile')).status, 401)
    const webForm = await bearer(token, 'POST', '/profile/tokens', {
      name: 'From a token',
      abilities: ['timer'],
      expires_in: '30',
    })
    assert.equal(webForm.status, 401)
    assert.lengthOf(await tokensOf(user), 1)
  })

  test('a bearer request needs no CSRF token; a cookie request still does', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const booking = await bookable([user])
    const token = await tokenOf(user, ['time-logs:write'])
    const created = await bearer(token, 'POST', '/api/time-logs', newLog(booking))
    assert.equal(created.status, 201)

    const withoutXsrf = await fetch(`${baseUrl}/api/time-logs`, {
      method: 'POST',
      headers: {
        'Accept': 'application/json',
        'Content-Type': 'application/json',
        'Cookie': agent.cookieHeader(),
      },
      body: JSON.stringify(newLog(booking, '11:00', '12:00')),
    })
    assert.equal(withoutXsrf.status, 419)
    const withXsrf = await json(agent, 'POST', '/api/time-logs', newLog(booking, '11:00', '12:00'))
    assert.equal(withXsrf.status, 201)
  })

  test('a bearer request sets no cookie and stores no session, with or without a cookie', async ({
    assert,
  }) => {
    const user = await createUser()
    const booking = await bookable([user])
    const token = await tokenOf(user, ['time-logs:write', 'time-logs:read'])
    const responses = [
      await bearer(token, 'GET', '/api/time-logs'),
      await bearer(token, 'POST', '/api/time-logs', newLog(booking)),
      await bearer(token, 'GET', '/api/time-logs/999'),
      await bearer(token, 'GET', '/api/timer'),
      await bearer('hb_wrong', 'GET', '/api/time-logs'),
      await bearer(token, 'GET', '/'),
    ]
    assert.deepEqual(
      responses.map((response) => response.status),
      [200, 201, 404, 403, 401, 200]
    )
    for (const response of responses) assert.deepEqual(response.headers.getSetCookie(), [])
    assert.equal(await storedSessions(), 0)

    const { agent } = await signedIn()
    const sessions = await storedSessions()
    const rows = await db.from('sessions').select('id', 'data').orderBy('id')
    const withCookie = await bearer(token, 'GET', '/api/time-logs', undefined, {
      Cookie: agent.cookieHeader(),
    })
    assert.equal(withCookie.status, 200)
    assert.equal(withCookie.json.total, 1)
    assert.deepEqual(withCookie.headers.getSetCookie(), [])
    assert.equal(await storedSessions(), sessions)
    assert.deepEqual(await db.from('sessions').select('id', 'data').orderBy('id'), rows)
  })

  test('/api/v1 answers as /api does', async ({ assert }) => {
    const user = await createUser()
    const booking = await bookable([user])
    const token = await tokenOf(user, ['time-logs:read', 'time-logs:write', 'timer'])
    const created = await bearer(token, 'POST', '/api/v1/time-logs', newLog(booking))
    assert.equal(created.status, 201)
    for (const path of [
      '/time-logs?sort=date&order=desc',
      `/time-logs/${created.json.data.id}`,
      '/connections?limit=-1',
      '/timer',
    ]) {
      const unversioned = await bearer(token, 'GET', `/api${path}`)
      const versioned = await bearer(token, 'GET', `/api/v1${path}`)
      assert.equal(versioned.status, 200)
      assert.deepEqual(versioned.json, unversioned.json)
    }
    const { agent } = await signedIn()
    assert.equal((await json(agent, 'GET', '/api/v1/timer')).status, 200)
  })

  test('the last use is kept, written at most once a minute', async ({ assert }) => {
    const user = await createUser()
    const token = await tokenOf(user, ['timer'])
    await bearer(token, 'GET', '/api/timer')
    const [first] = await tokensOf(user)
    assert.isNotNull(first.last_used_at)
    const earlier = DateTime.now().minus({ seconds: 30 }).toJSDate()
    await db.from('auth_access_tokens').where('id', first.id).update({ last_used_at: earlier })
    await bearer(token, 'GET', '/api/timer')
    const [second] = await tokensOf(user)
    assert.equal(new Date(second.last_used_at).getTime(), earlier.getTime())

    const longAgo = DateTime.now().minus({ minutes: 2 }).toJSDate()
    await db.from('auth_access_tokens').where('id', first.id).update({ last_used_at: longAgo })
    await bearer(token, 'GET', '/api/timer')
    const [third] = await tokensOf(user)
    assert.isAbove(new Date(third.last_used_at).getTime(), longAgo.getTime())
  })
})

test.group('Access tokens: rate limits', (group) => {
  const configured = app.config.get<number>('api_tokens.requestsPerMinute')
  group.each.setup(async () => {
    await resetAppState()
    app.config.set('api_tokens.requestsPerMinute', 3)
    return () => app.config.set('api_tokens.requestsPerMinute', configured)
  })

  test('600 a minute by default', ({ assert }) => {
    assert.equal(configured, 600)
  })

  test('each token has its own count, in the headers; past it 429 with Retry-After', async ({
    assert,
  }) => {
    const user = await createUser()
    const token = await tokenOf(user, ['timer'])
    const other = await tokenOf(user, ['timer'])
    const remaining = []
    for (let request = 0; request < 3; request++) {
      const response = await bearer(token, 'GET', '/api/timer')
      assert.equal(response.status, 200)
      assert.equal(response.headers.get('ratelimit-limit'), '3')
      const reset = Number(response.headers.get('ratelimit-reset'))
      assert.isAtLeast(reset, 1)
      assert.isAtMost(reset, 60)
      remaining.push(response.headers.get('ratelimit-remaining'))
    }
    assert.deepEqual(remaining, ['2', '1', '0'])

    const refused = await bearer(token, 'GET', '/api/timer')
    assert.equal(refused.status, 429)
    assert.equal(refused.json.code, 'E_TOO_MANY_REQUESTS')
    assert.match(refused.json.message, /^Too many requests\. Try again in \d+ seconds\.$/)
    const retryAfter = Number(refused.headers.get('retry-after'))
    assert.isAtLeast(retryAfter, 1)
    assert.isAtMost(retryAfter, 60)
    assert.equal(refused.headers.get('ratelimit-remaining'), '0')
    assert.deepEqual(refused.headers.getSetCookie(), [])

    const fresh = await bearer(other, 'GET', '/api/timer')
    assert.equal(fresh.status, 200)
    assert.equal(fresh.headers.get('ratelimit-remaining'), '2')
  })

  test('error answers carry the headers too; cookie requests have no such limit', async ({
    assert,
  }) => {
    const { user, agent } = await signedIn()
    const token = await tokenOf(user, ['timer'])
    const forbidden = await bearer(token, 'GET', '/api/time-logs')
    assert.equal(forbidden.status, 403)
    assert.equal(forbidden.headers.get('ratelimit-remaining'), '2')
    const notFound = await bearer(token, 'GET', '/api/time-logs/12345')
    assert.equal(notFound.headers.get('ratelimit-remaining'), '1')

    for (let request = 0; request < 5; request++) {
      const response = await json(agent, 'GET', '/api/timer')
      assert.equal(response.status, 200)
      assert.isNull(response.headers.get('ratelimit-limit'))
    }
  })
})

test.group('Access tokens: revoked with the sessions', (group) => {
  group.each.setup(() => resetAppState())

  test('changing one’s own password revokes one’s tokens', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const token = await tokenOf(user, ['timer'])
    const changed = await agent.put('/password', {
      current_password: password,
      password: 'a-brand-new-secret',
      password_confirmation: 'a-brand-new-secret',
    })
    assert.equal(changed.status, 302)
    assert.lengthOf(await tokensOf(user), 0)
    assert.equal((await bearer(token, 'GET', '/api/timer')).status, 401)
  })

  test('a password reset revokes the tokens', async ({ assert }) => {
    const user = await createUser()
    const token = await tokenOf(user, ['timer'])
    const agent = new Agent()
    await agent.get('/forgot-password')
    await agent.post('/forgot-password', { email: user.email })
    const link = Mailbox.link(await mailbox.latest(user.email), 'http')
    await agent.get('/login')
    const reset = await agent.post('/reset-password', {
      email: user.email,
      token: new URL(link).pathname.split('/').pop(),
      password: 'a-brand-new-secret',
      password_confirmation: 'a-brand-new-secret',
    })
    assert.equal(reset.location, '/login')
    assert.equal((await bearer(token, 'GET', '/api/timer')).status, 401)
  })

  test('deactivation, a new role or a new password from an administrator revoke the tokens', async ({
    assert,
  }) => {
    const { agent } = await signedInAdmin()
    for (const change of [
      { active: false },
      { role: 'admin' },
      { password: 'a-brand-new-secret', password_confirmation: 'a-brand-new-secret' },
    ]) {
      const user = await createUser()
      const token = await tokenOf(user, ['timer'])
      assert.equal((await bearer(token, 'GET', '/api/timer')).status, 200)
      const saved = await json(agent, 'PUT', `/api/admin/users/${user.id}`, change)
      assert.equal(saved.status, 200)
      assert.equal((await bearer(token, 'GET', '/api/timer')).status, 401)
    }
  })
})

test.group('Access tokens: the admin API', (group) => {
  group.each.setup(() => resetAppState())

  test("an administrator lists and revokes a user's tokens", async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const user = await createUser()
    const other = await createUser()
    const secret = await tokenOf(user, ['timer', 'reports:read'], '90 days')
    await tokenOf(other, ['timer'])
    const [theirs] = await tokensOf(other)

    const listed = await json(agent, 'GET', `/api/admin/users/${user.id}/tokens`)
    assert.equal(listed.status, 200)
    assert.lengthOf(listed.json.data, 1)
    const [token] = listed.json.data
    assert.deepEqual(Object.keys(token).sort(), [
      'abilities',
      'created_at',
      'expires_at',
      'id',
      'last_used_at',
      'name',
    ])
    assert.deepEqual(token.abilities, ['timer', 'reports:read'])
    assert.equal(token.name, 'Script')
    assert.notInclude(listed.text, secret.slice(3))

    const wrongUser = await json(agent, 'DELETE', `/api/admin/users/${user.id}/tokens/${theirs.id}`)
    assert.equal(wrongUser.status, 404)
    const unknownUser = await json(agent, 'GET', '/api/admin/users/999999/tokens')
    assert.equal(unknownUser.status, 404)

    const revoked = await json(agent, 'DELETE', `/api/v1/admin/users/${user.id}/tokens/${token.id}`)
    assert.equal(revoked.status, 204)
    assert.equal((await bearer(secret, 'GET', '/api/timer')).status, 401)
    assert.lengthOf(await tokensOf(other), 1)
  })

  test('users cannot reach it', async ({ assert }) => {
    const { user, agent } = await signedIn()
    assert.equal((await json(agent, 'GET', `/api/admin/users/${user.id}/tokens`)).status, 403)
  })
})
