import type { HttpContext } from '@adonisjs/core/http'
import { listRecords } from '#admin/list'
import { findRecord, objectBody } from '#admin/resource'
import { weekSubmissions } from '#admin/week_submissions'
import { weekDecisionValidator } from '#validators/admin/week_submissions'
import { decideWeeks, weekLogs, weekTotals } from '#services/week_approvals'
import WeekSubmissionTransformer from '#transformers/admin/week_submission_transformer'
import TimeLogTransformer from '#transformers/time_log_transformer'
import { teamMoneyView } from '#services/money_view'

/** The weeks people submitted (docs/admin-guide.md): the queue, one week, and decisions. */
export default class WeekSubmissionsController {
  async index({ request }: HttpContext) {
    const { listQuery } = weekSubmissions
    const options = await request.validateUsing(listQuery.validator)
    const { rows, total } = await listRecords(weekSubmissions, listQuery.filters, options)
    const totals = await weekTotals(rows)
    const data = rows.map((submission) =>
      new WeekSubmissionTransformer({ submission, totals: totals.get(submission.id) }).toObject()
    )
    return { data, total }
  }

  async show({ params }: HttpContext) {
    const submission = await findRecord(weekSubmissions, params.id)
    const money = teamMoneyView()
    const [totals, { logs, days }] = await Promise.all([
      weekTotals([submission]),
      weekLogs(submission),
    ])
    return {
      data: {
        ...new WeekSubmissionTransformer({
          submission,
          totals: totals.get(submission.id),
        }).toObject(),
        logs: logs.map((log) => TimeLogTransformer.toPricedData(log, money)),
        days: days.map((day) => ({ date: day.date, total_seconds: day.totalSeconds })),
      },
    }
  }

  /** Approves or rejects the weeks named; those that cannot take the decision are skipped. */
  async decide(ctx: HttpContext) {
    const { ids, decision, comment } = await ctx.request.validateUsing(weekDecisionValidator, {
      data: objectBody(ctx),
    })
    const result = await decideWeeks(ctx.auth.user!, ids, decision, comment ?? null, ctx.i18n)
    return { data: result }
  }
}
