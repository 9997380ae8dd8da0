import type { WeekStatus } from '#shared/week_status'

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

/**
 * Two columns for a query of `time_logs`: the lock date (`lock_date`) and the strictness of the
 * strictest stored week of the log's person covering its date (`week_rank`, NULL when none
 * does; `weekStatusOfRank` names it), so that a list reads its logs' period states in its own
 * query. Takes `lockDateKey` as its one binding. The greatest rank rather than the first row by
 * rank: SQLite runs it in about half the time.
 */
export const periodStateColumns = `(SELECT value FROM settings WHERE key = ?) AS lock_date,
  (SELECT MAX(CASE week_submissions.status ${rankOfStatus} END) FROM week_submissions
    WHERE week_submissions.user_id = time_logs.user_id
      AND week_submissions.starts_on <= time_logs.date
      AND week_submissions.ends_on >= time_logs.date) AS week_rank`

/** The status of a day whose strictest covering week has this rank (`week_rank`). */
export function weekStatusOfRank(rank: number | null): WeekStatus {
  return rank === null ? 'open' : statusesByRank[rank]
}
