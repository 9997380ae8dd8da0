import type { Writable } from 'node:stream'
import type { I18n } from '@adonisjs/i18n'
import type { DateTimeFormats } from '#shared/date_formats'
import type { ReportScope, SummaryFilters, SummaryOptions } from '#shared/report_query'
import { groupedRows } from '#services/exports/grouped_rows'
import { summarize } from '#services/reports'
import { writeCsv } from '#services/exports/csv_writer'
import { writeXlsx } from '#services/exports/xlsx_writer'
import { writePdf } from '#services/exports/pdf_writer'
import type { MoneyView } from '#shared/money'

type ExportFormat = 'csv' | 'xlsx' | 'pdf'

const contentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
}

type ExportRequest = {
  format: ExportFormat
  scope: ReportScope
  filters: SummaryFilters
  /** The report's grouping: the exports' order, the PDF's sections, the XLSX summary sheet. */
  options: SummaryOptions
  i18n: I18n
  /** The name on a person's own timesheet, which it shows even when nothing was logged. */
  person?: string
  /** The date and time formats of whoever asked, for the exports' dates and times. */
  formats: DateTimeFormats
  /** The money whoever asked may see (app/services/money_view.ts). */
  money: MoneyView
}

/**
 * A report export ready to be written: its file name and type, and the writer of its bytes.
 * Everything that can fail on bad input or a failing summary query happens here, before the
 * first byte, so that it can still be answered as an error.
 */
export async function prepareReportExport({
  format,
  scope,
  filters,
  options,
  i18n,
  person,
  formats,
  money,
}: ExportRequest) {
  const team = 'team' in scope
  const file = {
    filename: `hourbook-${filters.dateFrom}-${filters.dateTo}.${format}`,
    contentType: contentTypes[format],
  }
  // The groups in the screen's order: the exports write their logs in it.
  const summary = await summarize(scope, filters, options)
  const rows = () => groupedRows(scope, filters, summary, money !== null)
  switch (format) {
    case 'csv':
      return {
        ...file,
        write: (target: Writable) => writeCsv(rows(), target, { i18n, team, formats, money }),
      }
    case 'xlsx': {
      return {
        ...file,
        write: (target: Writable) =>
          writeXlsx(rows(), target, { i18n, team, summary, formats, money }),
      }
    }
    case 'pdf': {
      const range = { dateFrom: filters.dateFrom, dateTo: filters.dateTo }
      const own = team ? {} : { person }
      const grouping = { group: options.group, subgroup: options.subgroup, team }
      return {
        ...file,
        write: (target: Writable) =>
          writePdf(rows(), target, { i18n, ...range, ...own, ...grouping, formats, money }),
      }
    }
  }
}
