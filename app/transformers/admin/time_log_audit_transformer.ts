import { BaseTransformer } from '@adonisjs/core/transformers'
import type TimeLogAudit from '#models/time_log_audit'

/** An administrator's change to a log in a closed period: who, when, and the log before and after. */
export default class TimeLogAuditTransformer extends BaseTransformer<TimeLogAudit> {
  toObject() {
    const audit = this.resource
    const { user, actor } = audit
    return {
      id: audit.id,
      time_log_id: audit.timeLogId,
      user: { id: user.id, name: user.name },
      actor: actor ? { id: actor.id, name: actor.name } : null,
      action: audit.action,
      reason: audit.reason,
      before: audit.before,
      after: audit.after,
      created_at: audit.createdAt.toISO(),
    }
  }
}
