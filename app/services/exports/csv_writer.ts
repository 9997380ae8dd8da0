import { Readable, type Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { I18n } from '@adonisjs/i18n'
import type { ExportRow } from '#services/report_logs'
import {
  billableLabels,
  decimalHours,
  logColumns,
  profitOf,
  type BillableLabels,
} from '#services/exports/columns'
import type { MoneyView } from '#shared/money'
import { decimalOf } from '#shared/money'
import { byteOrderMark, csvLineEnd, csvTextCell } from '#shared/csv'
import { formatHours } from '#shared/durations'
import { formatNumericDate, formatTimeOfDay, type DateTimeFormats } from '#shared/date_formats'

/**
 * Each value written once: an export's logs share a few dates and times of day, which are
 * otherwise taken apart again for every log. At most one entry per day in the range and per
 * second of the day.
 */
function remembered(write: (value: string) => string) {
  const written = new Map<string, string>()
  return (value: string) => {
    let text = written.get(value)
    if (text === undefined) {
      text = write(value)
      written.set(value, text)
    }
    return text
  }
}

/** Dates and times as the person writes them; without a person, ISO dates and 24-hour times. */
function cellWriters(formats?: DateTimeFormats) {
  if (!formats) return { date: (date: string) => date, time: (time: string) => time }
  return {
    date: remembered((date) => formatNumericDate(date, formats.dateFormat)),
    time: remembered((time) => formatTimeOfDay(time, formats.timeFormat)),
  }
}

type CellWriters = ReturnType<typeof cellWriters>

type CsvOptions = {
  i18n: I18n
  team: boolean
  /** The date and time formats of whoever asked for the export. */
  formats?: DateTimeFormats
  /** The money the viewer may see: plain decimals and the currency. */
  money: MoneyView
}

/** A money cell: a plain decimal, empty for none. */
const decimalCell = (minor: number | null, currency: string) =>
  minor === null ? '' : decimalOf(minor, currency)

/** The money cells of a log in the order of moneyKeys(), each after a comma. */
function moneyCells(row: ExportRow, { currency, costs }: NonNullable<MoneyView>) {
  return (
    `,${decimalCell(row.billableRate, currency)},${decimalCell(row.billableAmount, currency)}` +
    (costs
      ? `,${decimalCell(row.costAmount, currency)},${decimalCell(profitOf(row), currency)}`
      : '') +
    `,${currency}`
  )
}

/** A log's line, written as one string: an export writes a hundred thousand of them. */
function csvLine(
  row: ExportRow,
  billable: BillableLabels,
  { team, money }: Pick<CsvOptions, 'team' | 'money'>,
  write: CellWriters
) {
  const text = csvTextCell
  return (
    `${write.date(row.date)},${write.time(row.startTime)},${write.time(row.stopTime)},` +
    `${decimalHours(row.seconds)},${formatHours(row.seconds)},` +
    `${text(row.clientName)},${text(row.projectName)},${text(row.taskName)},` +
    `${row.billable ? billable.yes : billable.no},${text(row.comments ?? '')}` +
    (team ? `,${text(row.userName)}` : '') +
    (money ? moneyCells(row, money) : '') +
    csvLineEnd
  )
}

async function* csvChunks(
  batches: AsyncIterable<ExportRow[]>,
  { i18n, team, formats, money }: CsvOptions
) {
  const header = logColumns(i18n, team, money).map(({ label }) => csvTextCell(label))
  yield byteOrderMark + header.join(',') + csvLineEnd
  const billable = billableLabels(i18n)
  const write = cellWriters(formats)
  for await (const batch of batches) {
    yield batch.map((row) => csvLine(row, billable, { team, money }, write)).join('')
  }
}

/**
 * Writes the logs as CSV (RFC 4180, UTF-8 with a byte-order mark so spreadsheets pick the right
 * encoding, CRLF line ends), one batch of rows at a time: the pipeline waits for the target to
 * drain, and stops reading rows when the target closes early.
 */
export async function writeCsv(
  batches: AsyncIterable<ExportRow[]>,
  target: Writable,
  options: CsvOptions
) {
  await pipeline(Readable.from(csvChunks(batches, options)), target)
}
