import { existsSync } from 'node:fs'
import { finished } from 'node:stream/promises'
import type { Writable } from 'node:stream'
import type { I18n } from '@adonisjs/i18n'
import PDFDocument from 'pdfkit'
import type { ExportRow } from '#services/report_logs'
import { drained } from '#services/exports/backpressure'
import { formatLongDate, formatTimeOfDay, type DateTimeFormats } from '#shared/date_formats'
import type { Grouping } from '#shared/report_query'
import type { GroupedRow, RowGroup } from '#services/exports/grouped_rows'
import type { MoneyView } from '#shared/money'
import { formatMoney } from '#shared/money'

/**
 * pdfkit's built-in fonts know only Windows-1252: any other character (Greek, Cyrillic, CJK,
 * emoji) comes out as garbage. DejaVu Sans covers most scripts and ships with most Linux
 * systems, so it is embedded (subset) when present; without it the built-in Helvetica is used and
 * characters it cannot show become "?".
 */
const dejaVu = {
  regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
}
const hasDejaVu = existsSync(dejaVu.regular) && existsSync(dejaVu.bold)
const windows1252 =
  /[^\t\n\r\u0020-\u00ff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]/gu
export const printable = (text: string) => (hasDejaVu ? text : text.replace(windows1252, '?'))

type Options = {
  i18n: I18n
  dateFrom: string
  dateTo: string
  /** The person of a personal export, so a range without logs still gets its timesheet. */
  person?: string
  /** The report's grouping; without one, each person's logs by day. */
  group?: Grouping
  subgroup?: Grouping | null
  /** A team export: grouped by anything but the person, one document with a person column. */
  team?: boolean
  /** The date and time formats of whoever asked for the export; else the language's. */
  formats?: DateTimeFormats
  /** The money whoever asked may see: with it, each log's rate and amount, and sums of amounts. */
  money?: MoneyView
}

/** An A4 document with 50 pt margins and its fonts registered as `regular` and `bold`. */
export function pdfDocument(title: string) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: title },
    autoFirstPage: false,
  })
  if (hasDejaVu) {
    doc.registerFont('regular', dejaVu.regular)
    doc.registerFont('bold', dejaVu.bold)
  } else {
    doc.registerFont('regular', 'Helvetica')
    doc.registerFont('bold', 'Helvetica-Bold')
  }
  return doc
}

/** Widths of start, stop, project, task, comments and hours, filling A4 between 50 pt margins. */
const personWidths = [38, 38, 100, 80, 189, 50]
/** The same with the person after the stop, for the team's document. */
const teamWidths = [38, 38, 80, 90, 70, 129, 50]
/** The same two with the rate and the amount after the hours. */
const personMoneyWidths = [38, 38, 85, 65, 119, 45, 50, 55]
const teamMoneyWidths = [36, 36, 70, 70, 60, 83, 45, 45, 50]
const fontSize = 9
const padding = 4

const asDate = (date: string) => new Date(`${date}T00:00:00Z`)

/** A section's heading waiting for its first row; a day's is smaller than a group's. */
type Heading = { text: string; day: boolean }

class Timesheet {
  readonly #doc: PDFKit.PDFDocument
  readonly #i18n: I18n
  readonly #hours: Intl.NumberFormat
  readonly #day: Intl.DateTimeFormat
  readonly #long: Intl.DateTimeFormat
  readonly #month: Intl.DateTimeFormat
  readonly #widths: number[]
  readonly #withPerson: boolean
  readonly #weekday: Intl.DateTimeFormat
  readonly #formats: DateTimeFormats | undefined
  readonly #money: MoneyView
  /** How many columns at the right are figures, aligned right: hours, and rate and amount. */
  readonly #figures: number
  #pages = 0

  constructor(
    doc: PDFKit.PDFDocument,
    i18n: I18n,
    withPerson: boolean,
    formats?: DateTimeFormats,
    money: MoneyView = null
  ) {
    this.#doc = doc
    this.#i18n = i18n
    this.#formats = formats
    this.#withPerson = withPerson
    this.#money = money
    this.#figures = money ? 3 : 1
    this.#widths = money
      ? withPerson
        ? teamMoneyWidths
        : personMoneyWidths
      : withPerson
        ? teamWidths
        : personWidths
    const locale = i18n.locale
    this.#hours = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    this.#day = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' })
    this.#long = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
    this.#weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' })
    this.#month = new Intl.DateTimeFormat(locale, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    doc.on('pageAdded', () => this.#footer())
  }

  get #bottom() {
    return this.#doc.page.height - this.#doc.page.margins.bottom
  }

  get #width() {
    return this.#widths.reduce((sum, width) => sum + width)
  }

  hours(seconds: number) {
    return this.#hours.format(seconds / 3600)
  }

  /** Money in the viewer's currency, or nothing for none. */
  #amount(minor: number | null) {
    return this.#money && minor !== null
      ? formatMoney(minor, this.#money.currency, this.#i18n.locale)
      : ''
  }

  /** The figures a row ends with: its hours, and with money its rate (if any) and amount. */
  #figuresOf(seconds: number, amount: number | null, rate?: number | null) {
    const hours = this.hours(seconds)
    return this.#money ? [hours, this.#amount(rate ?? null), this.#amount(amount)] : [hours]
  }

  /** A total's row: blank cells, its label just before the figures, then its figures. */
  #totalCells(label: string, seconds: number, amount: number) {
    const empty = this.#widths.slice(this.#figures + 1).map(() => '')
    return [...empty, label, ...this.#figuresOf(seconds, amount)]
  }

  /** The page number in the bottom margin, written without moving the text cursor. */
  #footer() {
    const doc = this.#doc
    const { x, y } = doc
    const margin = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    this.#font(false).text(
      this.#i18n.t('exports.timesheet.page', { page: ++this.#pages }),
      doc.page.margins.left,
      doc.page.height - margin / 2 - fontSize,
      { width: this.#width, align: 'center' }
    )
    doc.page.margins.bottom = margin
    doc.x = x
    doc.y = y
  }

  #font(bold: boolean, size = fontSize) {
    return this.#doc.font(bold ? 'bold' : 'regular').fontSize(size)
  }

  /** A new page when the next block of this height would not fit on this one. */
  #room(height: number) {
    if (this.#doc.y + height > this.#bottom) {
      this.#doc.addPage()
      this.#columnHeader()
    }
  }

  /** The height a row of these cells takes. */
  #rowHeight(cells: string[], bold = false) {
    const doc = this.#font(bold)
    return (
      Math.max(
        ...cells.map((text, i) =>
          doc.heightOfString(printable(text), { width: this.#widths[i] - padding })
        )
      ) + padding
    )
  }

  #row(cells: string[], { bold = false } = {}) {
    const height = this.#rowHeight(cells, bold)
    this.#room(height)
    const doc = this.#font(bold)
    const top = doc.y
    let left = doc.page.margins.left
    cells.map(printable).forEach((text, i) => {
      const align = i >= this.#widths.length - this.#figures ? 'right' : 'left'
      doc.text(text, left, top, { width: this.#widths[i] - padding, align })
      left += this.#widths[i]
    })
    doc.x = doc.page.margins.left
    doc.y = top + height
  }

  #rule() {
    const doc = this.#doc
    doc
      .moveTo(doc.page.margins.left, doc.y)
      .lineTo(doc.page.margins.left + this.#width, doc.y)
      .lineWidth(0.5)
      .stroke()
    doc.y += padding
  }

  /** Cells of a row: the person's only in the team's document. */
  #cells(start: string, stop: string, person: string, rest: string[]) {
    return [start, stop, ...(this.#withPerson ? [person] : []), ...rest]
  }

  #columnHeader() {
    const t = (key: string) => this.#i18n.t(`exports.${key}`)
    this.#row(
      this.#cells(t('columns.start'), t('columns.stop'), t('columns.person'), [
        t('columns.project'),
        t('columns.task'),
        t('columns.comments'),
        t('timesheet.hours'),
        ...(this.#money ? [t('columns.rate'), t('columns.amount')] : []),
      ]),
      { bold: true }
    )
    this.#rule()
  }

  /** A date with its year, in the person's format when the export has one. */
  #longDate(date: string) {
    if (!this.#formats) return this.#long.format(asDate(date))
    const { locale } = this.#i18n
    return formatLongDate(date, locale, this.#formats.dateFormat, { withYear: true })
  }

  /** A day's heading: its weekday and date. */
  #dayHeading(date: string) {
    if (!this.#formats) return this.#day.format(asDate(date))
    return `${this.#weekday.format(asDate(date))}, ${this.#longDate(date)}`
  }

  /** A time of day without zero seconds, on the person's clock. */
  #time(time: string) {
    return formatTimeOfDay(time, this.#formats?.timeFormat ?? '24h')
  }

  /**
   * Title, person (not in the team's document) and period at the top of a document or of a
   * person's first page.
   */
  begin(person: string | undefined, dateFrom: string, dateTo: string, first: boolean) {
    const doc = this.#doc
    if (!first) doc.addPage()
    const t = (key: string) => this.#i18n.t(`exports.timesheet.${key}`)
    this.#font(true, 18).text(t('title'))
    doc.moveDown(0.5)
    this.#font(false, 11)
    if (person !== undefined) doc.text(`${t('person')}: ${printable(person)}`)
    doc.text(`${t('period')}: ${this.#longDate(dateFrom)} – ${this.#longDate(dateTo)}`)
    doc.moveDown(1)
    this.#columnHeader()
  }

  /** A group's name as the report shows it: periods as dates in the language. */
  label(group: RowGroup) {
    switch (group.grouping) {
      case 'day':
        return this.#dayHeading(group.key)
      case 'week':
        return this.#i18n.t('exports.timesheet.week_of', { date: this.#longDate(group.key) })
      case 'month':
        return this.#month.format(asDate(group.key))
      default:
        return group.name
    }
  }

  /**
   * Starts a section: a group of the report or a day. Its heading is written with the section's
   * first row, and each row only once the next is known, so that the last goes with the
   * section's totals: a heading never stands at the foot of a page without its first row, nor a
   * total alone at the top of the next.
   */
  section(group: RowGroup) {
    this.#headings.push({ text: this.label(group), day: group.grouping === 'day' })
  }

  #headings: Heading[] = []
  #pending: string[] | undefined

  #headingSize = (heading: Heading) => (heading.day ? fontSize : fontSize + 2)

  #headingsHeight() {
    return this.#headings.reduce((sum, heading) => {
      const doc = this.#font(true, this.#headingSize(heading))
      return sum + doc.heightOfString(printable(heading.text)) + doc.currentLineHeight(true) * 0.7
    }, 0)
  }

  /** Writes the rows, with the headings not yet written, all on one page. */
  #together(rows: { cells: string[]; bold?: boolean }[]) {
    const heights = rows.map(({ cells, bold }) => this.#rowHeight(cells, bold))
    this.#room(this.#headingsHeight() + heights.reduce((sum, height) => sum + height, 0))
    for (const heading of this.#headings) {
      this.#doc.moveDown(0.5)
      this.#font(true, this.#headingSize(heading)).text(printable(heading.text))
      this.#doc.moveDown(0.2)
    }
    this.#headings = []
    for (const row of rows) this.#row(row.cells, { bold: row.bold })
  }

  log(row: ExportRow) {
    if (this.#pending) this.#together([{ cells: this.#pending }])
    this.#pending = this.#cells(this.#time(row.startTime), this.#time(row.stopTime), row.userName, [
      row.projectName,
      row.taskName,
      row.comments ?? '',
      ...this.#figuresOf(row.seconds, row.billableAmount, row.billableRate),
    ])
  }

  /** Closes sections, innermost first: each one's total, the last row with them. */
  totals(sections: { group: RowGroup; seconds: number; amount: number }[]) {
    const t = (key: string, data?: Record<string, string>) =>
      this.#i18n.t(`exports.timesheet.${key}`, data)
    const totals = sections.map(({ group, seconds, amount }) => {
      const label =
        group.grouping === 'day' ? t('day_total') : t('group_total', { name: this.label(group) })
      return { cells: this.#totalCells(label, seconds, amount), bold: true }
    })
    this.#together([...(this.#pending ? [{ cells: this.#pending }] : []), ...totals])
    this.#pending = undefined
  }

  /** The period's total, or the note that nothing was logged, then the signature lines. */
  end(seconds: number, amount: number, logged: boolean, signatures: boolean) {
    const doc = this.#doc
    const t = (key: string) => this.#i18n.t(`exports.timesheet.${key}`)
    doc.moveDown(1)
    if (logged) {
      this.#rule()
      this.#row(this.#totalCells(t('total'), seconds, amount), { bold: true })
    } else {
      this.#font(false, 11).text(t('no_logs'))
    }
    if (!signatures) return
    const blockHeight = 110
    if (doc.y + blockHeight > this.#bottom) doc.addPage()
    doc.moveDown(3)
    const top = doc.y
    const left = doc.page.margins.left
    const column = 230
    for (const [offset, label] of [
      [0, t('employee_signature')],
      [column + 35, t('manager_signature')],
    ] as const) {
      const x = left + offset
      doc
        .moveTo(x, top + 40)
        .lineTo(x + column, top + 40)
        .lineWidth(0.5)
        .stroke()
      this.#font(false).text(label, x, top + 44, { width: column })
      doc
        .moveTo(x, top + 90)
        .lineTo(x + column, top + 90)
        .stroke()
      this.#font(false).text(t('date'), x, top + 94, { width: column })
    }
    doc.x = left
    doc.y = top + blockHeight
  }
}

/**
 * The sections a log is written under, outermost first: the report's group and subgroup (the
 * person is a timesheet of their own instead), then the day unless a day is one of them.
 */
function sectionReaders(
  group: Grouping | undefined,
  subgroup: Grouping | null,
  personPages: boolean
) {
  const readers: ((row: GroupedRow) => RowGroup)[] = []
  const shown = (grouping: Grouping | null | undefined): grouping is Grouping =>
    Boolean(grouping) && !(personPages && grouping === 'user')
  if (shown(group)) readers.push((row) => row.group!)
  if (shown(subgroup)) readers.push((row) => row.subgroup!)
  if (group !== 'day' && subgroup !== 'day') {
    readers.push((row) => ({ grouping: 'day', key: row.date, name: row.date }))
  }
  return readers
}

/**
 * Writes a printable timesheet for the range in the report's order (rows ordered by its groups,
 * then by person, date and start time): the logs in sections of the report's group and
 * subgroup and of the day, each with its total, the period's total and signature lines. A
 * person's own export, and the team's by person (or without a grouping), is a timesheet per
 * person, each from a new page; the team's by anything else is one document with a person
 * column and no signatures. pdfkit streams finished pages into the target; the next batch of
 * rows is read only when the target has drained.
 */
export async function writePdf(
  batches: AsyncIterable<GroupedRow[]>,
  target: Writable,
  {
    i18n,
    dateFrom,
    dateTo,
    person,
    group,
    subgroup = null,
    team = false,
    formats,
    money = null,
  }: Options
) {
  const doc = pdfDocument(i18n.t('exports.timesheet.title'))
  doc.pipe(target)
  const personPages = !team || group === undefined || group === 'user'
  const sheet = new Timesheet(doc, i18n, !personPages, formats, money)
  const readers = sectionReaders(group, subgroup, personPages)
  doc.addPage()

  let begun = false
  let userId: number | undefined
  let open: RowGroup[] = []
  let sums: { seconds: number; amount: number }[] = []
  let total = { seconds: 0, amount: 0 }
  /** Closes the open sections from a level inward. */
  const closeFrom = (level: number) => {
    if (open.length <= level) return
    sheet.totals(
      open
        .map((section, index) => ({ group: section, ...sums[index] }))
        .slice(level)
        .reverse()
    )
    open = open.slice(0, level)
    sums = sums.slice(0, level)
  }
  for await (const batch of batches) {
    for (const row of batch) {
      if (personPages ? row.userId !== userId : !begun) {
        if (begun) {
          closeFrom(0)
          sheet.end(total.seconds, total.amount, true, true)
        }
        sheet.begin(personPages ? row.userName : undefined, dateFrom, dateTo, !begun)
        begun = true
        userId = row.userId
        total = { seconds: 0, amount: 0 }
      }
      const sections = readers.map((read) => read(row))
      const changed = sections.findIndex((section, index) => section.key !== open[index]?.key)
      if (changed >= 0) {
        closeFrom(changed)
        for (const section of sections.slice(changed)) {
          sheet.section(section)
          open.push(section)
          sums.push({ seconds: 0, amount: 0 })
        }
      }
      sheet.log(row)
      const add = (sum: { seconds: number; amount: number }) => ({
        seconds: sum.seconds + row.seconds,
        amount: sum.amount + (row.billableAmount ?? 0),
      })
      sums = sums.map(add)
      total = add(total)
    }
    await drained(target)
  }
  if (!begun) {
    sheet.begin(personPages ? (person ?? '') : undefined, dateFrom, dateTo, true)
    sheet.end(0, 0, false, personPages)
  } else {
    closeFrom(0)
    sheet.end(total.seconds, total.amount, true, personPages)
  }
  doc.end()
  await finished(target, { readable: false })
}
