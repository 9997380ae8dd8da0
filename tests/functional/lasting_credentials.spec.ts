import { readFileSync } from 'node:fs'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import env from '#start/env'
import User from '#models/user'
import { Agent } from '#tests/support/agent'
import { mailbox, Mailbox } from '#tests/support/mailbox'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { json, signedInAdmin } from '#tests/support/admin'
import { freePort, startServerProcess } from '#tests/support/app_server'
import type { TokenAbility } from '#shared/token_abilities'

/** The request the attack sent: a never-expiring admin token from the profile's form. */
const adminTokenForm = { name: 'x', abilities: ['admin'], expires_in: 'never' }

async function tokenOf(user: User, abilities: TokenAbility[]) {
  const token = await User.accessTokens.create(user, abilities, { name: 'Script' })
  return token.value!.release()
}

function bearer(token: string, method: string, path: string, body?: unknown) {
  return new Agent().request(method, path, body as Record<string, unknown>, {
    Authorization: `Bearer ${token}`,
    Accept: 'application/json',
  })
}

async function tokenCount(user: User) {
  const [{ count }] = await db
    .from('auth_access_tokens')
    .where('tokenable_id', user.id)
    .count('* as count')
  return Number(count)
}

/** The subjects of the mails the address received. */
function subjectsFor(address: string) {
  return mailbox.for(address).map((mail) => mail.subject)
}

async function waitForSubject(address: string, subject: string) {
  const deadline = Date.now() + 5000
  while (!subjectsFor(address).includes(subject)) {
    if (Date.now() > deadline) {
      throw new Error(`No mail "${subject}" for ${address}: ${subjectsFor(address)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** Every value stored where the sessions live: the sessions table, or every key of Redis. */
async function sessionStoreText() {
  if (env.get('REDIS_URL')) {
    const keys = await redis.keys('*')
    const values = await Promise.all(
      keys.map(async (key) => ((await redis.type(key)) === 'string' ? redis.get(key) : ''))
    )
    return [...keys, ...values].join('\n')
  }
  const rows = await db.from('sessions').select('data')
  return rows.map((row) => row.data).join('\n')
}

/** A text with every base64 value in it decoded beside it, so an encoded secret shows too. */
function withDecodedBase64(text: string) {
  const decoded = (text.match(/[\w+/-]{16,}={0,2}/g) ?? []).map((chunk) =>
    Buffer.from(chunk, 'base64').toString('utf8')
  )
  return [text, ...decoded].join('\n')
}

test.group('Lasting credentials: a token needs a confirmed password', (group) => {
  group.each.setup(() => resetAppState())

  test('an unconfirmed admin session makes no token: it goes to the confirmation and back', async ({
    assert,
  }) => {
    const admin = await createUser({ role: 'admin' })
    const agent = new Agent()
    await agent.login(admin.email, password)
    await agent.get('/profile')

    const refused = await agent.post('/profile/tokens', adminTokenForm)
    assert.equal(refused.status, 302)
    assert.equal(refused.location, '/confirm-password')
    assert.equal(await tokenCount(admin), 0)

    const confirmed = await agent.post('/confirm-password', { password })
    assert.equal(confirmed.location, '/profile')
    const created = await agent.post('/profile/tokens', adminTokenForm)
    assert.equal(created.location, '/profile')
    assert.equal(await tokenCount(admin), 1)
    const { newToken } = Agent.page(await agent.get('/profile')).props.accessTokens
    assert.match(newToken.secret, /^hb_/)
    await waitForSubject(admin.email, 'A new access token for your Hourbook account')
  })

  test('an Inertia form is taken to the confirmation too, and makes nothing', async ({
    assert,
  }) => {
    const user = await createUser()
    const agent = new Agent().asInertia()
    await agent.login(user.email, password)
    await agent.get('/profile')
    const refused = await agent.post('/profile/tokens', { ...adminTokenForm, abilities: ['timer'] })
    assert.equal(refused.location, '/confirm-password')
    assert.equal(await tokenCount(user), 0)
  })

  test('a new secret rests in no session row, Redis key or log line', async ({ assert }) => {
    const server = await startServerProcess(await freePort(), 'token-secret.log', {
      LOG_LEVEL: 'trace',
    })
    try {
      const user = await createUser()
      const agent = new Agent(server.baseUrl)
      await agent.login(user.email, password)
      await agent.post('/confirm-password', { password })
      const created = await agent.post('/profile/tokens', {
        ...adminTokenForm,
        abilities: ['timer'],
      })
      assert.equal(created.location, '/profile')
      // Between the form and the page that shows it, where a flash message would rest.
      const atRest = withDecodedBase64(await sessionStoreText())

      const { newToken } = Agent.page(await agent.get('/profile')).props.accessTokens
      const secret = newToken.secret.slice('hb_'.length).split('.').at(-1)
      assert.isAbove(secret.length, 20)
      assert.notInclude(atRest, secret)
      assert.notInclude(withDecodedBase64(await sessionStoreText()), secret)
      assert.notInclude(JSON.stringify(await db.from('auth_access_tokens')), secret)
      server.child.kill('SIGTERM')
      await server.exited
      assert.notInclude(readFileSync(app.tmpPath('token-secret.log'), 'utf8'), secret)
    } finally {
      server.child.kill('SIGKILL')
    }
  }).timeout(90_000)
})

test.group('Lasting credentials: what the admin API changes', (group) => {
  group.each.setup(() => resetAppState())

  test('nobody changes their own e-mail address, password or role there', async ({ assert }) => {
    const { admin, agent } = await signedInAdmin()
    const token = await tokenOf(admin, ['admin'])
    const changes: [Record<string, unknown>, string][] = [
      [{ email: 'taken-over@hourbook.test' }, 'email'],
      [
        { password: 'an-entirely-new-one', password_confirmation: 'an-entirely-new-one' },
        'password',
      ],
      [{ role: 'user' }, 'role'],
    ]
    for (const [change, field] of changes) {
      for (const send of [
        () => json(agent, 'PUT', `/api/admin/users/${admin.id}`, change),
        () => bearer(token, 'PUT', `/api/v1/admin/users/${admin.id}`, change),
      ]) {
        const refused = await send()
        assert.equal(refused.status, 422, JSON.stringify(change))
        assert.property(refused.json.errors, field)
      }
    }
    const stored = await User.findOrFail(admin.id)
    assert.equal(stored.email, admin.email)
    assert.equal(stored.role, 'admin')
    assert.isTrue(await User.verifyCredentials(admin.email, password).then(() => true))
    // The rest of one's own record still changes.
    const renamed = await bearer(token, 'PUT', `/api/v1/admin/users/${admin.id}`, {
      name: 'New name',
      email: admin.email,
    })
    assert.equal(renamed.status, 200)
  })

  test("a token cannot change another administrator's e-mail or password; a confirmed session can", async ({
    assert,
  }) => {
    const { admin, agent } = await signedInAdmin()
    const token = await tokenOf(admin, ['admin'])
    const other = await createUser({ role: 'admin', email: 'other-admin@hourbook.test' })
    const user = await createUser({ email: 'plain-user@hourbook.test' })
    const newPassword = {
      password: 'an-entirely-new-one',
      password_confirmation: 'an-entirely-new-one',
    }

    for (const change of [{ email: 'mine-now@hourbook.test' }, newPassword]) {
      const refused = await bearer(token, 'PUT', `/api/v1/admin/users/${other.id}`, change)
      assert.equal(refused.status, 403)
      // Nor by making someone an administrator in the same breath.
      const promoted = await bearer(token, 'PUT', `/api/v1/admin/users/${user.id}`, {
        ...change,
        role: 'admin',
      })
      assert.equal(promoted.status, 403)
    }
    assert.equal((await User.findOrFail(other.id)).email, 'other-admin@hourbook.test')
    assert.equal((await User.findOrFail(user.id)).role, 'user')

    const byToken = await bearer(token, 'PUT', `/api/v1/admin/users/${user.id}`, newPassword)
    assert.equal(byToken.status, 200)
    const bySession = await json(agent, 'PUT', `/api/admin/users/${other.id}`, {
      email: 'moved@hourbook.test',
      ...newPassword,
    })
    assert.equal(bySession.status, 200)
    await waitForSubject('plain-user@hourbook.test', 'Your Hourbook password was changed')
    await waitForSubject('moved@hourbook.test', 'Your Hourbook password was changed')
    const moved = 'Your Hourbook e-mail address was changed'
    await waitForSubject('other-admin@hourbook.test', moved)
    await waitForSubject('moved@hourbook.test', moved)
    const notice = mailbox.for('other-admin@hourbook.test').find((mail) => mail.subject === moved)!
    assert.include(notice.text, 'from other-admin@hourbook.test to moved@hourbook.test')
  })

  test('a token makes nobody an administrator; a confirmed session can', async ({ assert }) => {
    const { admin, agent } = await signedInAdmin({ locale: 'nl' })
    const token = await tokenOf(admin, ['admin'])
    const account = (email: string, role: string) => ({
      name: 'Sleeper',
      email,
      role,
      password: 'an-entirely-new-one',
      password_confirmation: 'an-entirely-new-one',
    })

    // The attack: an administrator whose password the token's holder chose.
    const created = await bearer(token, 'POST', '/api/v1/admin/users', {
      ...account('sleeper@hourbook.test', 'admin'),
    })
    assert.equal(created.status, 403)
    assert.equal(created.json.code, 'E_FORBIDDEN')
    assert.include(created.json.message, 'bevestigd wachtwoord')
    assert.isNull(await User.findBy('email', 'sleeper@hourbook.test'))

    // Nor in two steps: a plain account first, then the role.
    const plain = await bearer(token, 'POST', '/api/v1/admin/users', {
      ...account('plain@hourbook.test', 'user'),
    })
    assert.equal(plain.status, 201)
    const promoted = await bearer(token, 'PUT', `/api/v1/admin/users/${plain.json.data.id}`, {
      role: 'admin',
    })
    assert.equal(promoted.status, 403)
    assert.include(promoted.json.message, 'beheerder maken')
    assert.equal((await User.findOrFail(plain.json.data.id)).role, 'user')

    const bySession = await json(agent, 'PUT', `/api/admin/users/${plain.json.data.id}`, {
      role: 'admin',
    })
    assert.equal(bySession.status, 200)
    assert.equal((await User.findOrFail(plain.json.data.id)).role, 'admin')
  })

  test('a new role is told to its owner, in their language', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const user = await createUser({ email: 'promoted@hourbook.test', locale: 'nl' })
    const saved = await json(agent, 'PUT', `/api/admin/users/${user.id}`, { role: 'admin' })
    assert.equal(saved.status, 200)
    await waitForSubject('promoted@hourbook.test', 'Je rol in Hourbook is gewijzigd')
    const [notice] = mailbox.for('promoted@hourbook.test')
    assert.include(notice.text, 'is nu: Beheerder.')
  })

  test('a password changed on the profile or by a reset link is told to its owner', async ({
    assert,
  }) => {
    const user = await createUser({ email: 'changes-own@hourbook.test' })
    const agent = new Agent()
    await agent.login(user.email, password)
    const changed = await agent.put('/password', {
      current_password: password,
      password: 'an-entirely-new-one',
      password_confirmation: 'an-entirely-new-one',
    })
    assert.equal(changed.status, 302)
    await waitForSubject(user.email, 'Your Hourbook password was changed')
    assert.lengthOf(mailbox.for(user.email), 1)

    const forgetful = await createUser({ email: 'resets@hourbook.test' })
    const guest = new Agent()
    await guest.get('/forgot-password')
    await guest.post('/forgot-password', { email: forgetful.email })
    const link = Mailbox.link(await mailbox.latest(forgetful.email), 'http')
    const reset = await guest.post('/reset-password', {
      email: forgetful.email,
      token: new URL(link).pathname.split('/').pop(),
      password: 'an-entirely-new-one',
      password_confirmation: 'an-entirely-new-one',
    })
    assert.equal(reset.location, '/login')
    await waitForSubject(forgetful.email, 'Your Hourbook password was changed')
  })
})

test.group('Lasting credentials: every bearer request checks its user', (group) => {
  group.each.setup(() => resetAppState())

  test('an account deactivated outside the admin API keeps no access', async ({ assert }) => {
    const user = await createUser()
    const token = await tokenOf(user, ['timer'])
    const agent = new Agent()
    await agent.login(user.email, password)
    assert.equal((await bearer(token, 'GET', '/api/v1/timer')).status, 200)
    assert.equal(await agent.statusOf('/dashboard'), 200)

    await User.query().where('id', user.id).update({ active: false })
    assert.equal((await bearer(token, 'GET', '/api/v1/timer')).status, 401)
    assert.equal(await agent.locationOf('/dashboard'), '/login')
    const api = await agent.request('GET', '/api/timer', undefined, { Accept: 'application/json' })
    assert.equal(api.status, 401)
  })

  test('an unverified account reaches nothing with its token', async ({ assert }) => {
    const user = await createUser()
    const token = await tokenOf(user, ['time-logs:read'])
    await User.query().where('id', user.id).update({ email_verified_at: null })
    assert.equal((await bearer(token, 'GET', '/api/v1/time-logs')).status, 403)
  })

  test('an admin token works only while its user is an administrator', async ({ assert }) => {
    const admin = await createUser({ role: 'admin' })
    const token = await tokenOf(admin, ['admin'])
    assert.equal((await bearer(token, 'GET', '/api/v1/admin/users')).status, 200)
    await User.query().where('id', admin.id).update({ role: 'user' })
    assert.equal((await bearer(token, 'GET', '/api/v1/admin/users')).status, 403)
    const created = await bearer(token, 'POST', '/api/v1/admin/users', {
      name: 'Sleeper',
      email: 'sleeper@hourbook.test',
      role: 'admin',
      password: 'an-entirely-new-one',
      password_confirmation: 'an-entirely-new-one',
    })
    assert.equal(created.status, 403)
    assert.isNull(await User.findBy('email', 'sleeper@hourbook.test'))
  })
})
