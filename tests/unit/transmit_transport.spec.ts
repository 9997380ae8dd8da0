import { setTimeout as sleep } from 'node:timers/promises'
import { test } from '@japa/runner'
import { redis } from '@adonisjs/transmit/transports/redis'
import { redisOptions } from '#config/redis'
import { shuttingDownQuietly } from '#lib/transmit_transport'

const redisUrl = process.env.REDIS_URL

test.group("Transmit's Redis transport", () => {
  test('a subscription still on its way when the transport disconnects does not fail', async ({
    assert,
  }) => {
    // How far the connection has come when it is closed decides whether the subscription fails.
    const outcomes: string[] = []
    for (const delayMs of [0, 0, 1, 1, 2, 2, 3, 3]) {
      const transport = shuttingDownQuietly(redis(redisOptions(redisUrl!)))().setId('test')
      const subscribed = transport.subscribe('hourbook::transmit::shutdown-test', () => {})
      await sleep(delayMs)
      await transport.disconnect()
      outcomes.push(
        await subscribed.then(
          () => 'settled',
          (error) => error.message
        )
      )
    }
    assert.deepEqual(new Set(outcomes), new Set(['settled']))
  }).skip(!redisUrl, 'only with REDIS_URL')
})
