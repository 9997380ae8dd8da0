import AdminResourceController from '#controllers/admin/resource_controller'
import { projects } from '#admin/projects'

export default class ProjectsController extends AdminResourceController<
  (typeof projects)['model'],
  Awaited<ReturnType<(typeof projects)['validate']>>
> {
  protected resource = projects
}
