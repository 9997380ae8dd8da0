import WebhookEndpoint from '#models/webhook_endpoint'
import WebhookDelivery from '#models/webhook_delivery'
import { webhookDeliveryListQuery, webhookEndpointListQuery } from '#validators/admin/webhooks'
import { webhookEndpointValidator } from '#validators/admin/webhooks'
import WebhookEndpointTransformer from '#transformers/admin/webhook_endpoint_transformer'
import { issueSecret } from '#services/webhooks/secrets'
import { whereLikeAny, type ListSpec } from '#admin/list'
import { defineResource, validateWith } from '#admin/resource'

/** The endpoints webhooks go to (docs/api.md "Webhooks"); a new one gets its secret here. */
export const webhookEndpoints = defineResource(
  WebhookEndpoint,
  validateWith(webhookEndpointValidator),
  {
    listQuery: webhookEndpointListQuery,
    defaultSort: 'url',
    nullableColumns: ['description'],
    search: (query, pattern) =>
      whereLikeAny(query, ['webhook_endpoints.url', 'webhook_endpoints.description'], pattern),
    transformer: WebhookEndpointTransformer,
    async save(_, { rotate_secret: rotateSecret, ...fields }, record) {
      const endpoint = record ?? new WebhookEndpoint()
      endpoint.merge(fields)
      if (!record || rotateSecret) issueSecret(endpoint)
      await endpoint.save()
      return endpoint
    },
    // Shown once: only in the answer to the change that issued it, never in a read.
    issued: (endpoint) => (endpoint.issuedSecret ? { secret: endpoint.issuedSecret } : {}),
    // Its deliveries go with it (ON DELETE CASCADE).
    remove: async (_, endpoint) => {
      await endpoint.delete()
    },
  }
)

/** The deliveries, read-only: newest first, filtered by endpoint, event or status. */
export const webhookDeliveries: ListSpec<typeof WebhookDelivery> & {
  listQuery: typeof webhookDeliveryListQuery
} = {
  model: WebhookDelivery,
  listQuery: webhookDeliveryListQuery,
  defaultSort: 'created_at',
  nullableColumns: ['next_attempt_at', 'last_status_code', 'delivered_at'],
  search: (query, pattern) =>
    whereLikeAny(query, ['webhook_deliveries.event', 'webhook_deliveries.last_error'], pattern),
}
