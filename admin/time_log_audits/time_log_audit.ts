import type { AuditAction, AuditedLog, AuditReason } from '~shared/week_status'

/** An administrator's change to a log in a closed period, as the admin API lists it. */
export type TimeLogAudit = {
  id: number
  time_log_id: number
  user: { id: number; name: string }
  actor: { id: number; name: string } | null
  action: AuditAction
  reason: AuditReason
  before: AuditedLog | null
  after: AuditedLog | null
  created_at: string
}

export const actionChoices = (['created', 'updated', 'deleted'] as const).map((action) => ({
  id: action,
  name: `resources.time-log-audits.actions.${action}`,
}))

export const reasonChoices = (['submitted', 'approved', 'locked'] as const).map((reason) => ({
  id: reason,
  name: `resources.time-log-audits.reasons.${reason}`,
}))
