import type { Writable } from 'node:stream'
import type { I18n } from '@adonisjs/i18n'
import ExcelJS from 'exceljs'
import type { ExportRow } from '#services/report_logs'
import { drained } from '#services/exports/backpressure'
import {
  billableLabels,
  logColumns,
  moneyFigures,
  type BillableLabels,
  type ColumnKey,
} from '#services/exports/columns'
import type { MoneyView } from '#shared/money'
import { minorDigits } from '#shared/money'
import { secondsOf } from '#shared/durations'
import type { DateTimeFormats } from '#shared/date_formats'
import { isPeriod, type Amounts, type Grouping, type Summary } from '#shared/report_query'

const secondsPerDay = 86_400

/** A YYYY-MM-DD date as the UTC midnight exceljs turns into a date serial. */
const dateCell = (date: string) => new Date(`${date}T00:00:00Z`)

/**
 * The spreadsheet number formats of a person's dates and times (ISO and 24-hour without one),
 * and of money in the currency, with its code and its minor unit's digits: "[$EUR] #,##0.00".
 */
function cellFormats(formats: DateTimeFormats | undefined, money: MoneyView) {
  const date = { dmy: 'dd-mm-yyyy', mdy: 'mm/dd/yyyy', iso: 'yyyy-mm-dd' }
  const digits = money ? minorDigits(money.currency) : 0
  return {
    date: date[formats?.dateFormat ?? 'iso'],
    time: formats?.timeFormat === '12h' ? 'h:mm:ss AM/PM' : 'hh:mm:ss',
    money: money
      ? `[$${money.currency}] #,##0${digits > 0 ? `.${'0'.repeat(digits)}` : ''}`
      : undefined,
  }
}

/** Money in minor units as the number a cell holds: major units; empty for none. */
function moneyCell(minor: number | null, money: NonNullable<MoneyView>) {
  return minor === null ? null : minor / 10 ** minorDigits(money.currency)
}

type CellFormats = ReturnType<typeof cellFormats>

const columnStyles = (
  cell: CellFormats
): Partial<Record<ColumnKey, { width: number; numFmt?: string }>> => ({
  date: { width: 12, numFmt: cell.date },
  start: { width: 10, numFmt: cell.time },
  stop: { width: 10, numFmt: cell.time },
  hours: { width: 9, numFmt: '0.00' },
  duration: { width: 11, numFmt: '[h]:mm' },
  client: { width: 24 },
  project: { width: 24 },
  task: { width: 20 },
  comments: { width: 48 },
  person: { width: 24 },
  ...(cell.money && {
    rate: { width: 14, numFmt: cell.money },
    amount: { width: 14, numFmt: cell.money },
    cost: { width: 14, numFmt: cell.money },
    profit: { width: 14, numFmt: cell.money },
    currency: { width: 9 },
  }),
})

/** The money columns a total sums. */
const summedMoney: ColumnKey[] = ['amount', 'cost', 'profit']

function logValues(row: ExportRow, billable: BillableLabels, team: boolean, money: MoneyView) {
  const values: ExcelJS.CellValue[] = [
    dateCell(row.date),
    secondsOf(row.startTime) / secondsPerDay,
    secondsOf(row.stopTime) / secondsPerDay,
    row.seconds / 3600,
    row.seconds / secondsPerDay,
    row.clientName,
    row.projectName,
    row.taskName,
    row.billable ? billable.yes : billable.no,
    row.comments ?? '',
  ]
  if (team) values.push(row.userName)
  if (money) {
    values.push(...moneyFigures(row, money).map((minor) => moneyCell(minor, money)), money.currency)
  }
  return values
}

/**
 * Where exceljs pipes a sheet's XML into the zip. Its StreamBuf writes there without heeding
 * the answer of write(), so without waiting on it the XML of every row would pile up in front
 * of the compression, a large export's whole sheet; exceljs has no public handle on it. Undefined
 * until the zip takes the sheet up.
 */
function zipInputOf(sheet: ExcelJS.Worksheet) {
  return (sheet as unknown as { stream: { pipes: Writable[] } }).stream.pipes.at(0)
}

/**
 * The XML that may wait for the compression: enough that it works while the next rows are read,
 * little enough to keep memory flat.
 */
const zipBacklog = 1024 * 1024

/** The logs sheet: one row per log, then a totals row whose sums spreadsheets recompute. */
async function writeLogs(
  sheet: ExcelJS.Worksheet,
  batches: AsyncIterable<ExportRow[]>,
  target: Writable,
  {
    i18n,
    team,
    formats,
    money,
  }: { i18n: I18n; team: boolean; formats: CellFormats; money: MoneyView }
) {
  const styles = columnStyles(formats)
  const columns = logColumns(i18n, team, money).map(({ key, label }) => ({
    key,
    header: label,
    width: styles[key]?.width,
    style: styles[key]?.numFmt ? { numFmt: styles[key].numFmt } : {},
  }))
  sheet.columns = columns
  sheet.getRow(1).font = { bold: true }
  sheet.getRow(1).commit()
  const billable = billableLabels(i18n)
  let seconds = 0
  const moneyTotals = new Map<ColumnKey, number>()
  let rowNumber = 1
  for await (const batch of batches) {
    for (const row of batch) {
      const values = logValues(row, billable, team, money)
      const added = sheet.addRow(values)
      // exceljs gives each cell a copy of its column's style and looks a copy up by its XML; it
      // looks up a style object it has seen before by the object: a third of the export's time.
      added.eachCell((cell, column) => {
        cell.style = columns[column - 1].style
      })
      added.commit()
      seconds += row.seconds
      for (const key of summedMoney) {
        const at = columns.findIndex((column) => column.key === key)
        if (at >= 0) moneyTotals.set(key, (moneyTotals.get(key) ?? 0) + Number(values[at] ?? 0))
      }
      rowNumber++
    }
    const zipInput = zipInputOf(sheet)
    if (zipInput) await drained(target, zipInput, zipBacklog)
    await drained(target)
  }
  // Without logs there is nothing to sum (and a sum over the totals row would be circular).
  const sum = (column: string, result: number) =>
    rowNumber > 1 ? { formula: `SUM(${column}2:${column}${rowNumber})`, result } : result
  const letterOf = (key: ColumnKey) =>
    String.fromCharCode(65 + columns.findIndex((column) => column.key === key))
  const totals = sheet.addRow({
    date: i18n.t('exports.total'),
    hours: sum('D', seconds / 3600),
    duration: sum('E', seconds / secondsPerDay),
    ...Object.fromEntries([...moneyTotals].map(([key, total]) => [key, sum(letterOf(key), total)])),
  })
  totals.font = { bold: true }
  totals.commit()
  sheet.commit()
}

/** The summary sheet: each group with its subgroups under it, then the totals. */
function writeSummary(
  sheet: ExcelJS.Worksheet,
  summary: Summary,
  { i18n, cell, money }: { i18n: I18n; cell: CellFormats; money: MoneyView }
) {
  const moneyColumns = money
    ? [
        { key: 'amount', header: i18n.t('exports.columns.amount'), width: 14, numFmt: cell.money },
        ...(money.costs
          ? [
              {
                key: 'cost',
                header: i18n.t('exports.columns.cost'),
                width: 14,
                numFmt: cell.money,
              },
              {
                key: 'profit',
                header: i18n.t('exports.columns.profit'),
                width: 14,
                numFmt: cell.money,
              },
            ]
          : []),
      ]
    : []
  const { group: grouping, subgroup: subgrouping } = summary.options
  const label = (kind: Grouping | null, name: string) =>
    kind && isPeriod(kind) ? dateCell(name) : name
  sheet.columns = [
    // Period groups (day, week, month) are written as dates; names stay text.
    { key: 'group', header: i18n.t('exports.summary.group'), width: 28, numFmt: cell.date },
    {
      key: 'subgroup',
      header: i18n.t('exports.summary.subgroup'),
      width: 28,
      numFmt: cell.date,
    },
    { key: 'hours', header: i18n.t('exports.summary.hours'), width: 10, numFmt: '0.00' },
    {
      key: 'billable',
      header: i18n.t('exports.summary.billable_hours'),
      width: 16,
      numFmt: '0.00',
    },
    { key: 'count', header: i18n.t('exports.summary.logs'), width: 10, numFmt: '0' },
    ...moneyColumns,
  ].map(({ numFmt, ...column }) => ({ ...column, style: { numFmt } }))
  sheet.getRow(1).font = { bold: true }
  sheet.getRow(1).commit()
  const line = (group: ExcelJS.CellValue, subgroup: ExcelJS.CellValue, of: Amounts) => ({
    group,
    subgroup,
    hours: of.seconds / 3600,
    billable: of.billableSeconds / 3600,
    count: of.count,
    ...(money && {
      amount: moneyCell(of.billableAmount, money),
      ...(money.costs && {
        cost: moneyCell(of.costAmount, money),
        profit: moneyCell(of.billableAmount - of.costAmount, money),
      }),
    }),
  })
  for (const group of summary.groups) {
    const row = sheet.addRow(line(label(grouping, group.name), null, group))
    row.font = { bold: true }
    row.commit()
    for (const child of group.children ?? []) {
      sheet.addRow(line(null, label(subgrouping, child.name), child)).commit()
    }
  }
  const totals = sheet.addRow(line(i18n.t('exports.total'), null, summary.totals))
  totals.font = { bold: true }
  totals.commit()
  sheet.commit()
}

/**
 * Writes the logs as an XLSX workbook with exceljs's streaming writer: each row is committed as
 * it comes (inline strings, no shared-string table to keep), and the next batch of rows is read
 * only when the target has drained. The second sheet holds the grouped summary.
 */
export async function writeXlsx(
  batches: AsyncIterable<ExportRow[]>,
  target: Writable,
  options: {
    i18n: I18n
    team: boolean
    summary: Summary
    /** The date and time formats of whoever asked for the export. */
    formats?: DateTimeFormats
    /** The money the viewer may see, as numbers in the currency's format. */
    money: MoneyView
  }
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: target,
    useStyles: true,
    useSharedStrings: false,
  })
  const { i18n, team, summary, money } = options
  const cell = cellFormats(options.formats, money)
  const logs = workbook.addWorksheet(i18n.t('exports.sheets.logs'))
  await writeLogs(logs, batches, target, { i18n, team, formats: cell, money })
  writeSummary(workbook.addWorksheet(i18n.t('exports.sheets.summary')), summary, {
    i18n,
    cell,
    money,
  })
  await workbook.commit()
}
