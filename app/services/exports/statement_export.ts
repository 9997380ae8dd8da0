import { finished } from 'node:stream/promises'
import type { Writable } from 'node:stream'
import type { I18n } from '@adonisjs/i18n'
import ExcelJS from 'exceljs'
import { drained } from '#services/exports/backpressure'
import { decimalHours } from '#services/exports/columns'
import { pdfDocument, printable } from '#services/exports/pdf_writer'
import type { Statement, StatementLine } from '#models/billing_batch'
import { byteOrderMark, csvLineEnd, csvTextCell } from '#shared/csv'
import { formatLongDate, formatNumericDate, type DateTimeFormats } from '#shared/date_formats'
import { decimalOf, minorDigits } from '#shared/money'
import { percentOf } from '#shared/billing'

type StatementFormat = 'csv' | 'xlsx' | 'pdf'

const contentTypes: Record<StatementFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
}

/** Who issues the statement, from the invoice settings. */
export type Company = { name: string | null; address: string | null }

type StatementDocument = {
  statement: Statement
  /** The batch's number once marked as billed; a draft has none. */
  number: string | null
  issuedOn: string
  company: Company
  i18n: I18n
  /** The date format of the administrator who asked. */
  formats: DateTimeFormats
}

/** What a line is: its task, its person, or one log's date, task, person and comments. */
function describe(line: StatementLine, date: (date: string) => string) {
  if (line.log) {
    const parts = [date(line.log.date), line.task!.name, line.user!.name]
    if (line.log.comments) parts.push(line.log.comments)
    return parts.join(' · ')
  }
  return (line.task ?? line.user)!.name
}

/** A statement's rows for a spreadsheet: each line under its project, then the totals. */
function tableRows({ statement, i18n, formats }: StatementDocument) {
  const t = (key: string, data?: Record<string, string>) => i18n.t(`billing.statement.${key}`, data)
  const date = (value: string) => formatNumericDate(value, formats.dateFormat)
  type Row = {
    project: string
    description: string
    date: string | null
    seconds: number | null
    rate: number | null
    amount: number
  }
  const rows: Row[] = []
  for (const group of statement.groups) {
    for (const line of group.lines) {
      rows.push({
        project: group.project.name,
        description: describe(line, date),
        date: line.log?.date ?? null,
        seconds: line.seconds,
        rate: line.rate,
        amount: line.amount,
      })
    }
    rows.push({
      project: group.project.name,
      description: t('subtotal_of', { project: group.project.name }),
      date: null,
      seconds: group.seconds,
      rate: null,
      amount: group.subtotal,
    })
  }
  const total = (description: string, amount: number, seconds: number | null = null) => ({
    project: '',
    description,
    date: null,
    seconds,
    rate: null,
    amount,
  })
  rows.push(total(t('subtotal'), statement.subtotal, statement.seconds))
  if (statement.taxRate !== null) {
    rows.push(total(t('tax', { rate: percentOf(statement.taxRate) }), statement.tax))
  }
  rows.push(total(t('total'), statement.total))
  return rows
}

const columnKeys = ['project', 'description', 'date', 'hours', 'rate', 'amount', 'currency']

function columnLabels(i18n: I18n) {
  return columnKeys.map((key) => i18n.t(`billing.statement.columns.${key}`))
}

/** CSV: one row per line and total, amounts as plain decimals with the currency beside them. */
async function writeCsv(document: StatementDocument, target: Writable) {
  const { statement, formats } = document
  const code = statement.currency
  const lines = [byteOrderMark + columnLabels(document.i18n).map(csvTextCell).join(',')]
  for (const row of tableRows(document)) {
    lines.push(
      [
        csvTextCell(row.project),
        csvTextCell(row.description),
        row.date ? formatNumericDate(row.date, formats.dateFormat) : '',
        row.seconds === null ? '' : decimalHours(row.seconds),
        row.rate === null ? '' : decimalOf(row.rate, code),
        decimalOf(row.amount, code),
        code,
      ].join(',')
    )
  }
  target.end(lines.join(csvLineEnd) + csvLineEnd)
  await finished(target, { readable: false })
}

/** XLSX: the same rows, hours and amounts as numbers in the currency's format. */
async function writeXlsx(document: StatementDocument, target: Writable) {
  const { statement, i18n, formats } = document
  const code = statement.currency
  const digits = minorDigits(code)
  const moneyFormat = digits === 0 ? '#,##0' : `#,##0.${'0'.repeat(digits)}`
  const dateFormat = { dmy: 'dd-mm-yyyy', mdy: 'mm/dd/yyyy', iso: 'yyyy-mm-dd' }[formats.dateFormat]
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: target,
    useStyles: true,
    useSharedStrings: false,
  })
  const sheet = workbook.addWorksheet(i18n.t('billing.statement.title'))
  const labels = columnLabels(i18n)
  const styles = [
    { width: 24 },
    { width: 48 },
    { width: 12, style: { numFmt: dateFormat } },
    { width: 9, style: { numFmt: '0.00' } },
    { width: 12, style: { numFmt: moneyFormat } },
    { width: 14, style: { numFmt: moneyFormat } },
    { width: 9 },
  ]
  sheet.columns = columnKeys.map((key, index) => ({ key, header: labels[index], ...styles[index] }))
  sheet.getRow(1).font = { bold: true }
  sheet.getRow(1).commit()
  // Minor units become the currency's decimal amount only here, for the cell's display.
  const major = (minor: number) => minor / 10 ** digits
  for (const row of tableRows(document)) {
    const added = sheet.addRow({
      project: row.project,
      description: row.description,
      date: row.date ? new Date(`${row.date}T00:00:00Z`) : null,
      hours: row.seconds === null ? null : row.seconds / 3600,
      rate: row.rate === null ? null : major(row.rate),
      amount: major(row.amount),
      currency: code,
    })
    if (row.rate === null) added.font = { bold: true }
    added.commit()
  }
  sheet.commit()
  await workbook.commit()
}

/** Widths of description, hours, rate and amount, filling A4 between 50 pt margins. */
const widths = [255, 60, 85, 95]
const fontSize = 9
const padding = 4

/**
 * The printable statement: the company, the client, its number (or "Draft"), issue date and
 * period, then each project's lines and subtotal, and the subtotal, tax and total.
 */
async function writePdf(document: StatementDocument, target: Writable) {
  const { statement, i18n, formats, company, number, issuedOn } = document
  const t = (key: string, data?: Record<string, string>) => i18n.t(`billing.statement.${key}`, data)
  const locale = i18n.locale
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: statement.currency })
  const unit = 10 ** minorDigits(statement.currency)
  const amount = (minor: number) => money.format(minor / unit)
  const hoursFormat = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
  const hours = (seconds: number) => hoursFormat.format(seconds / 3600)
  const longDate = (date: string) =>
    formatLongDate(date, locale, formats.dateFormat, { withYear: true })
  const shortDate = (date: string) => formatNumericDate(date, formats.dateFormat)

  const doc = pdfDocument(t('title'))
  doc.pipe(target)
  const left = 50
  const width = widths.reduce((sum, each) => sum + each)
  let pages = 0
  const font = (bold: boolean, size = fontSize) =>
    doc.font(bold ? 'bold' : 'regular').fontSize(size)
  doc.on('pageAdded', () => {
    const margin = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    font(false).text(t('page', { page: String(++pages) }), left, doc.page.height - margin / 2, {
      width,
      align: 'center',
    })
    doc.page.margins.bottom = margin
    doc.x = left
    doc.y = doc.page.margins.top
  })
  const bottom = () => doc.page.height - doc.page.margins.bottom
  /**
   * A row: the description wraps within its column, the numbers stand on one line against the
   * right edge of theirs. Only a description wider than its column is laid out line by line:
   * pdfkit's wrapping is what a 10,000-line statement spends its time on.
   */
  const row = (cells: string[], bold = false) => {
    font(bold)
    const [description, ...numbers] = cells.map(printable)
    const descriptionWidth = widths[0] - padding
    const oneLine = doc.widthOfString(description) <= descriptionWidth
    const height =
      (oneLine
        ? doc.currentLineHeight(true)
        : doc.heightOfString(description, { width: descriptionWidth })) + padding
    if (doc.y + height > bottom()) {
      doc.addPage()
      header()
      font(bold)
    }
    const top = doc.y
    if (oneLine) doc.text(description, left, top, { lineBreak: false })
    else doc.text(description, left, top, { width: descriptionWidth })
    let right = left + widths[0]
    numbers.forEach((text, index) => {
      right += widths[index + 1]
      doc.text(text, right - padding - doc.widthOfString(text), top, { lineBreak: false })
    })
    doc.x = left
    doc.y = top + height
  }
  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .stroke()
    doc.y += padding
  }
  const header = () => {
    row(
      ['description', 'hours', 'rate', 'amount'].map((key) => t(`columns.${key}`)),
      true
    )
    rule()
  }

  doc.addPage()
  const top = doc.y
  font(true, 14).text(printable(company.name ?? ''), left, top, { width: 280 })
  if (company.address) font(false, 10).text(printable(company.address), { width: 280 })
  const companyBottom = doc.y
  font(true, 18).text(t('title'), left + 280, top, { width: width - 280, align: 'right' })
  font(false, 11).text(number ?? t('draft'), { width: width - 280, align: 'right' })
  doc.x = left
  doc.y = Math.max(doc.y, companyBottom) + 20
  font(false, 10)
  const facts: [string, string][] = [
    [t('client'), statement.client.name],
    ...(statement.project ? [[t('project'), statement.project.name] as [string, string]] : []),
    [t('number'), number ?? t('draft')],
    [t('issued_on'), longDate(issuedOn)],
    [t('period'), `${longDate(statement.dateFrom)} – ${longDate(statement.dateTo)}`],
  ]
  for (const [label, value] of facts) doc.text(printable(`${label}: ${value}`), left)
  doc.text(t('amounts_in', { currency: statement.currency }), left)
  doc.moveDown(1)

  if (statement.groups.length === 0) {
    font(false, 11).text(t('no_logs'), left)
  } else {
    header()
    for (const group of statement.groups) {
      if (doc.y + 3 * (fontSize + padding) > bottom()) {
        doc.addPage()
        header()
      }
      doc.moveDown(0.3)
      font(true, fontSize + 1).text(printable(group.project.name), left)
      doc.moveDown(0.2)
      for (const line of group.lines) {
        row([
          describe(line, shortDate),
          hours(line.seconds),
          amount(line.rate),
          amount(line.amount),
        ])
      }
      row(
        [
          t('subtotal_of', { project: group.project.name }),
          hours(group.seconds),
          '',
          amount(group.subtotal),
        ],
        true
      )
      await drained(target)
    }
    doc.moveDown(1)
    rule()
    row([t('subtotal'), hours(statement.seconds), '', amount(statement.subtotal)], true)
    if (statement.taxRate !== null) {
      row([t('tax', { rate: percentOf(statement.taxRate) }), '', '', amount(statement.tax)])
    }
    row([t('total'), '', '', amount(statement.total)], true)
  }
  doc.end()
  await finished(target, { readable: false })
}

const writers = { csv: writeCsv, xlsx: writeXlsx, pdf: writePdf }

/** A statement as a download: its file name and type, and the writer of its bytes. */
export function statementDownload(format: StatementFormat, document: StatementDocument) {
  const { statement, number } = document
  const name = number ?? `draft-${statement.dateFrom}-${statement.dateTo}`
  return {
    filename: `statement-${name}.${format}`,
    contentType: contentTypes[format],
    write: (target: Writable) => writers[format](document, target),
  }
}
