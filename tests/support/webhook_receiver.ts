import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createHmac, timingSafeEqual } from 'node:crypto'

export type ReceivedWebhook = { headers: IncomingHttpHeaders; body: string; payload: any }

/**
 * A webhook receiver on 127.0.0.1, as an integrator would write one: it keeps what it gets and
 * answers each request with the next of the given status codes (the last one repeats).
 */
export class WebhookReceiver {
  received: ReceivedWebhook[] = []
  private server?: Server

  constructor(private statuses: number[] = [204]) {}

  async start() {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk) => chunks.push(chunk))
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8')
        this.received.push({ headers: request.headers, body, payload: JSON.parse(body) })
        const status = this.statuses.length > 1 ? this.statuses.shift()! : this.statuses[0]
        response.writeHead(status).end()
      })
    })
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    return this
  }

  get port() {
    return (this.server!.address() as AddressInfo).port
  }

  get url() {
    return `http://127.0.0.1:${this.port}/hooks`
  }

  stop() {
    return new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve())
  }
}

/** The `v1=` signatures of the Hourbook-Signature header: two while a rotated secret lasts. */
export function signaturesOf(webhook: ReceivedWebhook) {
  return String(webhook.headers['hourbook-signature']).split(',')
}

/**
 * The check a receiver makes (docs/api.md): one of the signatures is the HMAC-SHA256 of
 * "<timestamp>.<body>" with the endpoint's secret, and the timestamp is recent.
 */
export function verifySignature(webhook: ReceivedWebhook, secret: string, toleranceSeconds = 300) {
  const timestamp = String(webhook.headers['hourbook-timestamp'])
  const expected = Buffer.from(
    `v1=${createHmac('sha256', secret).update(`${timestamp}.${webhook.body}`).digest('hex')}`
  )
  const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) <= toleranceSeconds
  return (
    fresh &&
    signaturesOf(webhook)
      .map((signature) => Buffer.from(signature))
      .some((given) => given.length === expected.length && timingSafeEqual(given, expected))
  )
}
