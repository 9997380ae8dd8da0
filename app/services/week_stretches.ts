import { daysIntoWeek, type WeekStart } from '#shared/week_start'

/**
 * Stretches of days: the days of one week that lie in one month (migration 0024). A week is
 * split where a month begins, so a stretch adds up whole into its week and into its month.
 * Days are counted from 1970-01-01 in UTC, as dates without a time of day.
 */

const dayMilliseconds = 86_400_000

const toDays = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / dayMilliseconds
/** YYYY-MM-DD of a day counted from 1970-01-01: plain Date arithmetic, cheaper than Luxon. */
export function dayNumberDate(days: number) {
  return new Date(days * dayMilliseconds).toISOString().slice(0, 10)
}

/** The weekday, 0 (Sunday) to 6, of a day counted from 1970-01-01, which was a Thursday. */
const weekdayOf = (days: number) => (((days + 4) % 7) + 7) % 7

function monthStart(days: number, monthsLater = 0) {
  const date = new Date(days * dayMilliseconds)
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + monthsLater, 1) / dayMilliseconds
}

function stretchStart(days: number, weekStart: WeekStart) {
  return Math.max(days - daysIntoWeek(weekdayOf(days), weekStart), monthStart(days))
}

function nextStretchStart(days: number, weekStart: WeekStart) {
  return Math.min(days - daysIntoWeek(weekdayOf(days), weekStart) + 7, monthStart(days, 1))
}

/** The first day of the stretch that holds a date. */
export function stretchStartOf(isoDate: string, weekStart: WeekStart) {
  return dayNumberDate(stretchStart(toDays(isoDate), weekStart))
}

/**
 * The whole stretches inside a range: those that start on or after `first` and before `after`.
 * The range's days before `first` and from `after` on belong to stretches it holds only in
 * part. Null when the range holds no whole stretch.
 */
export function wholeStretches(dateFrom: string, dateTo: string, weekStart: WeekStart) {
  const from = toDays(dateFrom)
  const to = toDays(dateTo)
  const first = stretchStart(from, weekStart) === from ? from : nextStretchStart(from, weekStart)
  const after = nextStretchStart(to, weekStart) === to + 1 ? to + 1 : stretchStart(to, weekStart)
  if (first >= after) return null
  return {
    first: dayNumberDate(first),
    after: dayNumberDate(after),
    dayBeforeFirst: dayNumberDate(first - 1),
  }
}
