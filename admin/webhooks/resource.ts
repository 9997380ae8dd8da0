import { mdiSendClock, mdiWebhook } from '@mdi/js'
import { resourceIcon } from '~admin/layout/resource_icon'
import { DeliveryList } from '~admin/webhooks/delivery_list'
import { DeliveryShow } from '~admin/webhooks/delivery_show'
import { WebhookList } from '~admin/webhooks/webhook_list'
import { webhookPages } from '~admin/webhooks/webhook_pages'

export const webhooks = {
  name: 'webhooks',
  list: WebhookList,
  ...webhookPages,
  icon: resourceIcon(mdiWebhook),
  recordRepresentation: 'url',
}

/** Read-only: the server makes the deliveries. */
export const webhookDeliveries = {
  name: 'webhook-deliveries',
  list: DeliveryList,
  show: DeliveryShow,
  icon: resourceIcon(mdiSendClock),
}
