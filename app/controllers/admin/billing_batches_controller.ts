import type { HttpContext } from '@adonisjs/core/http'
import { listRecords } from '#admin/list'
import { findRecord, objectBody } from '#admin/resource'
import { billingBatches } from '#admin/billing_batches'
import {
  billingBatchValidator,
  exportFormatValidator,
  toStatementQuery,
} from '#validators/admin/billing'
import { batchStatement, markBilled, undoBatch } from '#services/billing'
import { statementDownload } from '#services/exports/statement_export'
import { invoiceSettings } from '#services/invoice_settings'
import { streamDownload } from '#lib/streamed_download'
import { formatsOf } from '#shared/date_formats'
import BillingBatchTransformer from '#transformers/admin/billing_batch_transformer'
import type BillingBatch from '#models/billing_batch'

const present = (batch: BillingBatch) => new BillingBatchTransformer(batch).toObject()

/**
 * The statements marked as billed (docs/admin-guide.md "Invoicing"): list, show, mark a
 * statement as billed, undo one, and download one with its number.
 */
export default class BillingBatchesController {
  async index({ request }: HttpContext) {
    const { listQuery } = billingBatches
    const options = await request.validateUsing(listQuery.validator)
    const { rows, total } = await listRecords(billingBatches, listQuery.filters, options)
    return { data: rows.map(present), total }
  }

  async show({ params }: HttpContext) {
    return { data: present(await findRecord(billingBatches, params.id)) }
  }

  /** Marks the statement as billed, if it is still the one shown: 201 with its batch. */
  async store(ctx: HttpContext) {
    const fields = await ctx.request.validateUsing(billingBatchValidator, { data: objectBody(ctx) })
    const batch = await markBilled(
      toStatementQuery(fields),
      { logCount: fields.expected_log_count, total: fields.expected_total },
      ctx.auth.user!,
      ctx.i18n
    )
    return ctx.response.created({ data: present(batch) })
  }

  /** Undoes the batch: its logs become editable again, and it stays on record as undone. */
  async destroy({ params, auth, response, i18n }: HttpContext) {
    const batch = await findRecord(billingBatches, params.id)
    await undoBatch(batch, auth.user!, i18n)
    return response.noContent()
  }

  /** The batch's statement, with its number, as a PDF, CSV or XLSX file. */
  async export(ctx: HttpContext) {
    const batch = await findRecord(billingBatches, ctx.params.id)
    const { format } = await ctx.request.validateUsing(exportFormatValidator)
    const [statement, { settings }] = await Promise.all([
      batchStatement(batch, ctx.i18n),
      invoiceSettings(),
    ])
    streamDownload(
      ctx,
      statementDownload(format, {
        statement,
        number: batch.number,
        issuedOn: batch.issuedOn,
        company: { name: settings.companyName, address: settings.companyAddress },
        i18n: ctx.i18n,
        formats: formatsOf(ctx.auth.user!),
      })
    )
  }
}
