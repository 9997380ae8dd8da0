import type { HttpContext } from '@adonisjs/core/http'
import { teamReportSummaryValidator, toSummaryInput } from '#validators/report'
import { summarize } from '#services/reports'
import ReportSummaryTransformer from '#transformers/report_summary_transformer'
import { teamMoneyView } from '#services/money_view'

export default class ReportsController {
  /** GET /api/admin/reports/summary: what everyone's logs add up to, with the team's extras. */
  async summary({ request }: HttpContext) {
    const fields = await request.validateUsing(teamReportSummaryValidator)
    const { filters, options } = toSummaryInput(fields)
    const summary = await summarize({ team: true }, filters, options)
    return { data: ReportSummaryTransformer.toData(summary, teamMoneyView()) }
  }
}
