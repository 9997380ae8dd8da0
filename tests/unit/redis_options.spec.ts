import { test } from '@japa/runner'
import { redisOptions } from '#config/redis'

test.group('Redis connection options', () => {
  test('come from every part of REDIS_URL', ({ assert }) => {
    assert.deepEqual(redisOptions('redis://hourbook:s%40cret@redis.internal:6380/3'), {
      host: 'redis.internal',
      port: 6380,
      db: 3,
      username: 'hourbook',
      password: 's@cret',
    })
  })

  test('default to port 6379, database 0, and TLS for rediss://', ({ assert }) => {
    assert.deepEqual(redisOptions('rediss://redis.internal'), {
      host: 'redis.internal',
      port: 6379,
      db: 0,
      tls: {},
    })
  })
})
