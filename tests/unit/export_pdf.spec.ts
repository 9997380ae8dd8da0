import { PassThrough } from 'node:stream'
import { test } from '@japa/runner'
import { extractText, getDocumentProxy } from 'unpdf'
import { writePdf } from '#services/exports/pdf_writer'
import { collector, endlessRows, exportRow, i18nFor, inBatches } from '#tests/support/exports'
import type { ExportRow } from '#services/report_logs'

async function pdfOf(
  rows: ExportRow[],
  {
    locale = 'en' as 'en' | 'nl',
    person = 'Ada Lovelace',
    money = null as { currency: string; costs: boolean } | null,
  } = {}
) {
  const { target, bytes } = collector()
  await writePdf(inBatches(rows), target, {
    i18n: await i18nFor(locale),
    dateFrom: '2026-11-01',
    dateTo: '2026-11-30',
    person,
    money,
  })
  const document = await getDocumentProxy(new Uint8Array(await bytes))
  const { text, totalPages } = await extractText(document, { mergePages: false })
  return { pages: text, totalPages }
}

/** The text with its line breaks and runs of spaces as single spaces. */
const flat = (pages: string[]) => pages.join(' ').replace(/\s+/g, ' ')

test.group('PDF timesheet', () => {
  test('title, person, period, logs per day, daily totals, total and signatures', async ({
    assert,
  }) => {
    const { pages } = await pdfOf([
      exportRow({ comments: 'Kick-off' }),
      exportRow({ startTime: '11:00:00', stopTime: '12:00:00', seconds: 3600, taskName: 'Build' }),
      exportRow({ date: '2026-11-03', startTime: '08:00:00', stopTime: '08:15:00', seconds: 900 }),
    ])
    const text = flat(pages)
    for (const expected of [
      'Timesheet',
      'Person: Ada Lovelace',
      'Period: November 1, 2026 – November 30, 2026',
      'Monday, November 2, 2026',
      '09:00 10:30 Website Design Kick-off 1.50',
      '11:00 12:00 Website Build 1.00',
      'Total for the day 2.50',
      'Tuesday, November 3, 2026',
      '08:00 08:15 Website Design 0.25',
      'Total for the day 0.25',
      'Total for the period 2.75',
      'Signature of the employee',
      'Signature of the manager',
    ]) {
      assert.include(text, expected)
    }
  })

  test("with money: each log's rate and amount, and the sums of amounts", async ({ assert }) => {
    const priced = { billableRate: 8000, billableAmount: 12_000 }
    const rows = [
      exportRow({ comments: 'Kick-off', ...priced }),
      exportRow({ date: '2026-11-03', startTime: '08:00:00', stopTime: '08:15:00', seconds: 900 }),
    ]
    const text = flat((await pdfOf(rows, { money: { currency: 'EUR', costs: false } })).pages)
    for (const expected of [
      'Start Stop Project Task Comments Hours Rate Amount',
      '09:00 10:30 Website Design Kick-off 1.50 €80.00 €120.00',
      'Total for the day 1.50 €120.00',
      '08:00 08:15 Website Design 0.25',
      'Total for the day 0.25 €0.00',
      'Total for the period 1.75 €120.00',
    ]) {
      assert.include(text, expected)
    }
    const dutch = flat(
      (await pdfOf(rows, { locale: 'nl', money: { currency: 'EUR', costs: false } })).pages
    )
    assert.include(dutch, '1,50 € 80,00 € 120,00')
    // Without money to show, no money is written.
    assert.notInclude(flat((await pdfOf(rows)).pages), '€')
  })

  test('in Dutch', async ({ assert }) => {
    const text = flat((await pdfOf([exportRow()], { locale: 'nl' })).pages)
    for (const expected of [
      'Urenstaat',
      'Medewerker: Ada Lovelace',
      'Periode: 1 november 2026 – 30 november 2026',
      'maandag 2 november 2026',
      'Totaal van de dag 1,50',
      'Totaal van de periode 1,50',
      'Handtekening medewerker',
      'Handtekening leidinggevende',
    ]) {
      assert.include(text, expected)
    }
  })

  test('each person starts a timesheet on a new page', async ({ assert }) => {
    const { pages } = await pdfOf([
      exportRow(),
      exportRow({ userId: 2, userName: 'Grace Hopper', seconds: 1800, stopTime: '09:30:00' }),
    ])
    assert.lengthOf(pages, 2)
    assert.include(flat([pages[0]]), 'Person: Ada Lovelace')
    assert.include(flat([pages[0]]), 'Total for the period 1.50')
    assert.include(flat([pages[1]]), 'Person: Grace Hopper')
    assert.include(flat([pages[1]]), 'Total for the period 0.50')
  })

  test('long ranges break over pages, every page numbered', async ({ assert }) => {
    const rows = Array.from({ length: 30 }, (_, day) =>
      [8, 10, 13, 15].map((hour) =>
        exportRow({
          date: `2026-11-${String(day + 1).padStart(2, '0')}`,
          startTime: `${String(hour).padStart(2, '0')}:00:00`,
          stopTime: `${String(hour + 1).padStart(2, '0')}:00:00`,
          seconds: 3600,
          comments: 'A longer comment that wraps over more than one line in the comments column',
        })
      )
    ).flat()
    const { pages, totalPages } = await pdfOf(rows)
    assert.isAbove(totalPages, 3)
    pages.forEach((page, index) => assert.include(page, `Page ${index + 1}`))
    assert.include(flat(pages), 'Total for the period 120.00')
  })

  test('a day heading keeps its first row, and a day total its last row, across pages', async ({
    assert,
  }) => {
    // Days of 1 to 7 logs, some with comments of several lines, so that page ends fall
    // everywhere: before a heading, between a heading and its row, before a total.
    const rows: ExportRow[] = []
    for (let day = 0; day < 60; day++) {
      const date = `2026-${day < 30 ? '11' : '12'}-${String((day % 30) + 1).padStart(2, '0')}`
      for (let log = 0; log < (day % 7) + 1; log++) {
        const hour = String(8 + log).padStart(2, '0')
        rows.push(
          exportRow({
            date,
            startTime: `${hour}:00:00`,
            stopTime: `${hour}:30:00`,
            seconds: 1800,
            comments: (day + log) % 5 === 0 ? 'Long notes about the work '.repeat(6) : null,
          })
        )
      }
    }
    const { pages } = await pdfOf(rows)
    assert.isAbove(pages.length, 5)
    const heading = /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), /
    const logRow = /^\d\d:\d\d \d\d:\d\d /
    let headings = 0
    for (const [index, page] of pages.entries()) {
      const lines = page.split('\n').map((line) => line.replace(/\s+/g, ' ').trim())
      const start = lines.findIndex((line) => line.startsWith('Start Stop Project'))
      const content = lines.slice(start + 1).filter((line) => line && !/^Page \d+$/.test(line))
      const first = content.find((line) => !heading.test(line))
      assert.notMatch(first ?? '', /^Total for the day/, `page ${index + 1} starts with a total`)
      const last = content.findLastIndex((line) => heading.test(line))
      if (last >= 0) {
        assert.match(content[last + 1] ?? '', logRow, `page ${index + 1} ends with a heading`)
      }
      headings += content.filter((line) => heading.test(line)).length
    }
    assert.equal(headings, 60)
  })

  test('comments in other scripts are kept', async ({ assert }) => {
    const comments = 'Ωμέγα Привет 日本語 ✓'
    const text = flat((await pdfOf([exportRow({ comments, userName: 'Zoë Ångström' })])).pages)
    assert.include(text, 'Zoë Ångström')
    assert.include(text, 'Ωμέγα Привет')
  })

  test('a range without logs still gives the timesheet to sign', async ({ assert }) => {
    const text = flat((await pdfOf([])).pages)
    assert.include(text, 'Person: Ada Lovelace')
    assert.include(text, 'No time was logged in this period.')
    assert.include(text, 'Signature of the employee')
  })

  test('stops reading rows when the reader goes away', async ({ assert }) => {
    // Nobody reads this target, as with a client that stopped reading.
    const target = new PassThrough()
    const source = endlessRows()
    const writing = writePdf(source.rows, target, {
      i18n: await i18nFor('en'),
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
    })
    setTimeout(() => target.destroy(), 500)
    await assert.rejects(() => writing)
    assert.isTrue(source.closed)
    // Backpressure: pages go out only as the target takes them.
    assert.isBelow(source.batchesRead, 1_000)
  })
})
