/** What a person's week is: open until submitted, then approved, or rejected (open again). */
export const weekStatuses = ['open', 'submitted', 'approved', 'rejected'] as const
export type WeekStatus = (typeof weekStatuses)[number]

/** The statuses a stored submission can have; "open" is the absence of one. */
export type SubmissionStatus = Exclude<WeekStatus, 'open'>

/** The weeks whose days their person can no longer change. */
export const closedStatuses: readonly WeekStatus[] = ['submitted', 'approved']

export type AuditAction = 'created' | 'updated' | 'deleted'

/** The closed state of a log's day that made an administrator's change recorded. */
export type AuditReason = 'submitted' | 'approved' | 'locked'

/** A log as its audit record keeps it, names included so the history reads after renames. */
export type AuditedLog = {
  date: string
  start_time: string
  stop_time: string
  comments: string | null
  project: { id: number; name: string }
  task: { id: number; name: string }
}
