import type { HttpContext } from '@adonisjs/core/http'
import { reportSummaryValidator, toSummaryInput } from '#validators/report'
import { summarize } from '#services/reports'
import ReportSummaryTransformer from '#transformers/report_summary_transformer'
import { ownMoneyView } from '#services/money_view'

export default class ReportsController {
  /** GET /api/reports/summary: what the person's own logs add up to. */
  async summary({ request, auth }: HttpContext) {
    const fields = await request.validateUsing(reportSummaryValidator)
    const { filters, options } = toSummaryInput(fields)
    const user = auth.user!
    const summary = await summarize({ userId: user.id }, filters, options)
    return { data: ReportSummaryTransformer.toData(summary, ownMoneyView(user)) }
  }
}
