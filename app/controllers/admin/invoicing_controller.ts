import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import {
  statementExportValidator,
  statementValidator,
  toStatementQuery,
} from '#validators/admin/billing'
import { statement } from '#services/billing'
import { statementDownload } from '#services/exports/statement_export'
import { invoiceSettings } from '#services/invoice_settings'
import { streamDownload } from '#lib/streamed_download'
import { timezoneOrDefault } from '#config/app'
import { formatsOf } from '#shared/date_formats'
import StatementTransformer from '#transformers/admin/statement_transformer'

/** The statement of a client's or project's unbilled logs (docs/admin-guide.md "Invoicing"). */
export default class InvoicingController {
  async statement({ request, i18n }: HttpContext) {
    const fields = await request.validateUsing(statementValidator)
    return {
      data: new StatementTransformer(await statement(toStatementQuery(fields), i18n)).toObject(),
    }
  }

  /** The same statement as a draft PDF, CSV or XLSX file, issued today. */
  async export(ctx: HttpContext) {
    const { i18n, auth } = ctx
    const admin = auth.user!
    const fields = await ctx.request.validateUsing(statementExportValidator)
    const [draft, { settings }] = await Promise.all([
      statement(toStatementQuery(fields), i18n),
      invoiceSettings(),
    ])
    streamDownload(
      ctx,
      statementDownload(fields.format, {
        statement: draft,
        number: null,
        issuedOn: DateTime.now().setZone(timezoneOrDefault(admin.timezone)).toISODate()!,
        company: { name: settings.companyName, address: settings.companyAddress },
        i18n,
        formats: formatsOf(admin),
      })
    )
  }
}
