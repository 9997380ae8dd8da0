import type { HttpContext } from '@adonisjs/core/http'
import { streamDownload } from '#lib/streamed_download'
import { formatsOf } from '#shared/date_formats'
import { teamReportExportValidator, toSummaryInput } from '#validators/report'
import { prepareReportExport } from '#services/exports/report_export'
import { teamMoneyView } from '#services/money_view'

export default class ReportExportsController {
  /** GET /api/admin/reports/export: everyone's filtered logs, with the person, as a file. */
  async show(ctx: HttpContext) {
    const { request, i18n, auth } = ctx
    const fields = await request.validateUsing(teamReportExportValidator)
    const { filters, options } = toSummaryInput(fields)
    const download = await prepareReportExport({
      format: fields.format,
      scope: { team: true },
      filters,
      options,
      i18n,
      formats: formatsOf(auth.user!),
      money: teamMoneyView(),
    })
    streamDownload(ctx, download)
  }
}
