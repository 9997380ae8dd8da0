import type { HttpContext } from '@adonisjs/core/http'
import WebhookDelivery from '#models/webhook_delivery'
import WebhookDeliveryTransformer from '#transformers/admin/webhook_delivery_transformer'
import { listRecords } from '#admin/list'
import { webhookDeliveries } from '#admin/webhooks'

const present = (delivery: WebhookDelivery) => new WebhookDeliveryTransformer(delivery).toObject()

/** The webhook deliveries, read-only: the admin list and one delivery with its payload. */
export default class WebhookDeliveriesController {
  async index({ request }: HttpContext) {
    const { listQuery } = webhookDeliveries
    const options = await request.validateUsing(listQuery.validator)
    const { rows, total } = await listRecords(webhookDeliveries, listQuery.filters, options)
    return { data: rows.map(present), total }
  }

  /** The route takes only a UUID. */
  async show({ params }: HttpContext) {
    return { data: present(await WebhookDelivery.findOrFail(params.id)) }
  }
}
