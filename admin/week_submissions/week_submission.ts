import type { Data } from '~generated/data'

/** One week with its logs (as the time-log API shows them) and each day's total. */
export type WeekSubmissionDetail = Data.Admin.WeekSubmission & {
  logs: Data.TimeLog[]
  days: { date: string; total_seconds: number }[]
}
