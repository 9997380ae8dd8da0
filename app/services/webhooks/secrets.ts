import { DateTime } from 'luxon'
import WebhookEndpoint from '#models/webhook_endpoint'
import { sqlTime } from '#lib/sql_time'
import { newWebhookSecret } from '#services/webhooks/signature'

/** How long a replaced secret still signs deliveries, beside the new one. */
const rotationGraceHours = 24

/**
 * Gives the endpoint a new secret, to be saved by the caller and shown once, in the answer to
 * this change (docs/api.md). The secret it replaces keeps signing deliveries for
 * rotationGraceHours. A second rotation within that time keeps only the secret it replaces, the
 * newest one a receiver may have, for a full grace period again: the oldest is dropped at once.
 */
export function issueSecret(endpoint: WebhookEndpoint) {
  const replaced = endpoint.$isPersisted ? endpoint.secret : null
  const secret = newWebhookSecret()
  endpoint.merge({
    secret,
    previousSecret: replaced,
    previousSecretExpiresAt: replaced ? DateTime.utc().plus({ hours: rotationGraceHours }) : null,
  })
  endpoint.issuedSecret = secret
}

/**
 * The secrets a delivery is signed with, the current one first: the replaced one too while its
 * grace period lasts. An expired one is cleared here, at the endpoint's next delivery; the
 * condition leaves alone one that a rotation made meanwhile.
 */
export async function signingSecrets(endpoint: WebhookEndpoint) {
  if (endpoint.secret === null) return []
  const expiresAt = endpoint.previousSecretExpiresAt
  if (!expiresAt) return [endpoint.secret]
  const now = DateTime.utc()
  if (expiresAt > now) {
    return endpoint.previousSecret === null
      ? [endpoint.secret]
      : [endpoint.secret, endpoint.previousSecret]
  }
  await WebhookEndpoint.query()
    .where('id', endpoint.id)
    .where('previous_secret_expires_at', '<=', sqlTime(now))
    .update({ previous_secret: null, previous_secret_expires_at: null })
  return [endpoint.secret]
}
