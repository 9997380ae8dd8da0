import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import WebhookDelivery from '#models/webhook_delivery'
import { sqlTime } from '#lib/sql_time'
import { signatureHeader } from '#services/webhooks/signature'
import { signingSecrets } from '#services/webhooks/secrets'
import { deliveryTimeoutMs, postJson, type PostOutcome } from '#services/webhooks/sender'

/** Seconds from a failed attempt to the next: 1 min, 5 min, 30 min, 2 h, then every 6 h. */
const retryDelays = [60, 300, 1800, 7200, 21_600]

/** A delivery is retried while its next attempt falls within this of its creation. */
const retryWindowHours = 24

/**
 * How long a claimed delivery is not due again: longer than an attempt takes, so another process
 * leaves it alone, yet short enough that one whose process died mid-attempt is tried again soon.
 */
const claimSeconds = Math.ceil(deliveryTimeoutMs / 1000) * 6

/** Deliveries claimed and sent at a time. */
const batchSize = 10

const table = 'webhook_deliveries'

/** The ids of pending deliveries whose next attempt is due, oldest first. */
async function dueIds(now: DateTime) {
  const rows = await db
    .from(table)
    .where('status', 'pending')
    .where('next_attempt_at', '<=', sqlTime(now))
    .orderBy('next_attempt_at')
    .limit(batchSize)
    .select('id')
  return rows.map((row: { id: string }) => row.id)
}

/**
 * Takes the delivery for this process: one conditional UPDATE, which only one of several app
 * processes can win, counts the attempt and moves the next one past the attempt's end.
 */
async function claim(id: string, now: DateTime) {
  const updated = await db
    .from(table)
    .where('id', id)
    .where('status', 'pending')
    .where('next_attempt_at', '<=', sqlTime(now))
    .update({
      attempts: db.raw('attempts + 1'),
      next_attempt_at: sqlTime(now.plus({ seconds: claimSeconds })),
    })
  return Number(updated) === 1
}

/** The retry after the given number of attempts, or null when it would fall after the window. */
export function nextAttempt(createdAt: DateTime, attempts: number, now: DateTime) {
  const delay = retryDelays[Math.min(attempts, retryDelays.length) - 1]
  const next = now.plus({ seconds: delay })
  return next > createdAt.plus({ hours: retryWindowHours }) ? null : next
}

/** Signs and POSTs the delivery's payload to its endpoint. */
async function send(delivery: WebhookDelivery): Promise<PostOutcome> {
  const { endpoint } = delivery
  if (!endpoint.active) return { ok: false, statusCode: null, error: 'endpoint deactivated' }
  const secrets = await signingSecrets(endpoint)
  if (secrets.length === 0) {
    return { ok: false, statusCode: null, error: 'secret unreadable: rotate it' }
  }
  const timestamp = Math.floor(Date.now() / 1000)
  return postJson(endpoint.url, delivery.payload, {
    'Hourbook-Event': delivery.event,
    'Hourbook-Delivery': delivery.id,
    'Hourbook-Timestamp': String(timestamp),
    'Hourbook-Signature': signatureHeader(secrets, timestamp, delivery.payload),
  })
}

/** Records how the attempt went: delivered, to be retried, or given up. */
async function record(delivery: WebhookDelivery, outcome: PostOutcome) {
  const now = DateTime.utc()
  const next = outcome.ok ? null : nextAttempt(delivery.createdAt, delivery.attempts, now)
  delivery.merge({
    status: outcome.ok ? 'succeeded' : next ? 'pending' : 'failed',
    nextAttemptAt: next,
    lastStatusCode: outcome.statusCode,
    lastError: outcome.error?.slice(0, 255) ?? null,
    deliveredAt: outcome.ok ? now : null,
  })
  await delivery.save()
}

/** Claims, sends and records one delivery; a send that throws counts as a failed attempt. */
async function attempt(id: string, now: DateTime) {
  if (!(await claim(id, now))) return
  const delivery = await WebhookDelivery.query().where('id', id).preload('endpoint').firstOrFail()
  const outcome = await send(delivery).catch((error: Error): PostOutcome => ({
    ok: false,
    statusCode: null,
    error: error.message,
  }))
  await record(delivery, outcome)
}

/**
 * Sends every delivery that is due, a batch at a time, until none is left; answers how many
 * were attempted. The worker loop calls it; tests call it to deliver at once.
 */
export async function deliverDue() {
  let attempted = 0
  for (;;) {
    const now = DateTime.utc()
    const ids = await dueIds(now)
    if (ids.length === 0) return attempted
    await Promise.all(ids.map((id) => attempt(id, now)))
    attempted += ids.length
  }
}

/** Delivered and failed deliveries are kept this long for the admin list, then deleted. */
const keptDays = 30

/** Deletes the deliveries that ended more than keptDays ago; pending ones stay. */
export async function pruneDeliveries() {
  await db
    .from(table)
    .whereNot('status', 'pending')
    .where('created_at', '<', sqlTime(DateTime.utc().minus({ days: keptDays })))
    .delete()
}

const pruneEveryMs = 3_600_000

/** The worker loop: one per app process, started by providers/webhooks_provider.ts. */
let pollMs = 0
let timer: NodeJS.Timeout | undefined
let running: Promise<void> | undefined
let prunedAt = 0

async function work() {
  await deliverDue()
  if (Date.now() - prunedAt >= pruneEveryMs) {
    prunedAt = Date.now()
    await pruneDeliveries()
  }
}

function schedule(ms: number) {
  clearTimeout(timer)
  timer = setTimeout(() => {
    running = work()
      .then(
        () => {},
        (error) => logger.error({ err: error }, 'Webhook deliveries failed')
      )
      .finally(() => {
        running = undefined
        if (pollMs) schedule(pollMs)
      })
  }, ms)
}

/** Looks for due deliveries now and then every pollIntervalMs. */
export function startWebhookWorker(pollIntervalMs: number) {
  pollMs = pollIntervalMs
  schedule(0)
}

/** Stops the loop; resolves once the deliveries under way are recorded. */
export async function stopWebhookWorker() {
  pollMs = 0
  clearTimeout(timer)
  await running
}

/** A change queued deliveries in this process: send them now rather than at the next poll. */
export function wakeWebhookWorker() {
  if (pollMs && !running) schedule(0)
}
