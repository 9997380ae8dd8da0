import { isWeekStart, type WeekStart } from '~shared/week_start'
import { dateFormats, timeFormats, type DateTimeFormats } from '~shared/date_formats'
import { isCurrency } from '~shared/money'

/** The id of the administrator using the panel, as the server wrote it into the page. */
export const signedInUserId = Number(document.getElementById('admin')?.dataset.userId)

/** The installation's first day of the week (WEEK_START), as the server wrote it into the page. */
const writtenWeekStart = document.getElementById('admin')?.dataset.weekStart
export const installationWeekStart: WeekStart = isWeekStart(writtenWeekStart)
  ? writtenWeekStart
  : 'monday'

const written = document.getElementById('admin')?.dataset
const oneOf = <T extends string>(choices: readonly T[], value: string | undefined, fallback: T) =>
  choices.includes(value as T) ? (value as T) : fallback

/** The administrator's own date and time formats, as the server wrote them into the page. */
export const signedInFormats: DateTimeFormats = {
  dateFormat: oneOf(dateFormats, written?.dateFormat, 'dmy'),
  timeFormat: oneOf(timeFormats, written?.timeFormat, '24h'),
}

/** The installation's currency (CURRENCY), as the server wrote it into the page. */
export const installationCurrency =
  written?.currency && isCurrency(written.currency) ? written.currency : 'EUR'
