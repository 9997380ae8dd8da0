import { mdiFormatListChecks } from '@mdi/js'
import { resourceIcon } from '~admin/layout/resource_icon'
import { TaskForm } from '~admin/tasks/task_form'
import { TaskList } from '~admin/tasks/task_list'
import { recordPages } from '~admin/record_pages'

export const tasks = {
  name: 'tasks',
  list: TaskList,
  ...recordPages(TaskForm),
  icon: resourceIcon(mdiFormatListChecks),
  recordRepresentation: 'name',
}
