import { createHmac, randomBytes } from 'node:crypto'

/**
 * One signature of a delivery: `v1=` and the hex HMAC-SHA256, keyed with an endpoint secret, of
 * the timestamp (unix seconds, also sent as Hourbook-Timestamp), a dot and the body. Signing the
 * timestamp lets a receiver refuse a replayed delivery by its age.
 */
function signatureOf(secret: string, timestamp: number, body: string) {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

/**
 * The Hourbook-Signature header signed with each of the secrets, comma-separated (as Stripe
 * does): one `v1=` while an endpoint has one secret, two during a rotation's grace period.
 */
export function signatureHeader(secrets: string[], timestamp: number, body: string) {
  return secrets.map((secret) => signatureOf(secret, timestamp, body)).join(',')
}

/** A new endpoint secret: 32 random bytes, prefixed so it is recognisable in a config file. */
export function newWebhookSecret() {
  return `whsec_${randomBytes(32).toString('base64url')}`
}
