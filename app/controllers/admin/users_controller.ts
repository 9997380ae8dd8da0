import AdminResourceController from '#controllers/admin/resource_controller'
import { users } from '#admin/users'

export default class UsersController extends AdminResourceController<
  (typeof users)['model'],
  Awaited<ReturnType<(typeof users)['validate']>>
> {
  protected resource = users
}
