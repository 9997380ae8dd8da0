import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'

// Sessions are rows of the database only without Redis.
const databaseSessions = !env.get('REDIS_URL')

const nonceOf = (response: { headers: Headers }) =>
  response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1]

/**
 * What every signed-in request reads with fixed SQL (the session row, the user, the running
 * timer) answers as the framework's own reads did.
 */
test.group('Reads on every request', (group) => {
  group.each.setup(() => resetAppState())

  test('a session whose row expired is not honoured, and the row is removed', async ({
    assert,
  }) => {
    const user = await createUser()
    const agent = new Agent()
    await agent.login(user.email, password)
    await db.from('sessions').update({ expires_at: new Date(Date.now() - 1000) })

    assert.equal(await agent.locationOf('/dashboard'), '/login')
    const [{ total }] = await db.from('sessions').where('user_id', user.id).count('* as total')
    assert.equal(Number(total), 0)
  }).skip(!databaseSessions, 'only with sessions in the database')

  test('a session row that was tampered with is not honoured', async ({ assert }) => {
    const user = await createUser()
    const agent = new Agent()
    await agent.login(user.email, password)
    await db.from('sessions').update({ data: JSON.stringify({ auth_web: user.id }) })

    assert.equal(await agent.locationOf('/dashboard'), '/login')
  }).skip(!databaseSessions, 'only with sessions in the database')

  test('the signed-in user is read, and a user who is gone is signed out', async ({ assert }) => {
    const user = await createUser({ name: 'Ada Lovelace' })
    const agent = new Agent().asInertia()
    await agent.login(user.email, password)
    const page = Agent.page(await agent.get('/dashboard'))
    assert.deepEqual(page.props.auth.user, {
      id: user.id,
      name: 'Ada Lovelace',
      email: user.email,
      timezone: user.timezone,
      date_format: 'mdy',
      time_format: '24h',
    })

    await db.from('sessions').where('user_id', user.id).update({ user_id: null })
    await db.from('users').where('id', user.id).delete()
    assert.equal(await agent.locationOf('/dashboard'), '/login')
  })

  test('signing in notes the user on the session row, whose read brings the user along', async ({
    assert,
  }) => {
    const user = await createUser({ name: 'Ada Lovelace' })
    const agent = new Agent().asInertia()
    await agent.login(user.email, password)
    const rows = await db.from('sessions').whereNotNull('user_id').select('user_id')
    assert.deepEqual(
      rows.map((row) => String(row.user_id)),
      [String(user.id)]
    )

    await db.from('users').where('id', user.id).update({ name: 'Ada King' })
    const page = Agent.page(await agent.get('/dashboard'))
    assert.equal(page.props.auth.user.name, 'Ada King')
  }).skip(!databaseSessions, 'only with sessions in the database')

  test('a session row that notes another user still signs in only its own', async ({ assert }) => {
    const user = await createUser({ name: 'Ada Lovelace' })
    const other = await createUser({ name: 'Grace Hopper' })
    const agent = new Agent().asInertia()
    await agent.login(user.email, password)
    await db
      .from('sessions')
      .whereNotNull('user_id')
      .update({ user_id: String(other.id) })

    const page = Agent.page(await agent.get('/dashboard'))
    assert.equal(page.props.auth.user.id, user.id)
    assert.equal(page.props.auth.user.name, 'Ada Lovelace')
  }).skip(!databaseSessions, 'only with sessions in the database')

  test('every page has a nonce of its own in its policy and its inline script', async ({
    assert,
  }) => {
    const agent = new Agent()
    const first = await agent.get('/login')
    const second = await agent.get('/login')
    const nonces = [nonceOf(first), nonceOf(second)]
    assert.notEqual(nonces[0], nonces[1])
    assert.include(first.text, `<script nonce="${nonces[0]}">`)
    assert.include(second.text, `<script nonce="${nonces[1]}">`)
  })
})
