import { webhookDeliveryStatuses, webhookEvents } from '~shared/webhook_events'

/** The events as choices, named in the panel's language. */
export const eventChoices = webhookEvents.map((event) => ({
  id: event,
  name: `resources.webhooks.events.${event}`,
}))

export const statusChoices = webhookDeliveryStatuses.map((status) => ({
  id: status,
  name: `resources.webhook-deliveries.statuses.${status}`,
}))
