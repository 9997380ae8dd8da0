import { BaseTransformer } from '@adonisjs/core/transformers'
import type WebhookEndpoint from '#models/webhook_endpoint'
import { timestamps } from '#lib/timestamps'

/**
 * A webhook endpoint as the admin API shows it: never with its secret, which only the answer
 * that issued it shows (app/admin/webhooks.ts).
 */
export default class WebhookEndpointTransformer extends BaseTransformer<WebhookEndpoint> {
  toObject() {
    const endpoint = this.resource
    return {
      id: endpoint.id,
      url: endpoint.url,
      description: endpoint.description,
      events: endpoint.events,
      active: endpoint.active,
      ...timestamps(endpoint),
    }
  }
}
