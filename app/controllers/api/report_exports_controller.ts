import type { HttpContext } from '@adonisjs/core/http'
import { streamDownload } from '#lib/streamed_download'
import { formatsOf } from '#shared/date_formats'
import { reportExportValidator, toSummaryInput } from '#validators/report'
import { prepareReportExport } from '#services/exports/report_export'
import { ownMoneyView } from '#services/money_view'

export default class ReportExportsController {
  /** GET /api/reports/export: the person's own filtered logs as a CSV, XLSX or PDF file. */
  async show(ctx: HttpContext) {
    const { request, auth, i18n } = ctx
    const fields = await request.validateUsing(reportExportValidator)
    const { filters, options } = toSummaryInput(fields)
    const download = await prepareReportExport({
      format: fields.format,
      scope: { userId: auth.user!.id },
      filters,
      options,
      i18n,
      formats: formatsOf(auth.user!),
      person: auth.user!.name,
      money: ownMoneyView(auth.user!),
    })
    streamDownload(ctx, download)
  }
}
