import { mdiClockOutline } from '@mdi/js'
import { TimeLogForm } from '~admin/time_logs/time_log_form'
import { TimeLogList } from '~admin/time_logs/time_log_list'
import { recordPages } from '~admin/record_pages'
import { resourceIcon } from '~admin/resource_icon'

export const timeLogs = {
  name: 'time-logs',
  list: TimeLogList,
  ...recordPages(TimeLogForm),
  icon: resourceIcon(mdiClockOutline),
  recordRepresentation: 'date',
}
