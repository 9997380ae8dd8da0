import { closedStatuses, type WeekStatus } from '#shared/week_status'
import { boundInteger } from '#lib/raw_rows'

/** The settings row that holds the lock date. */
export const lockDateKey = 'lock_date'

/** Which stored week decides a day that two of them cover: the strictest. */
export const strictness: Record<WeekStatus, number> = {
  open: 0,
  rejected: 1,
  submitted: 2,
  approved: 3,
}

const statusesByRank = Object.fromEntries(
  Object.entries(strictness).map(([status, rank]) => [rank, status as WeekStatus])
)

const rankOfStatus = Object.entries(strictness)
  .map(([status, rank]) => `WHEN '${status}' THEN ${rank}`)
  .join(' ')

/** The lock date (`lock_date`), as a column; its one binding is `lockDateKey`. */
const lockDateColumn = '(SELECT value FROM settings WHERE key = ?) AS lock_date'

/**
 * The strictness of the strictest stored week matching the condition (`week_rank`, NULL when
 * none does; `weekStatusOfRank` names it). The greatest rank rather than the first row by rank:
 * SQLite runs it faster.
 */
const weekRankColumn = (condition: string) =>
  `(SELECT MAX(CASE week_submissions.status ${rankOfStatus} END) FROM week_submissions
    WHERE ${condition}) AS week_rank`

/**
 * Two columns for a query of `time_logs`: the lock date and the rank of the strictest stored
 * week of the log's person covering its date, so that a list reads its logs' period states in
 * its own query. Takes `lockDateKey` as its one binding.
 */
export const periodStateColumns = `${lockDateColumn},
  ${weekRankColumn(`week_submissions.user_id = time_logs.user_id
      AND week_submissions.starts_on <= time_logs.date
      AND week_submissions.ends_on >= time_logs.date`)}`

/**
 * The same two columns for a write's own query, of the person's stored weeks covering any of
 * the days it touches (`closedDaysBindings`), so that a write reads whether its days are closed
 * with its other rules. `boundDay` is how the query binds a date (`boundDateOrTime`).
 */
export function closedDaysColumns(dayCount: number, boundDay: string) {
  const covering = Array.from(
    { length: dayCount },
    () => `(week_submissions.starts_on <= ${boundDay} AND week_submissions.ends_on >= ${boundDay})`
  ).join(' OR ')
  return `${lockDateColumn},
  ${weekRankColumn(`week_submissions.user_id = ${boundInteger} AND (${covering})`)}`
}

/** The bindings of `closedDaysColumns`, in their order. */
export function closedDaysBindings(userId: number, days: string[]) {
  return [lockDateKey, userId, ...days.flatMap((day) => [day, day])]
}

type PeriodState = { lock_date?: string | null; week_rank?: number | null }

/**
 * Whether a day the columns were read for is closed to its person: on or before the lock date,
 * or in a week of a closed status (the strictest week covering it decides).
 */
export function anyDayClosed({ lock_date: locked, week_rank: rank }: PeriodState, days: string[]) {
  if (locked && days.some((day) => day <= locked)) return true
  return closedStatuses.includes(weekStatusOfRank(rank ?? null))
}

/** The status of a day whose strictest covering week has this rank (`week_rank`). */
export function weekStatusOfRank(rank: number | null): WeekStatus {
  return rank === null ? 'open' : statusesByRank[rank]
}
