import type { Data } from '~generated/data'
import type { WeekStatus } from '~shared/week_status'
import { urlFor } from '~shared/url_for'

/** A person's week as the week page shows it. */
export type WeekState = Data.Week
export type WeekDay = WeekState['days'][number]

/** The week page showing the week of the date. */
export const weekUrl = (date: string) => urlFor('week.show', {}, { qs: { date } })

/**
 * A log with the period fields that the list's rows carry (GET /api/time-logs); a log from
 * elsewhere has none, and counts as open.
 */
type LogInPeriod = Data.TimeLog & Partial<Pick<WeekDay['logs'][number], 'week_status' | 'locked'>>

/** The log's period state, the strictest first: locked, then its week's status. */
export function periodStateOf(log: LogInPeriod): WeekStatus | 'locked' {
  return log.locked ? 'locked' : (log.week_status ?? 'open')
}

/** Whether the log's person can no longer change it. */
export function isClosedLog(log: LogInPeriod) {
  const state = periodStateOf(log)
  return state === 'locked' || state === 'submitted' || state === 'approved'
}
