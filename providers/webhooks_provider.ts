import type { ApplicationService } from '@adonisjs/core/types'

/** How often each app process looks for webhook deliveries that are due. */
const pollIntervalMs = 2000

/**
 * Runs the webhook worker (app/services/webhooks/worker.ts) in every app process of the HTTP
 * server, never in Ace commands or tests (adonisrc.ts registers it for the web environment
 * only). Its state lives in the database, so deliveries outlast restarts; a shutdown lets the
 * attempts under way finish before the database closes (providers shut down in reverse order).
 */
export default class WebhooksProvider {
  constructor(protected app: ApplicationService) {}

  async ready() {
    const { startWebhookWorker } = await import('#services/webhooks/worker')
    startWebhookWorker(pollIntervalMs)
  }

  async shutdown() {
    const { stopWebhookWorker } = await import('#services/webhooks/worker')
    await stopWebhookWorker()
  }
}
