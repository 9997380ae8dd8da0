import type { SubmissionStatus } from '~shared/week_status'

/** A week handed in for approval, as the admin API lists it. */
export type WeekSubmission = {
  id: number
  user: { id: number; name: string; email: string }
  starts_on: string
  ends_on: string
  status: SubmissionStatus
  comment: string | null
  submitted_at: string
  decided_at: string | null
  decided_by: { id: number; name: string } | null
  total_seconds: number
  log_count: number
}

/** One week with its logs and each day's total. */
export type WeekSubmissionDetail = WeekSubmission & {
  logs: {
    id: number
    date: string
    start_time: string
    stop_time: string
    duration: string | number
    comments: string | null
    project: { id: number; name: string }
    task: { id: number; name: string }
  }[]
  days: { date: string; total_seconds: number }[]
}
