import type { HttpContext } from '@adonisjs/core/http'
import type { Locale } from '#lib/locales'
import { reportSummaryValidator, toSummaryInput } from '#validators/report'
import { summarize } from '#services/reports'
import ReportSummaryTransformer from '#transformers/report_summary_transformer'

export default class ReportsController {
  /** GET /api/reports/summary: what the person's own logs add up to. */
  async summary({ request, auth, i18n }: HttpContext) {
    const fields = await request.validateUsing(reportSummaryValidator)
    const { filters, options } = toSummaryInput(fields, i18n.locale as Locale)
    const summary = await summarize({ userId: auth.user!.id }, filters, options)
    return { data: ReportSummaryTransformer.toData(summary) }
  }
}
