import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import env from '#start/env'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'

/** Every value the session store holds: the sessions table's rows, or every Redis key's value. */
async function storedSessionData() {
  if (env.get('REDIS_URL')) {
    const keys = await redis.keys('*')
    const values = await Promise.all(keys.map((key) => redis.get(key).catch(() => null)))
    return values.filter((value) => value !== null)
  }
  const rows: { data: string }[] = await db.from('sessions').select('data')
  return rows.map((row) => row.data)
}

/** A stored value as it is and each of its parts decoded from base64. */
function readings(value: string) {
  const parts = value.split(/[.:]/).map((part) => Buffer.from(part, 'base64url').toString())
  return [value, ...parts]
}

async function assertStoresNone(assert: any, secrets: string[]) {
  const stored = (await storedSessionData()).flatMap(readings)
  assert.isAbove(stored.length, 0, 'no session was stored at all')
  for (const value of secrets) {
    assert.isFalse(
      stored.some((text) => text.includes(value)),
      `the session store holds ${value}`
    )
  }
}

/** A value unlike any other, to look for in the store. */
function secret(name: string) {
  return `${name}-${randomUUID()}`
}

test.group('Session store: no secret a form sent', (group) => {
  group.each.setup(() => resetAppState())

  test('a guest changing a password is sent to the login without the passwords kept', async ({
    assert,
  }) => {
    const agent = new Agent()
    await agent.get('/login')
    const secrets = [secret('current'), secret('new'), secret('new')]
    const response = await agent.put('/password', {
      current_password: secrets[0],
      password: secrets[1],
      password_confirmation: secrets[2],
      name: 'kept-input',
    })
    assert.equal(response.status, 302)
    assert.equal(response.location, '/login')
    await assertStoresNone(assert, secrets)
  })

  test('a refused password change keeps none of the passwords', async ({ assert }) => {
    const user = await createUser()
    const agent = new Agent()
    await agent.login(user.email, password)
    const secrets = [secret('current'), secret('short'), secret('other')]
    const response = await agent.put('/password', {
      current_password: secrets[0],
      password: secrets[1],
      password_confirmation: secrets[2],
    })
    assert.equal(response.status, 302)
    await assertStoresNone(assert, [...secrets, password])
  })

  test('refused login, registration and reset forms keep no password or token', async ({
    assert,
  }) => {
    const agent = new Agent()
    await agent.get('/login')
    const secrets = Array.from({ length: 6 }, (_, index) => secret(`secret${index}`))
    await agent.post('/login', { email: 'not an address', password: secrets[0] })
    await agent.post('/register', {
      name: '',
      email: 'not an address',
      password: secrets[1],
      password_confirmation: secrets[2],
    })
    await agent.post('/reset-password', {
      token: secrets[3],
      email: 'not an address',
      password: secrets[4],
      password_confirmation: secrets[5],
    })
    await assertStoresNone(assert, secrets)
  })

  test('a refused form still keeps its other fields and its errors', async ({ assert }) => {
    const agent = new Agent().asInertia()
    await agent.get('/register')
    await agent.post('/register', {
      name: '',
      email: 'not an address',
      password: secret('password'),
      password_confirmation: secret('other'),
    })
    const page = Agent.page(await agent.get('/register'))
    assert.properties(page.props.errors, ['name', 'email', 'password_confirmation'])
  })
})
