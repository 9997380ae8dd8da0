import { mdiClockOutline } from '@mdi/js'
import { formatDay, formatTime } from '~admin/fields'
import { resourceIcon } from '~admin/layout/resource_icon'
import { TimeLogForm } from '~admin/time_logs/time_log_form'
import { TimeLogList } from '~admin/time_logs/time_log_list'
import { recordPages } from '~admin/record_pages'
import type { Data } from '~generated/data'

export const timeLogs = {
  name: 'time-logs',
  list: TimeLogList,
  ...recordPages(TimeLogForm),
  icon: resourceIcon(mdiClockOutline),
  /** "26 Nov 2026 09:00–10:15", in the panel's language (which it keeps on <html lang>). */
  recordRepresentation: (log: Data.Admin.TimeLog) =>
    `${formatDay(log.date, document.documentElement.lang)} ${formatTime(log.start_time)}–${formatTime(log.stop_time)}`,
}
