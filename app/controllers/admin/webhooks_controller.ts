import AdminResourceController from '#controllers/admin/resource_controller'
import { webhookEndpoints } from '#admin/webhooks'

export default class WebhooksController extends AdminResourceController<
  (typeof webhookEndpoints)['model'],
  Awaited<ReturnType<(typeof webhookEndpoints)['validate']>>
> {
  protected resource = webhookEndpoints
}
