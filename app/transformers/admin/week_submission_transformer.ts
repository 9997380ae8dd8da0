import { BaseTransformer } from '@adonisjs/core/transformers'
import type WeekSubmission from '#models/week_submission'
import type { WeekTotals } from '#services/week_approvals'

/** A submitted week in the admin's queue, with its person, who decided it, and its logged time. */
export default class WeekSubmissionTransformer extends BaseTransformer<{
  submission: WeekSubmission
  totals?: WeekTotals
}> {
  toObject() {
    const { submission, totals } = this.resource
    const { user, decider } = submission
    return {
      id: submission.id,
      user: { id: user.id, name: user.name, email: user.email },
      starts_on: submission.startsOn,
      ends_on: submission.endsOn,
      status: submission.status,
      comment: submission.comment,
      submitted_at: submission.submittedAt.toISO(),
      decided_at: submission.decidedAt?.toISO() ?? null,
      decided_by: decider ? { id: decider.id, name: decider.name } : null,
      total_seconds: totals?.totalSeconds ?? 0,
      log_count: totals?.logCount ?? 0,
    }
  }
}
