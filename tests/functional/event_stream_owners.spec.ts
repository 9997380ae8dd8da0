import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import type User from '#models/user'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { bookable } from '#tests/support/bookable'
import { openEventStream } from '#tests/support/event_stream'
import { json } from '#tests/support/admin'

async function signedIn() {
  const user = await createUser()
  const agent = new Agent()
  await agent.login(user.email, password)
  return { user, agent }
}

const timerChannel = (user: User) => `users/${user.id}/timer`

/** Starts the user's timer and answers its start, which their timer channel announces. */
async function startTimer(user: User, agent: Agent) {
  const { project, task } = await bookable([user])
  const started = await json(agent, 'POST', '/api/timer', {
    project_id: project.id,
    task_id: task.id,
  })
  return started.json.data.started_at as string
}

test.group('Event streams: each is its owner’s', (group) => {
  group.each.setup(() => resetAppState())

  test('another user cannot subscribe or unsubscribe a stream; its owner keeps its events', async ({
    assert,
    cleanup,
  }) => {
    const owner = await signedIn()
    const other = await signedIn()
    const uid = randomUUID()
    const stream = await openEventStream(owner.agent, uid, cleanup)
    assert.equal(stream.status, 200)
    const channel = timerChannel(owner.user)
    assert.equal(
      (await json(owner.agent, 'POST', '/__transmit/subscribe', { uid, channel })).status,
      204
    )

    // As for a stream that does not exist: the answer tells nothing.
    const refusals: [string, Record<string, string>, number][] = [
      ['/__transmit/subscribe', { uid, channel: timerChannel(other.user) }, 404],
      ['/__transmit/subscribe', { uid: randomUUID(), channel: timerChannel(other.user) }, 404],
      ['/__transmit/unsubscribe', { uid, channel }, 404],
      ['/__transmit/unsubscribe', { uid: randomUUID(), channel }, 404],
      // A channel the user may not follow is refused first, as ever, whatever the stream.
      ['/__transmit/subscribe', { uid, channel }, 400],
      ['/__transmit/subscribe', { uid: randomUUID(), channel }, 400],
    ]
    for (const [path, body, status] of refusals) {
      const refused = await json(other.agent, 'POST', path, body)
      assert.equal(refused.status, status, `${path} ${JSON.stringify(body)}`)
      if (status === 404) {
        assert.deepEqual(refused.json, {
          message: 'The requested resource was not found.',
          code: 'E_NOT_FOUND',
        })
      }
    }

    const startedAt = await startTimer(owner.user, owner.agent)
    const received = await stream.readUntil(startedAt)
    assert.include(received, channel)
    assert.include(received, startedAt)
  })

  test('a stream opened under another user’s uid gets none of their events', async ({
    assert,
    cleanup,
  }) => {
    const owner = await signedIn()
    const other = await signedIn()
    const uid = randomUUID()
    const stream = await openEventStream(owner.agent, uid, cleanup)
    const copy = await openEventStream(other.agent, uid, cleanup)
    assert.equal(copy.status, 200)
    const channel = timerChannel(owner.user)
    assert.equal(
      (await json(owner.agent, 'POST', '/__transmit/subscribe', { uid, channel })).status,
      204
    )

    const startedAt = await startTimer(owner.user, owner.agent)
    assert.include(await stream.readUntil(startedAt), startedAt)
    assert.notInclude(await copy.readUntil(channel, 1000), channel)
  })

  test('another session of the same user cannot subscribe or unsubscribe the stream', async ({
    assert,
    cleanup,
  }) => {
    const { user, agent } = await signedIn()
    const secondSession = new Agent()
    await secondSession.login(user.email, password)
    const uid = randomUUID()
    const stream = await openEventStream(agent, uid, cleanup)
    assert.equal(stream.status, 200)
    const channel = timerChannel(user)

    for (const path of ['/__transmit/subscribe', '/__transmit/unsubscribe']) {
      const refused = await json(secondSession, 'POST', path, { uid, channel })
      assert.equal(refused.status, 404, path)
    }
    assert.equal((await json(agent, 'POST', '/__transmit/subscribe', { uid, channel })).status, 204)
    const startedAt = await startTimer(user, agent)
    assert.include(await stream.readUntil(startedAt), startedAt)
  })

  test('the owner subscribes and unsubscribes their own stream', async ({ assert, cleanup }) => {
    const { user, agent } = await signedIn()
    const uid = randomUUID()
    const stream = await openEventStream(agent, uid, cleanup)
    const channel = timerChannel(user)
    assert.equal((await json(agent, 'POST', '/__transmit/subscribe', { uid, channel })).status, 204)
    assert.equal(
      (await json(agent, 'POST', '/__transmit/unsubscribe', { uid, channel })).status,
      204
    )

    await startTimer(user, agent)
    assert.notInclude(await stream.readUntil(channel, 1000), channel)
  })
})
