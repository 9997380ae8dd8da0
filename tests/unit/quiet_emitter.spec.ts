import { tracingChannel } from 'node:diagnostics_channel'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import emitter from '@adonisjs/core/services/emitter'
import { QuietEmitter } from '#lib/quiet_emitter'

/** The events the emitter dispatched while `work` ran, as the framework's tracing channel saw them. */
async function dispatched(work: () => Promise<void>) {
  const names: unknown[] = []
  const channel = tracingChannel<unknown, { event: unknown }>('adonisjs.event.dispatch')
  const ignore = () => {}
  const handlers = {
    start: ({ event }: { event: unknown }) => void names.push(event),
    end: ignore,
    asyncStart: ignore,
    asyncEnd: ignore,
    error: ignore,
  }
  channel.subscribe(handlers)
  try {
    await work()
  } finally {
    channel.unsubscribe(handlers)
  }
  return names
}

test.group('Quiet emitter', () => {
  test('dispatches an event that is listened to, and only such events', async ({ assert }) => {
    const events = new QuietEmitter<Record<string, unknown>>(app)
    const heard: unknown[] = []
    events.on('listened', (data) => void heard.push(data))
    const names = await dispatched(async () => {
      await events.emit('listened', { id: 1 })
      await events.emit('unheard', { id: 2 })
    })
    assert.deepEqual(names, ['listened'])
    assert.deepEqual(heard, [{ id: 1 }])
  })

  test('records faked events whether or not they are listened to', async ({ assert }) => {
    const events = new QuietEmitter<Record<string, unknown>>(app)
    const buffer = events.fake()
    await events.emit('unheard', { id: 3 })
    assert.isTrue(buffer.exists('unheard'))
    events.restore()
    assert.deepEqual(await dispatched(() => events.emit('unheard', { id: 4 })), [])
  })

  test('is the emitter the app resolves', ({ assert }) => {
    assert.instanceOf(emitter, QuietEmitter)
  })
})
