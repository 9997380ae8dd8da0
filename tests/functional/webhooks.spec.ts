import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import WebhookDelivery from '#models/webhook_delivery'
import WebhookEndpoint from '#models/webhook_endpoint'
import { webhookEvents, type WebhookEvent } from '#shared/webhook_events'
import { deliverDue, nextAttempt, pruneDeliveries } from '#services/webhooks/worker'
import { queueWebhook } from '#services/webhooks/queue'
import { newWebhookSecret } from '#services/webhooks/signature'
import { Agent } from '#tests/support/agent'
import { createUser, password } from '#tests/support/accounts'
import { bookable, daysAgo } from '#tests/support/bookable'
import { resetAppState } from '#tests/support/database'
import { json, listUrl, signedInAdmin } from '#tests/support/admin'
import { signaturesOf, verifySignature, WebhookReceiver } from '#tests/support/webhook_receiver'
import { apiClient } from '#tests/support/api_client'

/** A moment as the database stores it (what the models write). */
function sqlTime(moment: DateTime) {
  return moment.toUTC().toFormat(db.connection().dialect.dateTimeFormat)
}

function allowPrivate(allowed: boolean) {
  env.set('WEBHOOKS_ALLOW_PRIVATE', allowed)
}

async function signedIn() {
  const user = await createUser()
  const agent = new Agent()
  await agent.login(user.email, password)
  return { user, agent }
}

function endpointFor(url: string, events: readonly WebhookEvent[] = webhookEvents, active = true) {
  return WebhookEndpoint.create({
    url,
    description: null,
    events: [...events],
    secret: newWebhookSecret(),
    active,
  })
}

const receivers: WebhookReceiver[] = []

async function receiver(statuses?: number[]) {
  const started = await new WebhookReceiver(statuses).start()
  receivers.push(started)
  return started
}

/** A log of the user today, through the API; answers its data. */
async function createLog(agent: Agent, booking: Awaited<ReturnType<typeof bookable>>) {
  const created = await json(agent, 'POST', '/api/time-logs', {
    project_id: booking.project.id,
    task_id: booking.task.id,
    date: daysAgo(1),
    start_time: '09:00',
    stop_time: '10:30',
    comments: 'Planning',
  })
  if (created.status !== 201) throw new Error(`create answered ${created.status}`)
  return created.json.data
}

/** The data of a webhook without the user it names, which the user's own API leaves out. */
function withoutUser({ user_id: _userId, ...data }: Record<string, unknown>) {
  return data
}

test.group('Webhooks: delivery', (group) => {
  group.each.setup(async () => {
    allowPrivate(true)
    await resetAppState()
  })
  group.each.teardown(async () => {
    allowPrivate(true)
    await Promise.all(receivers.splice(0).map((started) => started.stop()))
  })

  test('each time-log and timer event reaches the endpoint, signed and timestamped', async ({
    assert,
  }) => {
    const hook = await receiver()
    const endpoint = await endpointFor(hook.url)
    const { user, agent } = await signedIn()
    const booking = await bookable([user])

    const log = await createLog(agent, booking)
    const updated = await json(agent, 'PUT', `/api/time-logs/${log.id}`, {
      project_id: booking.project.id,
      task_id: booking.task.id,
      date: daysAgo(1),
      start_time: '09:00',
      stop_time: '11:00',
      comments: 'Planning, longer',
    })
    assert.equal((await json(agent, 'DELETE', `/api/time-logs/${log.id}`)).status, 204)
    const timer = await json(agent, 'POST', '/api/timer', {
      project_id: booking.project.id,
      task_id: booking.task.id,
      comments: 'Timed',
    })
    await db.from('timers').update({ started_at: sqlTime(DateTime.utc().minus({ minutes: 5 })) })
    const stopped = await json(agent, 'POST', '/api/timer/stop')
    assert.equal(stopped.status, 200)

    assert.equal(await deliverDue(), 6)
    const events = hook.received.map((webhook) => webhook.payload.event)
    assert.sameMembers(events, [
      'time_log.created',
      'time_log.updated',
      'time_log.deleted',
      'timer.started',
      'timer.stopped',
      'time_log.created',
    ])

    for (const webhook of hook.received) {
      assert.isTrue(verifySignature(webhook, endpoint.secret!), 'signature')
      assert.isFalse(verifySignature(webhook, newWebhookSecret()), 'another secret')
      assert.equal(webhook.headers['hourbook-event'], webhook.payload.event)
      assert.equal(webhook.headers['hourbook-delivery'], webhook.payload.id)
      assert.equal(webhook.headers['content-type'], 'application/json')
      assert.deepEqual(Object.keys(webhook.payload), ['id', 'event', 'created_at', 'data'])
      assert.equal(webhook.payload.data.user_id, user.id)
    }
    const byEvent = (event: string) =>
      hook.received.filter((webhook) => webhook.payload.event === event).map((w) => w.payload)
    // Deliveries are sent side by side, so they may arrive in any order.
    const createdLog = (id: number) =>
      byEvent('time_log.created').find((payload) => payload.data.id === id)!
    const madeByStop = createdLog(stopped.json.data[0].id)
    assert.deepEqual(withoutUser(createdLog(log.id).data), log)
    assert.deepEqual(withoutUser(byEvent('time_log.updated')[0].data), updated.json.data)
    assert.deepEqual(withoutUser(byEvent('time_log.deleted')[0].data), updated.json.data)
    assert.deepEqual(withoutUser(byEvent('timer.started')[0].data), timer.json.data)
    assert.deepEqual(withoutUser(madeByStop.data), stopped.json.data[0])
    const stop = byEvent('timer.stopped')[0].data
    assert.equal(stop.project_id, booking.project.id)
    assert.deepEqual(stop.time_log_ids, [stopped.json.data[0].id])

    const deliveries = await WebhookDelivery.all()
    assert.isTrue(deliveries.every((delivery) => delivery.status === 'succeeded'))
    assert.isTrue(deliveries.every((delivery) => delivery.attempts === 1))
    assert.isTrue(deliveries.every((delivery) => delivery.lastStatusCode === 204))
    assert.equal(await deliverDue(), 0, 'nothing is sent twice')
    // Ten requests through the app, the first of a run paying for its cold start.
  }).timeout(60_000)

  test('a discarded timer, the admin path and the web forms send their events too', async ({
    assert,
  }) => {
    const hook = await receiver()
    await endpointFor(hook.url)
    const { admin, agent: adminAgent } = await signedInAdmin()
    const { user, agent } = await signedIn()
    const booking = await bookable([user, admin])

    await json(agent, 'POST', '/api/timer', {
      project_id: booking.project.id,
      task_id: booking.task.id,
    })
    assert.equal((await json(agent, 'DELETE', '/api/timer')).status, 204)
    const adminLog = await json(adminAgent, 'POST', '/api/admin/time-logs', {
      user_id: user.id,
      project_id: booking.project.id,
      task_id: booking.task.id,
      date: daysAgo(2),
      start_time: '13:00',
      stop_time: '14:00',
    })
    assert.equal(adminLog.status, 201)
    const removed = await json(
      adminAgent,
      'DELETE',
      `/api/admin/time-logs/${adminLog.json.data.id}`
    )
    assert.equal(removed.status, 204)
    const log = await createLog(agent, booking)
    assert.equal((await agent.request('DELETE', `/time-logs/${log.id}`)).status, 302)

    await deliverDue()
    const seen = hook.received.map(({ payload }) => [payload.event, payload.data.user_id])
    assert.deepEqual(seen.map(([event]) => event).sort(), [
      'time_log.created',
      'time_log.created',
      'time_log.deleted',
      'time_log.deleted',
      'timer.started',
      'timer.stopped',
    ])
    assert.isTrue(seen.every(([, userId]) => userId === user.id))
    const discarded = hook.received.find(({ payload }) => payload.event === 'timer.stopped')!
    assert.deepEqual(discarded.payload.data.time_log_ids, [])
  })

  test('only active endpoints subscribed to the event get it', async ({ assert }) => {
    const timerHook = await receiver()
    const inactiveHook = await receiver()
    await endpointFor(timerHook.url, ['timer.started'])
    await endpointFor(inactiveHook.url, webhookEvents, false)
    const { user, agent } = await signedIn()
    const booking = await bookable([user])
    await createLog(agent, booking)
    await json(agent, 'POST', '/api/timer', {
      project_id: booking.project.id,
      task_id: booking.task.id,
    })

    await deliverDue()
    assert.deepEqual(
      timerHook.received.map(({ payload }) => payload.event),
      ['timer.started']
    )
    assert.lengthOf(inactiveHook.received, 0)
    assert.lengthOf(await WebhookDelivery.all(), 1)
  })

  test('a refused or rolled-back change sends nothing', async ({ assert }) => {
    const hook = await receiver()
    await endpointFor(hook.url)
    const { user, agent } = await signedIn()
    const booking = await bookable([user])
    await createLog(agent, booking)
    await deliverDue()
    hook.received = []

    const overlapping = await json(agent, 'POST', '/api/time-logs', {
      project_id: booking.project.id,
      task_id: booking.task.id,
      date: daysAgo(1),
      start_time: '10:00',
      stop_time: '11:00',
    })
    assert.equal(overlapping.status, 422)
    assert.equal((await json(agent, 'POST', '/api/timer/stop')).status, 422)
    await assert.rejects(() =>
      db.transaction(async (trx) => {
        await queueWebhook(trx, 'timer.started', () => ({}))
        throw new Error('rolled back')
      })
    )

    assert.equal(await deliverDue(), 0)
    assert.lengthOf(hook.received, 0)
    assert.lengthOf(await WebhookDelivery.all(), 1)
  })

  test('a failing receiver is retried with backoff until it answers 2xx', async ({ assert }) => {
    const hook = await receiver([500, 200])
    const endpoint = await endpointFor(hook.url, ['timer.started'])
    const { user, agent } = await signedIn()
    const booking = await bookable([user])
    await json(agent, 'POST', '/api/timer', {
      project_id: booking.project.id,
      task_id: booking.task.id,
    })

    const before = DateTime.utc()
    assert.equal(await deliverDue(), 1)
    let delivery = await WebhookDelivery.firstOrFail()
    assert.equal(delivery.status, 'pending')
    assert.equal(delivery.attempts, 1)
    assert.equal(delivery.lastStatusCode, 500)
    assert.equal(delivery.lastError, 'HTTP 500')
    assert.isNull(delivery.deliveredAt)
    const wait = delivery.nextAttemptAt!.diff(before, 'seconds').seconds
    assert.isAtLeast(wait, 59)
    assert.isAtMost(wait, 62)
    assert.equal(await deliverDue(), 0, 'not due before its next attempt')

    await WebhookDelivery.query()
      .where('id', delivery.id)
      .update({ next_attempt_at: sqlTime(DateTime.utc().minus({ seconds: 1 })) })
    assert.equal(await deliverDue(), 1)
    delivery = await WebhookDelivery.firstOrFail()
    assert.equal(delivery.status, 'succeeded')
    assert.equal(delivery.attempts, 2)
    assert.equal(delivery.lastStatusCode, 200)
    assert.isNull(delivery.lastError)
    assert.isNotNull(delivery.deliveredAt)
    assert.isNull(delivery.nextAttemptAt)

    // Both attempts carried the same delivery, each signed with its own timestamp.
    const [first, second] = hook.received
    assert.equal(first.body, second.body)
    assert.isTrue(verifySignature(second, endpoint.secret!))
  })

  test('the backoff grows to 6 hours and stops 24 hours after the event', ({ assert }) => {
    const created = DateTime.utc()
    const waits = [1, 2, 3, 4, 5, 6].map(
      (attempts) => nextAttempt(created, attempts, created)!.diff(created, 'minutes').minutes
    )
    assert.deepEqual(waits, [1, 5, 30, 120, 360, 360])
    assert.isNull(nextAttempt(created, 6, created.plus({ hours: 19 })))
  })

  test('a delivery still failing 24 hours after the event is given up', async ({ assert }) => {
    const hook = await receiver([503])
    const endpoint = await endpointFor(hook.url, ['timer.started'])
    const dayAgo = sqlTime(DateTime.utc().minus({ hours: 24, minutes: 1 }))
    await db.table('webhook_deliveries').insert({
      id: '0b6b0f3e-6c55-4b8e-9d43-1f6a5c1e2a77',
      endpoint_id: endpoint.id,
      event: 'timer.started',
      payload: '{"id":"0b6b0f3e-6c55-4b8e-9d43-1f6a5c1e2a77"}',
      status: 'pending',
      attempts: 7,
      next_attempt_at: dayAgo,
      created_at: dayAgo,
    })
    assert.equal(await deliverDue(), 1)
    const delivery = await WebhookDelivery.firstOrFail()
    assert.equal(delivery.status, 'failed')
    assert.equal(delivery.attempts, 8)
    assert.equal(delivery.lastStatusCode, 503)
    assert.isNull(delivery.nextAttemptAt)
    assert.equal(await deliverDue(), 0)
    assert.lengthOf(hook.received, 1)
  })

  test('ended deliveries are deleted after 30 days, pending ones kept', async ({ assert }) => {
    const endpoint = await endpointFor('http://127.0.0.1:9/hooks')
    const delivery = (id: string, status: string, daysOld: number) => ({
      id,
      endpoint_id: endpoint.id,
      event: 'timer.started',
      payload: '{}',
      status,
      attempts: 1,
      next_attempt_at: status === 'pending' ? sqlTime(DateTime.utc()) : null,
      created_at: sqlTime(DateTime.utc().minus({ days: daysOld })),
    })
    await db
      .table('webhook_deliveries')
      .multiInsert([
        delivery('00000000-0000-4000-8000-000000000001', 'succeeded', 31),
        delivery('00000000-0000-4000-8000-000000000002', 'failed', 31),
        delivery('00000000-0000-4000-8000-000000000003', 'pending', 31),
        delivery('00000000-0000-4000-8000-000000000004', 'succeeded', 29),
      ])
    await pruneDeliveries()
    const left = await db.from('webhook_deliveries').orderBy('id').select('id')
    assert.deepEqual(
      left.map(({ id }) => id.slice(-1)),
      ['3', '4']
    )
  })

  test('two workers at once send each delivery once', async ({ assert }) => {
    const hook = await receiver()
    await endpointFor(hook.url)
    await endpointFor(hook.url)
    const { user, agent } = await signedIn()
    const booking = await bookable([user])
    await createLog(agent, booking)
    await json(agent, 'POST', '/api/timer', {
      project_id: booking.project.id,
      task_id: booking.task.id,
    })

    const [first, second] = await Promise.all([deliverDue(), deliverDue()])
    assert.equal(first + second >= 4, true)
    const ids = hook.received.map(({ payload }) => payload.id)
    assert.lengthOf(ids, 4)
    assert.lengthOf(new Set(ids), 4)
  })

  test('without WEBHOOKS_ALLOW_PRIVATE nothing goes to a loopback address', async ({ assert }) => {
    const hook = await receiver()
    await endpointFor(hook.url, ['timer.started'])
    await endpointFor(`https://localhost:${hook.port}/hooks`, ['timer.started'])
    await endpointFor(`https://[::ffff:127.0.0.1]:${hook.port}/hooks`, ['timer.started'])
    const { user, agent } = await signedIn()
    const booking = await bookable([user])
    await json(agent, 'POST', '/api/timer', {
      project_id: booking.project.id,
      task_id: booking.task.id,
    })

    allowPrivate(false)
    assert.equal(await deliverDue(), 3)
    assert.lengthOf(hook.received, 0)
    const deliveries = await WebhookDelivery.query().preload('endpoint')
    const errorFor = (host: string) =>
      deliveries.find((delivery) => new URL(delivery.endpoint.url).hostname === host)!.lastError
    assert.isTrue(deliveries.every((delivery) => delivery.status === 'pending'))
    assert.equal(errorFor('127.0.0.1'), 'https required')
    assert.match(
      errorFor('localhost')!,
      /^Refused to connect to the non-public address (127\.0\.0\.1|::1)$/
    )
    assert.equal(errorFor('[::ffff:7f00:1]'), 'refused non-public address ::ffff:7f00:1')
  })
})

test.group('Webhooks: admin API', (group) => {
  group.each.setup(async () => {
    allowPrivate(true)
    await resetAppState()
  })
  group.each.teardown(async () => {
    allowPrivate(true)
    await Promise.all(receivers.splice(0).map((started) => started.stop()))
  })

  test('create, show, update, rotate the secret, list and delete an endpoint', async ({
    assert,
  }) => {
    const { agent } = await signedInAdmin()
    const created = await json(agent, 'POST', '/api/admin/webhooks', {
      url: 'http://127.0.0.1:9/hooks',
      description: 'Billing',
      events: ['time_log.created', 'timer.started'],
    })
    assert.equal(created.status, 201)
    const { secret, ...shown } = created.json.data
    const { id } = shown
    assert.deepEqual(Object.keys(shown), [
      'id',
      'url',
      'description',
      'events',
      'active',
      'created_at',
      'updated_at',
    ])
    assert.include(shown, { url: 'http://127.0.0.1:9/hooks', active: true })
    assert.match(secret, /^whsec_[\w-]{43}$/)
    const stored = await db.from('webhook_endpoints').where('id', id).first()
    assert.notInclude(stored.secret, secret, 'stored encrypted')

    assert.deepEqual((await json(agent, 'GET', `/api/admin/webhooks/${id}`)).json.data, shown)
    const updated = await json(agent, 'PUT', `/api/admin/webhooks/${id}`, {
      events: ['timer.stopped'],
      active: false,
    })
    assert.include(updated.json.data, { active: false, description: 'Billing' })
    assert.notProperty(updated.json.data, 'secret')
    assert.deepEqual(updated.json.data.events, ['timer.stopped'])
    const rotated = await json(agent, 'PUT', `/api/admin/webhooks/${id}`, { rotate_secret: true })
    assert.match(rotated.json.data.secret, /^whsec_[\w-]{43}$/)
    assert.notEqual(rotated.json.data.secret, secret)

    await endpointFor('http://127.0.0.1:9/other')
    const list = await json(agent, 'GET', listUrl('webhooks', { filter: { q: 'bill' } }))
    assert.equal(list.json.total, 1)
    assert.equal(list.json.data[0].id, id)

    assert.equal((await json(agent, 'DELETE', `/api/admin/webhooks/${id}`)).status, 204)
    assert.isNull(await WebhookEndpoint.find(id))
  })

  test('the secret is shown once: in the create and rotation answers, never in a read', async ({
    assert,
  }) => {
    const { agent } = await signedInAdmin()
    const admin = await createUser({ role: 'admin' })
    const session = (method: string, path: string, body?: Record<string, unknown>) =>
      json(agent, method, `/api/admin${path}`, body)
    const token = await apiClient(admin)
    const bearer = (method: string, path: string, body?: Record<string, unknown>) =>
      token(method, `/api/v1/admin${path}`, body)

    for (const call of [session, bearer]) {
      await WebhookEndpoint.query().delete()
      const created = await call('POST', '/webhooks', {
        url: 'http://127.0.0.1:9/hooks',
        events: ['timer.started'],
      })
      assert.equal(created.status, 201)
      const { id, secret } = created.json.data
      assert.match(secret, /^whsec_[\w-]{43}$/)
      const rotated = await call('PUT', `/webhooks/${id}`, { rotate_secret: true })
      assert.equal(rotated.status, 200)
      assert.match(rotated.json.data.secret, /^whsec_[\w-]{43}$/)
      const patched = await call('PATCH', `/webhooks/${id}`, { description: 'Billing' })
      assert.equal(patched.status, 200)

      const reads = [
        await call('GET', '/webhooks'),
        await call('GET', `/webhooks?filter=${encodeURIComponent('{"q":"127"}')}`),
        await call('GET', `/webhooks/${id}`),
        patched,
      ]
      for (const read of reads) {
        assert.equal(read.status, 200)
        assert.notInclude(read.text, 'whsec_')
        assert.notInclude(read.text, secret)
        assert.notInclude(read.text, rotated.json.data.secret)
      }
    }
  })

  test('a rotation answers the new secret; the old one signs too for 24 hours', async ({
    assert,
  }) => {
    const hook = await receiver()
    const { agent } = await signedInAdmin()
    const created = await json(agent, 'POST', '/api/admin/webhooks', {
      url: hook.url,
      events: ['timer.started'],
    })
    const { id, secret: first } = created.json.data
    const deliver = async () => {
      hook.received = []
      await db.transaction((trx) => queueWebhook(trx, 'timer.started', () => ({ user_id: 1 })))
      assert.equal(await deliverDue(), 1)
      return hook.received[0]
    }

    const before = await deliver()
    assert.lengthOf(signaturesOf(before), 1, 'one secret, one signature')
    assert.isTrue(verifySignature(before, first))

    const rotatedAt = DateTime.utc()
    const rotation = await json(agent, 'PUT', `/api/admin/webhooks/${id}`, { rotate_secret: true })
    const second = rotation.json.data.secret
    const stored = await db.from('webhook_endpoints').where('id', id).first()
    assert.notInclude(stored.previous_secret, first, 'stored encrypted')
    const endpoint = await WebhookEndpoint.findOrFail(id)
    assert.equal(endpoint.previousSecret, first)
    const grace = endpoint.previousSecretExpiresAt!.diff(rotatedAt, 'hours').hours
    assert.approximately(grace, 24, 0.01)

    const during = await deliver()
    assert.lengthOf(signaturesOf(during), 2)
    assert.match(String(during.headers['hourbook-signature']), /^v1=[\da-f]{64},v1=[\da-f]{64}$/)
    assert.isTrue(verifySignature(during, second), 'the new secret')
    assert.isTrue(verifySignature(during, first), 'the old secret')
    assert.isFalse(verifySignature(during, newWebhookSecret()))

    await db
      .from('webhook_endpoints')
      .where('id', id)
      .update({ previous_secret_expires_at: sqlTime(DateTime.utc().minus({ seconds: 1 })) })
    const after = await deliver()
    assert.lengthOf(signaturesOf(after), 1)
    assert.isTrue(verifySignature(after, second))
    assert.isFalse(verifySignature(after, first), 'the old secret no longer signs')
    const cleared = await db.from('webhook_endpoints').where('id', id).first()
    assert.isNull(cleared.previous_secret, 'the expired secret is dropped')
    assert.isNull(cleared.previous_secret_expires_at)
  })

  test('a second rotation within the grace period keeps only the secret it replaces', async ({
    assert,
  }) => {
    const hook = await receiver()
    const { agent } = await signedInAdmin()
    const created = await json(agent, 'POST', '/api/admin/webhooks', {
      url: hook.url,
      events: ['timer.started'],
    })
    const { id, secret: first } = created.json.data
    const rotate = async () =>
      (await json(agent, 'PUT', `/api/admin/webhooks/${id}`, { rotate_secret: true })).json.data
        .secret as string
    const second = await rotate()
    const third = await rotate()
    assert.notEqual(third, second)

    await db.transaction((trx) => queueWebhook(trx, 'timer.started', () => ({ user_id: 1 })))
    await deliverDue()
    const [webhook] = hook.received
    assert.lengthOf(signaturesOf(webhook), 2)
    assert.isTrue(verifySignature(webhook, third))
    assert.isTrue(verifySignature(webhook, second))
    assert.isFalse(verifySignature(webhook, first))
  })

  test('the deliveries list, filtered by endpoint, and one delivery', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const first = await endpointFor('http://127.0.0.1:9/first')
    const second = await endpointFor('http://127.0.0.1:9/second')
    await db.transaction((trx) => queueWebhook(trx, 'timer.started', () => ({ user_id: 1 })))

    const all = await json(agent, 'GET', listUrl('webhook-deliveries'))
    assert.equal(all.json.total, 2)
    const ofFirst = await json(
      agent,
      'GET',
      listUrl('webhook-deliveries', {
        filter: { endpoint_id: first.id },
        sort: 'created_at',
        order: 'DESC',
      })
    )
    assert.equal(ofFirst.json.total, 1)
    const [delivery] = ofFirst.json.data
    assert.include(delivery, {
      endpoint_id: first.id,
      event: 'timer.started',
      status: 'pending',
      attempts: 0,
      last_status_code: null,
      delivered_at: null,
    })
    assert.deepEqual(delivery.payload.data, { user_id: 1 })
    assert.equal(delivery.payload.id, delivery.id)

    const shown = await json(agent, 'GET', `/api/admin/webhook-deliveries/${delivery.id}`)
    assert.deepEqual(shown.json.data, delivery)
    const other = await json(
      agent,
      'GET',
      listUrl('webhook-deliveries', { filter: { endpoint_id: second.id } })
    )
    assert.notEqual(other.json.data[0].id, delivery.id)
    const missing = await json(
      agent,
      'GET',
      '/api/admin/webhook-deliveries/00000000-0000-4000-8000-000000000000'
    )
    assert.equal(missing.status, 404)
    assert.equal((await json(agent, 'GET', '/api/admin/webhook-deliveries/1')).status, 404)
    const badFilter = await json(
      agent,
      'GET',
      listUrl('webhook-deliveries', { filter: { url: 'x' } })
    )
    assert.equal(badFilter.status, 422)
  })

  test('events must be known, listed once and at least one', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const url = 'http://127.0.0.1:9/hooks'
    const none = await json(agent, 'POST', '/api/admin/webhooks', { url, events: [] })
    assert.deepEqual(none.json.errors, { events: ['Choose at least one event.'] })
    const unknown = await json(agent, 'POST', '/api/admin/webhooks', {
      url,
      events: ['user.created'],
    })
    assert.deepEqual(unknown.json.errors, { 'events.0': ['The selected event is unknown.'] })
    const twice = await json(agent, 'POST', '/api/admin/webhooks', {
      url,
      events: ['timer.started', 'timer.started'],
    })
    assert.equal(twice.status, 422)
    const missing = await json(agent, 'POST', '/api/admin/webhooks', {})
    assert.properties(missing.json.errors, ['url', 'events'])
    assert.lengthOf(await WebhookEndpoint.all(), 0)
  })

  test('without WEBHOOKS_ALLOW_PRIVATE a private, loopback or plain-http URL is refused', async ({
    assert,
  }) => {
    const { agent } = await signedInAdmin()
    allowPrivate(false)
    const refusal = async (url: string) => {
      const answer = await json(agent, 'POST', '/api/admin/webhooks', {
        url,
        events: ['timer.started'],
      })
      assert.equal(answer.status, 422, url)
      return answer.json.errors.url[0]
    }
    const privateMessage =
      'The URL must not point to a loopback, private or other internal address.'
    for (const url of [
      'https://127.0.0.1/hooks',
      'https://localhost/hooks',
      'https://[::1]/hooks',
      'https://[::ffff:127.0.0.1]/hooks',
      'https://[::ffff:a00:1]/hooks',
      'https://10.1.2.3/hooks',
      'https://192.168.1.1/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/hooks',
      'https://[fd00::1]/hooks',
      'https://[fe80::1]/hooks',
      'https://[3fff::1]/hooks',
      'https://0.0.0.0/hooks',
      'https://2130706433/hooks',
      'https://224.0.0.1/hooks',
    ]) {
      assert.equal(await refusal(url), privateMessage, url)
    }
    assert.equal(
      await refusal('http://[::ffff:127.0.0.1]/hooks'),
      'The URL must be an https:// address.'
    )
    assert.equal(await refusal('http://example.com/hooks'), 'The URL must be an https:// address.')
    assert.equal(await refusal('not a url'), 'The URL field must be a valid URL.')
    assert.lengthOf(await WebhookEndpoint.all(), 0)

    await agent.put('/locale', { locale: 'nl' })
    const dutch = await json(agent, 'POST', '/api/admin/webhooks', {
      url: 'https://localhost/hooks',
      events: ['timer.started'],
    })
    assert.equal(
      dutch.json.errors.url[0],
      'De URL mag niet naar een loopback-, privé- of ander intern adres wijzen.'
    )

    const publicAddress = await json(agent, 'POST', '/api/admin/webhooks', {
      url: 'https://93.184.215.14/hooks',
      events: ['timer.started'],
    })
    assert.equal(publicAddress.status, 201)
    allowPrivate(true)
    const allowed = await json(agent, 'POST', '/api/admin/webhooks', {
      url: 'http://localhost:9/hooks',
      events: ['timer.started'],
    })
    assert.equal(allowed.status, 201)
  })

  test('only administrators with a confirmed password reach the webhooks', async ({ assert }) => {
    const { agent } = await signedIn()
    const endpoint = await endpointFor('http://127.0.0.1:9/hooks')
    for (const [method, path] of [
      ['GET', '/api/admin/webhooks'],
      ['POST', '/api/admin/webhooks'],
      ['GET', `/api/admin/webhooks/${endpoint.id}`],
      ['PUT', `/api/admin/webhooks/${endpoint.id}`],
      ['DELETE', `/api/admin/webhooks/${endpoint.id}`],
      ['GET', '/api/admin/webhook-deliveries'],
    ]) {
      assert.equal(
        (await json(agent, method, path, method === 'GET' ? undefined : {})).status,
        403,
        path
      )
    }
    assert.equal((await json(new Agent(), 'GET', '/api/admin/webhooks')).status, 401)

    const admin = await createUser({ role: 'admin' })
    const unconfirmed = new Agent()
    await unconfirmed.login(admin.email, password)
    assert.equal((await json(unconfirmed, 'GET', '/api/admin/webhooks')).status, 403)
    assert.isNotNull(await WebhookEndpoint.find(endpoint.id))
  })
})
