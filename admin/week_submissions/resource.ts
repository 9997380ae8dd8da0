import { mdiCalendarCheckOutline } from '@mdi/js'
import { formatDay } from '~admin/fields'
import { resourceIcon } from '~admin/layout/resource_icon'
import type { Data } from '~generated/data'
import { WeekSubmissionList } from '~admin/week_submissions/week_submission_list'
import { WeekSubmissionShow } from '~admin/week_submissions/week_submission_show'

/** Read-only but for the decisions: people submit their weeks in the portal. */
export const weekSubmissions = {
  name: 'week-submissions',
  list: WeekSubmissionList,
  show: WeekSubmissionShow,
  icon: resourceIcon(mdiCalendarCheckOutline),
  /** "Grace Hopper, 2 Nov 2026", in the panel's language (which it keeps on <html lang>). */
  recordRepresentation: (week: Data.Admin.WeekSubmission) =>
    `${week.user.name}, ${formatDay(week.starts_on, document.documentElement.lang)}`,
}
