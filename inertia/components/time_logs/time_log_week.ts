import { addDays, firstOfWeek, type DateRange } from '~shared/date_ranges'
import type { WeekStart } from '~shared/week_start'
import type { TimeLogFilters } from '~shared/report_filters'

/**
 * The week the by-day view shows: the one asked for, else the week of today or, when the
 * filters end earlier, of their last date.
 */
export function shownWeek(
  asked: string | null,
  filters: TimeLogFilters,
  today: string,
  weekStart: WeekStart
): DateRange {
  const lastDay = filters.date_to && filters.date_to < today ? filters.date_to : today
  const from = firstOfWeek(asked ?? lastDay, weekStart)
  return { from, to: addDays(from, 6) }
}

/** The filters narrowed to the week; null when their dates leave nothing of it. */
export function filtersWithinWeek(filters: TimeLogFilters, week: DateRange) {
  const from = filters.date_from && filters.date_from > week.from ? filters.date_from : week.from
  const to = filters.date_to && filters.date_to < week.to ? filters.date_to : week.to
  return from > to ? null : { ...filters, date_from: from, date_to: to }
}

/** The first day of the week before or after. */
export const otherWeek = (week: DateRange, weeks: number) => addDays(week.from, 7 * weeks)
