import { existsSync } from 'node:fs'
import { finished } from 'node:stream/promises'
import type { Writable } from 'node:stream'
import type { I18n } from '@adonisjs/i18n'
import PDFDocument from 'pdfkit'
import type { ExportRow } from '#services/report_logs'
import { drained } from '#services/exports/backpressure'
import { formatLongDate, formatTimeOfDay, type DateTimeFormats } from '#shared/date_formats'

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
const printable = (text: string) => (hasDejaVu ? text : text.replace(windows1252, '?'))

type Options = {
  i18n: I18n
  dateFrom: string
  dateTo: string
  /** The person of a personal export, so a range without logs still gets its timesheet. */
  person?: string
  /** The date and time formats of whoever asked for the export; else the language's. */
  formats?: DateTimeFormats
}

/** Widths of start, stop, project, task, comments and hours, filling A4 between 50 pt margins. */
const widths = [38, 38, 100, 80, 189, 50]
const fontSize = 9
const padding = 4

const asDate = (date: string) => new Date(`${date}T00:00:00Z`)

class Timesheet {
  readonly #doc: PDFKit.PDFDocument
  readonly #i18n: I18n
  readonly #hours: Intl.NumberFormat
  readonly #day: Intl.DateTimeFormat
  readonly #long: Intl.DateTimeFormat
  readonly #weekday: Intl.DateTimeFormat
  readonly #formats: DateTimeFormats | undefined
  #pages = 0

  constructor(doc: PDFKit.PDFDocument, i18n: I18n, formats?: DateTimeFormats) {
    this.#doc = doc
    this.#i18n = i18n
    this.#formats = formats
    const locale = i18n.locale
    this.#hours = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    this.#day = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' })
    this.#long = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
    this.#weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' })
    doc.on('pageAdded', () => this.#footer())
  }

  get #bottom() {
    return this.#doc.page.height - this.#doc.page.margins.bottom
  }

  hours(seconds: number) {
    return this.#hours.format(seconds / 3600)
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
      { width: widths.reduce((sum, width) => sum + width), align: 'center' }
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

  #row(cells: string[], { bold = false } = {}) {
    const doc = this.#font(bold)
    const texts = cells.map(printable)
    const height =
      Math.max(
        ...texts.map((text, i) => doc.heightOfString(text, { width: widths[i] - padding }))
      ) + padding
    this.#room(height)
    const top = doc.y
    let left = doc.page.margins.left
    texts.forEach((text, i) => {
      const align = i === widths.length - 1 ? 'right' : 'left'
      doc.text(text, left, top, { width: widths[i] - padding, align })
      left += widths[i]
    })
    doc.x = doc.page.margins.left
    doc.y = top + height
  }

  #rule() {
    const doc = this.#doc
    const width = widths.reduce((sum, w) => sum + w)
    doc
      .moveTo(doc.page.margins.left, doc.y)
      .lineTo(doc.page.margins.left + width, doc.y)
      .lineWidth(0.5)
      .stroke()
    doc.y += padding
  }

  #columnHeader() {
    const t = (key: string) => this.#i18n.t(`exports.${key}`)
    this.#row(
      [
        t('columns.start'),
        t('columns.stop'),
        t('columns.project'),
        t('columns.task'),
        t('columns.comments'),
        t('timesheet.hours'),
      ],
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

  /** Title, person and period at the top of a person's first page. */
  begin(person: string, dateFrom: string, dateTo: string, first: boolean) {
    const doc = this.#doc
    if (!first) doc.addPage()
    const t = (key: string) => this.#i18n.t(`exports.timesheet.${key}`)
    this.#font(true, 18).text(t('title'))
    doc.moveDown(0.5)
    this.#font(false, 11)
      .text(`${t('person')}: ${printable(person)}`)
      .text(`${t('period')}: ${this.#longDate(dateFrom)} – ${this.#longDate(dateTo)}`)
    doc.moveDown(1)
    this.#columnHeader()
  }

  day(date: string) {
    this.#room(3 * fontSize + 2 * padding)
    this.#doc.moveDown(0.5)
    this.#font(true).text(this.#dayHeading(date))
    this.#doc.moveDown(0.2)
  }

  log(row: ExportRow) {
    this.#row([
      this.#time(row.startTime),
      this.#time(row.stopTime),
      row.projectName,
      row.taskName,
      row.comments ?? '',
      this.hours(row.seconds),
    ])
  }

  dayTotal(seconds: number) {
    this.#row(['', '', '', '', this.#i18n.t('exports.timesheet.day_total'), this.hours(seconds)], {
      bold: true,
    })
  }

  /** The period's total, or the note that nothing was logged, then the signature lines. */
  end(seconds: number, logged: boolean) {
    const doc = this.#doc
    const t = (key: string) => this.#i18n.t(`exports.timesheet.${key}`)
    doc.moveDown(1)
    if (logged) {
      this.#rule()
      this.#row(['', '', '', '', t('total'), this.hours(seconds)], { bold: true })
    } else {
      this.#font(false, 11).text(t('no_logs'))
    }
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
 * Writes a printable timesheet per person for the range (rows ordered by person, date and start
 * time): the logs per day with the day's total, the period's total and signature lines, each
 * person from a new page. pdfkit streams finished pages into the target; the next batch of rows
 * is read only when the target has drained.
 */
export async function writePdf(
  batches: AsyncIterable<ExportRow[]>,
  target: Writable,
  { i18n, dateFrom, dateTo, person, formats }: Options
) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: i18n.t('exports.timesheet.title') },
    autoFirstPage: false,
  })
  if (hasDejaVu) {
    doc.registerFont('regular', dejaVu.regular)
    doc.registerFont('bold', dejaVu.bold)
  } else {
    doc.registerFont('regular', 'Helvetica')
    doc.registerFont('bold', 'Helvetica-Bold')
  }
  doc.pipe(target)
  const sheet = new Timesheet(doc, i18n, formats)
  doc.addPage()

  let userId: number | undefined
  let date: string | undefined
  let daySeconds = 0
  let totalSeconds = 0
  const closeDay = () => date !== undefined && sheet.dayTotal(daySeconds)
  for await (const batch of batches) {
    for (const row of batch) {
      if (row.userId !== userId) {
        if (userId !== undefined) {
          closeDay()
          sheet.end(totalSeconds, true)
        }
        sheet.begin(row.userName, dateFrom, dateTo, userId === undefined)
        userId = row.userId
        date = undefined
        totalSeconds = 0
      }
      if (row.date !== date) {
        closeDay()
        sheet.day(row.date)
        date = row.date
        daySeconds = 0
      }
      sheet.log(row)
      daySeconds += row.seconds
      totalSeconds += row.seconds
    }
    await drained(target)
  }
  if (userId === undefined) {
    sheet.begin(person ?? '', dateFrom, dateTo, true)
    sheet.end(0, false)
  } else {
    closeDay()
    sheet.end(totalSeconds, true)
  }
  doc.end()
  await finished(target, { readable: false })
}
