import { test } from '@japa/runner'
import { Redis } from 'ioredis'
import { redisOptions } from '#config/redis'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'

const redisUrl = process.env.REDIS_URL
const database = redisUrl ? redisOptions(redisUrl).db : 0

test.group('Redis: the database REDIS_URL names', (group) => {
  group.each.setup(() => resetAppState())

  test('holds the sessions and the rate-limit counters, and database 0 none of them', async ({
    assert,
    cleanup,
  }) => {
    const own = new Redis(redisOptions(redisUrl!))
    const zero = new Redis({ ...redisOptions(redisUrl!), db: 0 })
    cleanup(() => {
      own.disconnect()
      zero.disconnect()
    })
    const user = await createUser()
    await new Agent().login(user.email, password)
    const mistyped = new Agent()
    await mistyped.get('/login')
    await mistyped.post('/login', { email: user.email, password: 'wrong-password' })

    const keys = await own.keys('*')
    const values = await Promise.all(keys.map((key) => own.get(key).catch(() => null)))
    assert.isTrue(
      values.some((value) => value?.includes('"auth_web"')),
      `no signed-in session among ${keys.join(', ')}`
    )
    assert.isTrue(
      keys.some((key) => key.includes(user.email)),
      `no password counter among ${keys.join(', ')}`
    )
    assert.equal(await zero.exists(...keys), 0)
  }).skip(!redisUrl || database === 0, 'only with REDIS_URL naming a database other than 0')
})
