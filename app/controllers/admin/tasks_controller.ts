import AdminResourceController from '#controllers/admin/resource_controller'
import { tasks } from '#admin/tasks'

export default class TasksController extends AdminResourceController<
  (typeof tasks)['model'],
  Awaited<ReturnType<(typeof tasks)['validate']>>
> {
  protected resource = tasks
}
