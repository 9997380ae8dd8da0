import { isWeekStart, type WeekStart } from '~shared/week_start'

/** The id of the administrator using the panel, as the server wrote it into the page. */
export const signedInUserId = Number(document.getElementById('admin')?.dataset.userId)

/** The installation's first day of the week (WEEK_START), as the server wrote it into the page. */
const writtenWeekStart = document.getElementById('admin')?.dataset.weekStart
export const installationWeekStart: WeekStart = isWeekStart(writtenWeekStart)
  ? writtenWeekStart
  : 'monday'
