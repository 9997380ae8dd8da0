import { PassThrough } from 'node:stream'
import { test } from '@japa/runner'
import { parse } from 'csv-parse/sync'
import { writeCsv } from '#services/exports/csv_writer'
import { collector, endlessRows, exportRow, i18nFor, inBatches } from '#tests/support/exports'
import type { ExportRow } from '#services/report_logs'
import type { DateTimeFormats } from '#shared/date_formats'
import type { MoneyView } from '#shared/money'

async function csvOf(
  rows: ExportRow[],
  {
    locale = 'en' as 'en' | 'nl',
    team = false,
    formats = undefined as DateTimeFormats | undefined,
    money = null as MoneyView,
  } = {}
) {
  const { target, bytes } = collector()
  await writeCsv(inBatches(rows), target, { i18n: await i18nFor(locale), team, formats, money })
  return bytes
}

const records = (bytes: Buffer) =>
  parse(bytes, { bom: true, relax_column_count: false }) as string[][]

test.group('CSV export', () => {
  test('UTF-8 with a byte-order mark, CRLF line ends and an English header', async ({ assert }) => {
    const bytes = await csvOf([exportRow()])
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf])
    const text = bytes.toString('utf8').slice(1)
    assert.equal(
      text,
      'Date,Start,Stop,Hours,Duration (hh:mm),Client,Project,Task,Billable,Comments\r\n' +
        '2026-11-02,09:00:00,10:30:00,1.50,01:30,Acme,Website,Design,Yes,\r\n'
    )
  })

  test('dates and times are written as the person who asked writes them', async ({ assert }) => {
    const rows = [exportRow({ startTime: '09:00:00', stopTime: '13:20:30', seconds: 15_630 })]
    const cells = async (formats: DateTimeFormats) => records(await csvOf(rows, { formats }))[1]
    assert.deepEqual((await cells({ dateFormat: 'dmy', timeFormat: '24h' })).slice(0, 3), [
      '02-11-2026',
      '09:00',
      '13:20:30',
    ])
    assert.deepEqual((await cells({ dateFormat: 'mdy', timeFormat: '12h' })).slice(0, 3), [
      '11/02/2026',
      '9:00 AM',
      '1:20:30 PM',
    ])
    assert.deepEqual((await cells({ dateFormat: 'iso', timeFormat: '24h' })).slice(0, 3), [
      '2026-11-02',
      '09:00',
      '13:20:30',
    ])
  })

  test('one row per log, read back with the durations and the billable flag', async ({
    assert,
  }) => {
    const rows = [
      exportRow(),
      exportRow({ date: '2026-11-03', startTime: '13:00:00', stopTime: '13:20:30', seconds: 1230 }),
      exportRow({ billable: false, seconds: 36_000, startTime: '08:00:00', stopTime: '18:00:00' }),
    ]
    const [, ...lines] = records(await csvOf(rows))
    assert.deepEqual(
      lines.map((line) => [line[0], line[3], line[4], line[8]]),
      [
        ['2026-11-02', '1.50', '01:30', 'Yes'],
        ['2026-11-03', '0.34', '00:20', 'Yes'],
        ['2026-11-02', '10.00', '10:00', 'No'],
      ]
    )
    const total = lines.reduce((sum, line) => sum + Number(line[3]), 0)
    assert.closeTo(total, (5400 + 1230 + 36_000) / 3600, 0.01)
  })

  test('quotes fields with commas, quotes and line breaks, and keeps them whole', async ({
    assert,
  }) => {
    const comments = 'Call with "Bob", then\r\nnotes\nand more'
    const bytes = await csvOf([exportRow({ comments, clientName: 'Smith, Jones & Co' })])
    assert.include(bytes.toString(), '"Call with ""Bob"", then\r\nnotes\nand more"')
    const [, line] = records(bytes)
    assert.equal(line[9], comments)
    assert.equal(line[5], 'Smith, Jones & Co')
  })

  test('neutralises cells a spreadsheet would run as formulas', async ({ assert }) => {
    const dangerous = ['=SUM(A1:A9)', '+31 6 1234', '-2+3', '@cmd', '\tTab', '\rReturn']
    const rows = dangerous.map((comments) => exportRow({ comments }))
    rows.push(exportRow({ projectName: '=HYPERLINK("http://x")', comments: 'plain - text' }))
    const [, ...lines] = records(await csvOf(rows))
    assert.deepEqual(
      lines.slice(0, dangerous.length).map((line) => line[9]),
      dangerous.map((text) => `'${text}`)
    )
    assert.equal(lines.at(-1)![6], `'=HYPERLINK("http://x")`)
    assert.equal(lines.at(-1)![9], 'plain - text')
  })

  test('Dutch headers and yes/no, and the person in a team export', async ({ assert }) => {
    const rows = [exportRow(), exportRow({ userId: 2, userName: 'Grace Hopper', billable: false })]
    const [header, ...lines] = records(await csvOf(rows, { locale: 'nl', team: true }))
    assert.deepEqual(header, [
      'Datum',
      'Begin',
      'Einde',
      'Uren',
      'Duur (uu:mm)',
      'Klant',
      'Project',
      'Taak',
      'Declarabel',
      'Opmerkingen',
      'Persoon',
    ])
    assert.deepEqual(
      lines.map((line) => [line[8], line[10]]),
      [
        ['Ja', 'Ada Lovelace'],
        ['Nee', 'Grace Hopper'],
      ]
    )
  })

  test('rate, amount and currency as plain decimals; cost and profit for administrators', async ({
    assert,
  }) => {
    const priced = exportRow({ billableRate: 8000, billableAmount: 12_000, costAmount: 7501 })
    const unpriced = exportRow({ billable: false })
    const own = records(
      await csvOf([priced, unpriced], { money: { currency: 'EUR', costs: false } })
    )
    assert.deepEqual(own[0].slice(10), ['Rate', 'Amount', 'Currency'])
    assert.deepEqual(own[1].slice(10), ['80.00', '120.00', 'EUR'])
    assert.deepEqual(own[2].slice(10), ['', '', 'EUR'])

    const team = records(
      await csvOf([priced], { team: true, money: { currency: 'JPY', costs: true } })
    )
    assert.deepEqual(team[0].slice(11), ['Rate', 'Amount', 'Cost', 'Profit', 'Currency'])
    assert.deepEqual(team[1].slice(11), ['8000', '12000', '7501', '4499', 'JPY'])
    assert.lengthOf(records(await csvOf([priced]))[0], 10, 'no money without a view of it')
  })

  test('a range without logs is just the header', async ({ assert }) => {
    assert.lengthOf(records(await csvOf([])), 1)
  })

  test('stops reading rows when the reader goes away', async ({ assert }) => {
    // Nobody reads this target, as with a client that stopped reading.
    const target = new PassThrough()
    const source = endlessRows()
    const writing = writeCsv(source.rows, target, {
      i18n: await i18nFor('en'),
      team: false,
      money: null,
    })
    setTimeout(() => target.destroy(), 20)
    await assert.rejects(() => writing)
    assert.isTrue(source.closed)
    // Backpressure held the writer back to what the streams' buffers (16 KB each) hold.
    assert.isBelow(source.batchesRead, 256)
  })
})
