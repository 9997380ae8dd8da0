import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { calendarDate, id, text } from '#validators/fields'
import { emptyToNull, notBefore } from '#validators/admin/fields'
import { listQuery } from '#validators/admin/list'
import { exportFormats, withinMaxRange } from '#validators/report'
import { maxTaxRate, statementGroupings } from '#shared/billing'
import type { StatementQuery } from '#models/billing_batch'

/** A tax rate in hundredths of a percent, 0 to 10000 (100%). */
const taxRate = () => vine.number().withoutDecimals().range([0, maxTaxRate])

/** The largest amount in minor units a number carries exactly. */
const maxAmount = Number.MAX_SAFE_INTEGER

/**
 * What a statement covers: a client's not yet billed logs, or one of its projects', in a range
 * shorter than five years, with its lines by task (default), person or log, and a tax rate.
 * Whether the project is the client's is the service's rule.
 */
const statementFields = () => ({
  client_id: id().exists({ table: 'clients', column: 'id' }),
  project_id: id().exists({ table: 'projects', column: 'id' }).optional(),
  date_from: calendarDate(),
  date_to: calendarDate()
    .use(notBefore({ field: 'date_from' }))
    .use(withinMaxRange()),
  grouping: vine.enum(statementGroupings).optional(),
  tax_rate: taxRate().optional(),
})

export const statementValidator = vine.create(statementFields())

export const statementExportValidator = vine.create({
  ...statementFields(),
  format: vine.enum(exportFormats),
})

/** Marking as billed: the statement, and the count and total the administrator was shown. */
export const billingBatchValidator = vine.create({
  ...statementFields(),
  expected_log_count: vine.number({ strict: true }).withoutDecimals().range([0, maxAmount]),
  expected_total: vine.number({ strict: true }).withoutDecimals().range([0, maxAmount]),
})

export function toStatementQuery(fields: Infer<typeof statementValidator>): StatementQuery {
  return {
    clientId: fields.client_id,
    projectId: fields.project_id ?? null,
    dateFrom: fields.date_from,
    dateTo: fields.date_to,
    grouping: fields.grouping ?? 'task',
    taxRate: fields.tax_rate ?? null,
  }
}

export const billingBatchListQuery = listQuery({
  sort: ['number', 'issued_on', 'total'],
  filters: { id: 'ids', client_id: 'ids', project_id: 'ids' },
})

/** The company's details on the statements, and the tax rate the Invoicing page starts with. */
export const invoiceSettingsValidator = vine.create({
  company_name: text().trim().maxLength(200).parse(emptyToNull).nullable(),
  company_address: text().trim().maxLength(1000).parse(emptyToNull).nullable(),
  invoice_tax_rate: taxRate().nullable(),
})

/** The format of a batch's download. */
export const exportFormatValidator = vine.create({ format: vine.enum(exportFormats) })
