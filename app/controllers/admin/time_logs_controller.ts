import AdminResourceController from '#controllers/admin/resource_controller'
import { timeLogs } from '#admin/time_logs'

export default class TimeLogsController extends AdminResourceController<
  (typeof timeLogs)['model'],
  Awaited<ReturnType<(typeof timeLogs)['validate']>>
> {
  protected resource = timeLogs
}
