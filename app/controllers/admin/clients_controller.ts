import AdminResourceController from '#controllers/admin/resource_controller'
import { clients } from '#admin/clients'

export default class ClientsController extends AdminResourceController<
  (typeof clients)['model'],
  Awaited<ReturnType<(typeof clients)['validate']>>
> {
  protected resource = clients
}
