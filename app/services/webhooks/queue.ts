import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { selectRows } from '#lib/raw_rows'
import { parseEvents } from '#models/webhook_endpoint'
import type { WebhookEvent } from '#shared/webhook_events'
import { wakeWebhookWorker } from '#services/webhooks/worker'

const activeEndpoints = 'SELECT id, events FROM webhook_endpoints WHERE active'

/**
 * Queues the event for every active endpoint subscribed to it, in the transaction of the change
 * it reports: a change that rolls back sends nothing, and one that commits is delivered even if
 * the process dies right after (the worker finds it in the table). `data` is only built when an
 * endpoint wants it. Each delivery has its own id, in its payload and its Hourbook-Delivery header.
 * `subscribers`, when the transaction already counted them (app/services/webhooks/subscribers.ts),
 * spares the endpoints' read when there are none.
 */
export async function queueWebhook(
  trx: TransactionClientContract,
  event: WebhookEvent,
  data: () => Promise<unknown> | unknown,
  subscribers?: number
) {
  if (subscribers === 0) return
  const endpoints = await selectRows<{ id: number; events: unknown }>(activeEndpoints, [], trx)
  const subscribed = endpoints.filter((endpoint) => parseEvents(endpoint.events).includes(event))
  if (subscribed.length === 0) return
  const now = DateTime.utc()
  const createdAt = now.toFormat(trx.dialect.dateTimeFormat)
  const payloadData = await data()
  await trx.table('webhook_deliveries').multiInsert(
    subscribed.map((endpoint) => {
      const id = randomUUID()
      return {
        id,
        endpoint_id: endpoint.id,
        event,
        payload: JSON.stringify({
          id,
          event,
          created_at: now.toISO(),
          data: payloadData,
        }),
        status: 'pending',
        attempts: 0,
        next_attempt_at: createdAt,
        created_at: createdAt,
      }
    })
  )
  trx.after('commit', wakeWebhookWorker)
}
