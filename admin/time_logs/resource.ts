import { mdiClockOutline } from '@mdi/js'
import { resourceIcon } from '~admin/layout/resource_icon'
import { TimeLogForm } from '~admin/time_logs/time_log_form'
import { TimeLogList } from '~admin/time_logs/time_log_list'
import { recordPages } from '~admin/record_pages'

export const timeLogs = {
  name: 'time-logs',
  list: TimeLogList,
  ...recordPages(TimeLogForm),
  icon: resourceIcon(mdiClockOutline),
  recordRepresentation: 'date',
}
