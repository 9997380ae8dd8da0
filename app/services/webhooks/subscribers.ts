import type { WebhookEvent } from '#shared/webhook_events'

/**
 * A column for a write's own query: how many active endpoints subscribe to the event
 * (`webhook_subscribers`), so that a write nobody listens to queues its event without a round
 * trip of its own. Its one binding is `subscribersBinding(event)`. The events are a JSON list of
 * known names, each quoted in it, none holding a quote or a LIKE wildcard other than `_`, which
 * matches itself too. The pattern is cast: SQLite plans a statement again on every run when a
 * LIKE's pattern is a plain placeholder (its LIKE optimisation reads the value).
 */
export const subscribersColumn = `(SELECT COUNT(*) FROM webhook_endpoints
    WHERE active AND events LIKE CAST(? AS TEXT)) AS webhook_subscribers`

/** The pattern `subscribersColumn` matches the event's quoted name in the events' JSON with. */
export function subscribersBinding(event: WebhookEvent) {
  return `%${JSON.stringify(event)}%`
}
