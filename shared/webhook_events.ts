/** The events an administrator can subscribe a webhook endpoint to (docs/api.md "Webhooks"). */
export const webhookEvents = [
  'time_log.created',
  'time_log.updated',
  'time_log.deleted',
  'timer.started',
  'timer.stopped',
  'project.budget_reached',
  'billing_batch.created',
] as const

export type WebhookEvent = (typeof webhookEvents)[number]

/** What a delivery is: waiting for its next attempt, received by the endpoint, or given up. */
export const webhookDeliveryStatuses = ['pending', 'succeeded', 'failed'] as const

export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number]
