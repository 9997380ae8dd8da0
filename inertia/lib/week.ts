import type { Data } from '~generated/data'
import type { WeekStatus } from '~shared/week_status'
import { urlFor } from '~shared/url_for'

/** A person's week as the week page shows it. */
export type WeekState = Data.Week
export type WeekDay = WeekState['days'][number]

/** The week page showing the week of the date. */
export const weekUrl = (date: string) => urlFor('week.show', {}, { qs: { date } })

/**
 * A log with the period, billing and money fields that the list's rows carry (GET
 * /api/time-logs; the money only where the viewer may see it); a log from elsewhere has none,
 * and counts as open.
 */
export type LogInPeriod = Data.TimeLog &
  Partial<
    Pick<
      WeekDay['logs'][number],
      'week_status' | 'locked' | 'billed' | 'billable_amount' | 'currency'
    >
  >

/** The log's period state, the strictest first: locked, then its week's status. */
export function periodStateOf(log: LogInPeriod): WeekStatus | 'locked' {
  return log.locked ? 'locked' : (log.week_status ?? 'open')
}

/** Whether the log's person can no longer change it: its period is closed, or it is billed. */
export function isClosedLog(log: LogInPeriod) {
  const state = periodStateOf(log)
  return log.billed === true || state === 'locked' || state === 'submitted' || state === 'approved'
}
