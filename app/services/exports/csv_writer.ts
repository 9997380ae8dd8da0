import { Readable, type Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { I18n } from '@adonisjs/i18n'
import type { ExportRow } from '#services/report_logs'
import {
  billableLabels,
  decimalHours,
  hoursAndMinutes,
  logColumns,
  type BillableLabels,
} from '#services/exports/columns'

const byteOrderMark = '\uFEFF'
const lineEnd = '\r\n'

/**
 * A cell a spreadsheet would run as a formula (OWASP's CSV injection list) gets a leading
 * apostrophe. Prefixing keeps every character of the comment (stripping would lose data), and
 * spreadsheets read the apostrophe as "this is text"; a plain-text reader sees it, which is the
 * accepted price.
 */
export function neutraliseFormula(text: string) {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

/** RFC 4180: a field with a comma, quote, CR or LF is quoted, its quotes doubled. */
export function csvField(text: string) {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const textCell = (text: string) => csvField(neutraliseFormula(text))

function csvLine(row: ExportRow, billable: BillableLabels, team: boolean) {
  const cells = [
    row.date,
    row.startTime,
    row.stopTime,
    decimalHours(row.seconds),
    hoursAndMinutes(row.seconds),
    textCell(row.clientName),
    textCell(row.projectName),
    textCell(row.taskName),
    row.billable ? billable.yes : billable.no,
    textCell(row.comments ?? ''),
  ]
  if (team) cells.push(textCell(row.userName))
  return cells.join(',') + lineEnd
}

async function* csvChunks(batches: AsyncIterable<ExportRow[]>, i18n: I18n, team: boolean) {
  const header = logColumns(i18n, team).map(({ label }) => textCell(label))
  yield byteOrderMark + header.join(',') + lineEnd
  const billable = billableLabels(i18n)
  for await (const batch of batches) {
    yield batch.map((row) => csvLine(row, billable, team)).join('')
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
  { i18n, team }: { i18n: I18n; team: boolean }
) {
  await pipeline(Readable.from(csvChunks(batches, i18n, team)), target)
}
