import AdminResourceController from '#controllers/admin/resource_controller'
import { connections } from '#admin/connections'

export default class ConnectionsController extends AdminResourceController<
  (typeof connections)['model'],
  Awaited<ReturnType<(typeof connections)['validate']>>
> {
  protected resource = connections
}
