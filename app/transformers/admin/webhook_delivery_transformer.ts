import { BaseTransformer } from '@adonisjs/core/transformers'
import type WebhookDelivery from '#models/webhook_delivery'

/** A webhook delivery as the admin API shows it: what was sent, and how sending it went. */
export default class WebhookDeliveryTransformer extends BaseTransformer<WebhookDelivery> {
  toObject() {
    const delivery = this.resource
    return {
      id: delivery.id,
      endpoint_id: delivery.endpointId,
      event: delivery.event,
      status: delivery.status,
      attempts: delivery.attempts,
      next_attempt_at: delivery.nextAttemptAt?.toISO() ?? null,
      last_status_code: delivery.lastStatusCode,
      last_error: delivery.lastError,
      delivered_at: delivery.deliveredAt?.toISO() ?? null,
      created_at: delivery.createdAt.toISO(),
      payload: JSON.parse(delivery.payload) as Record<string, unknown>,
    }
  }
}
