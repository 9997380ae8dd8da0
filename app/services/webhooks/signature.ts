import { createHmac, randomBytes } from 'node:crypto'

/**
 * The Hourbook-Signature header of a delivery: `v1=` and the hex HMAC-SHA256, keyed with the
 * endpoint's secret, of the timestamp (unix seconds, also sent as Hourbook-Timestamp), a dot and
 * the body. Signing the timestamp lets a receiver refuse a replayed delivery by its age.
 */
export function signatureOf(secret: string, timestamp: number, body: string) {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

/** A new endpoint secret: 32 random bytes, prefixed so it is recognisable in a config file. */
export function newWebhookSecret() {
  return `whsec_${randomBytes(32).toString('base64url')}`
}
