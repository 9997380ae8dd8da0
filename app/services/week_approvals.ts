import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import type { I18n } from '@adonisjs/i18n'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import WeekSubmission from '#models/week_submission'
import type User from '#models/user'
import WeekDecisionMail from '#mails/week_decision_mail'
import { fieldError } from '#lib/field_error'
import { lockRow } from '#lib/row_locks'
import { placeholders, queryRows } from '#lib/raw_rows'
import { durationOf } from '#shared/durations'
import { runInBackground } from '#lib/background_tasks'
import type { SubmissionStatus } from '#shared/week_status'
import { namedTimeLogsBetween } from '#services/time_log_list'

type Decision = 'approve' | 'reject'

/** The statuses each decision may be taken from: a rejection also reopens an approved week. */
const decidableFrom: Record<Decision, SubmissionStatus[]> = {
  approve: ['submitted'],
  reject: ['submitted', 'approved'],
}

const outcome: Record<Decision, SubmissionStatus> = { approve: 'approved', reject: 'rejected' }

/**
 * Approves or rejects the weeks, all in one transaction that locks their people's rows (as
 * submitting and withdrawing do) and the weeks' own, so a withdrawal or another decision at the
 * same moment waits its turn and then sees the decision. Weeks not in a status the decision may
 * be taken from (withdrawn, already decided) are skipped, not refused. Each person decided on
 * hears of it by mail, in their language, once the decisions are committed.
 */
export async function decideWeeks(
  admin: User,
  ids: number[],
  decision: Decision,
  comment: string | null,
  i18n: I18n
) {
  const trimmed = comment?.trim() || null
  if (decision === 'reject' && !trimmed) {
    throw fieldError('comment', i18n.t('approvals.comment_required'), 'required')
  }
  const decided = await db.transaction(async (trx) => {
    // The people's rows first, as their submissions and withdrawals take them, then the weeks'.
    const owners = await trx.from('week_submissions').whereIn('id', ids).distinct('user_id')
    const ownerIds = owners.map((owner) => Number(owner.user_id)).sort((a, b) => a - b)
    for (const userId of ownerIds) await lockRow(trx, 'users', userId)
    const query = WeekSubmission.query({ client: trx })
      .whereIn('id', ids)
      .whereIn('status', decidableFrom[decision])
      .preload('user')
      .orderBy('id')
    if (trx.dialect.name === 'postgres') query.forUpdate()
    const submissions = await query
    const decidedAt = DateTime.now()
    for (const submission of submissions) {
      submission.useTransaction(trx)
      submission.merge({
        status: outcome[decision],
        comment: trimmed,
        decidedAt,
        decidedBy: admin.id,
      })
      await submission.save()
    }
    return submissions
  })
  for (const submission of decided) {
    runInBackground('A week decision mail could not be sent', () =>
      mail.send(new WeekDecisionMail(submission.user, submission))
    )
  }
  const decidedIds = decided.map((submission) => submission.id)
  const skipped = [...new Set(ids)].filter((id) => !decidedIds.includes(id))
  return { decided: decidedIds, skipped }
}

type WeekTotals = { totalSeconds: number; logCount: number }

/** The logged time and the number of logs of each submission's week, in one query. */
export async function weekTotals(
  submissions: WeekSubmission[],
  client: QueryClientContract = db.connection()
) {
  const totals = new Map<number, WeekTotals>()
  if (submissions.length === 0) return totals
  const rows = await queryRows<{ id: number; total: number | string; count: number | string }>(
    `SELECT week_submissions.id, COALESCE(SUM(time_logs.seconds), 0) AS total,
      COUNT(time_logs.id) AS count
    FROM week_submissions
    LEFT JOIN time_logs ON time_logs.user_id = week_submissions.user_id
      AND time_logs.date BETWEEN week_submissions.starts_on AND week_submissions.ends_on
    WHERE week_submissions.id IN (${placeholders(submissions)})
    GROUP BY week_submissions.id`,
    submissions.map((submission) => submission.id),
    client
  )
  for (const row of rows) {
    totals.set(row.id, { totalSeconds: Number(row.total), logCount: Number(row.count) })
  }
  return totals
}

/** The week's logs with their project and task, in order, and the total of each of its days. */
export async function weekLogs(submission: WeekSubmission) {
  // An administrator's view of the week: with the logs' prices.
  const logs = await namedTimeLogsBetween(
    submission.userId,
    submission.startsOn,
    submission.endsOn,
    true
  )
  const days = Array.from({ length: 7 }, (_, offset) => {
    const date = DateTime.fromISO(submission.startsOn).plus({ days: offset }).toISODate()!
    const totalSeconds = logs
      .filter((log) => log.date === date)
      .reduce((sum, log) => sum + durationOf(log.startTime, log.stopTime), 0)
    return { date, totalSeconds }
  })
  return { logs, days }
}
