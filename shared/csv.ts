/**
 * The CSV every export writes, the server's reports and the admin panel's lists alike: RFC 4180
 * with CRLF line ends, UTF-8 with a byte-order mark so spreadsheets pick the right encoding, and
 * no cell a spreadsheet would run as a formula.
 */
export const byteOrderMark = '\uFEFF'
export const csvLineEnd = '\r\n'

/** The first characters that make a spreadsheet run a cell, and those that make a field quoted. */
const formulaStart = '=+\\-@\\t\\r'
const quoted = '",\\r\\n'
const startsFormula = new RegExp(`^[${formulaStart}]`)
const needsQuotes = new RegExp(`[${quoted}]`)

/**
 * A cell a spreadsheet would run as a formula (OWASP's CSV injection list) gets a leading
 * apostrophe. Prefixing keeps every character of the text (stripping would lose data), and
 * spreadsheets read the apostrophe as "this is text"; a plain-text reader sees it, which is the
 * accepted price.
 */
export function neutraliseFormula(text: string) {
  return startsFormula.test(text) ? `'${text}` : text
}

/** RFC 4180: a field with a comma, quote, CR or LF is quoted, its quotes doubled. */
export function csvField(text: string) {
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** Text that needs neither: one test, where an export tests every name and comment it writes. */
const plainText = new RegExp(`^(?![${formulaStart}])[^${quoted}]*$`)

/** A cell of text that people wrote: neutralised, then quoted where needed. */
export const csvTextCell = (text: string) =>
  plainText.test(text) ? text : csvField(neutraliseFormula(text))

/** What a cell holds: text (people's, so neutralised), a number (written as it is), or nothing. */
export type CsvValue = string | number | null | undefined

export function csvCell(value: CsvValue) {
  if (value === null || value === undefined) return ''
  return typeof value === 'number' ? String(value) : csvTextCell(value)
}

/** A whole CSV file: the byte-order mark, then a line per row (the header first). */
export function csvDocument(rows: CsvValue[][]) {
  return byteOrderMark + rows.map((row) => row.map(csvCell).join(',') + csvLineEnd).join('')
}
