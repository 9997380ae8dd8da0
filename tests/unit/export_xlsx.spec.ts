import { PassThrough } from 'node:stream'
import { test } from '@japa/runner'
import ExcelJS from 'exceljs'
import { writeXlsx } from '#services/exports/xlsx_writer'
import type { Summary } from '#shared/report_query'
import { collector, endlessRows, exportRow, i18nFor, inBatches } from '#tests/support/exports'
import type { ExportRow } from '#services/report_logs'
import type { DateTimeFormats } from '#shared/date_formats'
import type { MoneyView } from '#shared/money'

const options = { interval: 'day', weekStart: 'monday' } as const

const summary: Summary = {
  dateFrom: '2026-11-01',
  dateTo: '2026-11-30',
  options: { ...options, group: 'project', subgroup: 'task' },
  totals: { seconds: 9000, billableSeconds: 5400, count: 2, billableAmount: 0, costAmount: 0 },
  groups: [
    {
      key: '1',
      name: 'Website',
      seconds: 9000,
      billableSeconds: 5400,
      count: 2,
      billableAmount: 0,
      costAmount: 0,
      children: [
        {
          key: '1',
          name: 'Design',
          seconds: 5400,
          billableSeconds: 5400,
          count: 1,
          billableAmount: 0,
          costAmount: 0,
        },
        {
          key: '2',
          name: 'Build',
          seconds: 3600,
          billableSeconds: 0,
          count: 1,
          billableAmount: 0,
          costAmount: 0,
        },
      ],
    },
  ],
  series: [],
}

async function workbookOf(
  rows: ExportRow[],
  {
    locale = 'en' as 'en' | 'nl',
    team = false,
    of = summary,
    formats = undefined as DateTimeFormats | undefined,
    money = null as MoneyView,
  } = {}
) {
  const { target, bytes } = collector()
  const i18n = await i18nFor(locale)
  await writeXlsx(inBatches(rows), target, { i18n, team, summary: of, formats, money })
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(new Uint8Array(await bytes).buffer)
  return workbook
}

const values = (sheet: ExcelJS.Worksheet) =>
  sheet.getSheetValues().slice(1) as unknown as ExcelJS.CellValue[][]

const resultOf = (value: ExcelJS.CellValue) => (value as ExcelJS.CellFormulaValue).result

/** The reader gives time-formatted cells back as dates counted from Excel's day zero. */
const hoursOf = (value: unknown) => ((value as Date).getTime() - Date.UTC(1899, 11, 30)) / 3_600_000

test.group('XLSX export', () => {
  test('real dates, times and hours with their number formats', async ({ assert }) => {
    const workbook = await workbookOf([
      exportRow({ comments: '=not a formula' }),
      exportRow({ billable: false, date: '2026-11-03', stopTime: '09:45:30', seconds: 2730 }),
    ])
    const sheet = workbook.worksheets[0]
    assert.equal(sheet.name, 'Time logs')
    const [header, first, second] = values(sheet)
    assert.deepEqual(header.slice(1), [
      'Date',
      'Start',
      'Stop',
      'Hours',
      'Duration (hh:mm)',
      'Client',
      'Project',
      'Task',
      'Billable',
      'Comments',
    ])
    assert.deepEqual(first[1], new Date('2026-11-02T00:00:00Z'))
    assert.closeTo(hoursOf(first[2]), 9, 1e-6)
    assert.closeTo(hoursOf(first[3]), 10.5, 1e-6)
    assert.equal(first[4], 1.5)
    assert.closeTo(hoursOf(first[5]), 1.5, 1e-6)
    assert.deepEqual(first.slice(6), ['Acme', 'Website', 'Design', 'Yes', '=not a formula'])
    assert.equal(second[9], 'No')
    assert.closeTo(second[4] as number, 2730 / 3600, 1e-9)
    const row = sheet.getRow(2)
    assert.equal(row.getCell(1).numFmt, 'yyyy-mm-dd')
    assert.equal(row.getCell(2).numFmt, 'hh:mm:ss')
    assert.equal(row.getCell(4).numFmt, '0.00')
    assert.equal(row.getCell(5).numFmt, '[h]:mm')
  })

  test('dates and times are formatted as the person who asked writes them', async ({ assert }) => {
    const cases = [
      [{ dateFormat: 'dmy', timeFormat: '24h' }, 'dd-mm-yyyy', 'hh:mm:ss'],
      [{ dateFormat: 'mdy', timeFormat: '12h' }, 'mm/dd/yyyy', 'h:mm:ss AM/PM'],
      [{ dateFormat: 'iso', timeFormat: '24h' }, 'yyyy-mm-dd', 'hh:mm:ss'],
    ] as const
    for (const [formats, date, time] of cases) {
      const workbook = await workbookOf([exportRow()], {
        formats,
        of: {
          ...summary,
          options: { ...options, group: 'day', subgroup: null },
          groups: [
            {
              key: '2026-11-02',
              name: '2026-11-02',
              seconds: 5400,
              billableSeconds: 5400,
              count: 1,
              billableAmount: 0,
              costAmount: 0,
            },
          ],
        },
      })
      const row = workbook.worksheets[0].getRow(2)
      assert.equal(row.getCell(1).numFmt, date)
      assert.equal(row.getCell(2).numFmt, time)
      assert.equal(row.getCell(3).numFmt, time)
      assert.deepEqual(row.getCell(1).value, new Date('2026-11-02T00:00:00Z'))
      assert.equal(workbook.worksheets[1].getRow(2).getCell(1).numFmt, date)
    }
  })

  test('a totals row sums the hours and the duration', async ({ assert }) => {
    const rows = [5400, 1800, 36_000].map((seconds) => exportRow({ seconds }))
    const sheet = (await workbookOf(rows)).worksheets[0]
    const totals = values(sheet).at(-1)!
    assert.equal(totals[1], 'Total')
    assert.deepEqual(totals[4], { formula: 'SUM(D2:D4)', result: 43_200 / 3600 })
    assert.closeTo(hoursOf(resultOf(totals[5])), 12, 1e-6)
  })

  test('a second sheet holds the grouped summary', async ({ assert }) => {
    const sheet = (await workbookOf([exportRow()])).worksheets[1]
    assert.equal(sheet.name, 'Summary')
    assert.deepEqual(
      values(sheet).map((row) => row.slice(1)),
      [
        ['Group', 'Subgroup', 'Hours', 'Billable hours', 'Logs'],
        ['Website', undefined, 2.5, 1.5, 2],
        [undefined, 'Design', 1.5, 1.5, 1],
        [undefined, 'Build', 1, 0, 1],
        ['Total', undefined, 2.5, 1.5, 2],
      ]
    )
  })

  test('money as numbers in the currency, summed, and in the summary for administrators', async ({
    assert,
  }) => {
    const rows = [
      exportRow({ billableRate: 8000, billableAmount: 12_000, costAmount: 7500 }),
      exportRow({ billable: false, costAmount: 2500 }),
    ]
    const withMoney: Summary = {
      ...summary,
      totals: { ...summary.totals, billableAmount: 12_000, costAmount: 10_000 },
      groups: [{ ...summary.groups[0], billableAmount: 12_000, costAmount: 10_000 }],
    }
    const money: MoneyView = { currency: 'EUR', costs: true }
    const workbook = await workbookOf(rows, { of: withMoney, money })
    const logs = workbook.worksheets[0]
    assert.deepEqual(values(logs)[0].slice(11), ['Rate', 'Amount', 'Cost', 'Profit', 'Currency'])
    assert.deepEqual(values(logs)[1].slice(11), [80, 120, 75, 45, 'EUR'])
    assert.deepEqual(values(logs)[2].slice(11, 15), [undefined, undefined, 25, -25])
    assert.equal(logs.getCell('L2').numFmt, '[$EUR] #,##0.00')
    const totals = values(logs).at(-1)!
    assert.deepEqual(totals[12], { formula: 'SUM(L2:L3)', result: 120 })
    assert.deepEqual(totals[14], { formula: 'SUM(N2:N3)', result: 20 })

    const summarySheet = values(workbook.worksheets[1])
    assert.deepEqual(summarySheet[0].slice(6), ['Amount', 'Cost', 'Profit'])
    assert.deepEqual(summarySheet[1].slice(6), [120, 100, 20])

    const own = await workbookOf(rows, { of: withMoney, money: { currency: 'EUR', costs: false } })
    assert.deepEqual(values(own.worksheets[0])[0].slice(11), ['Rate', 'Amount', 'Currency'])
    assert.deepEqual(values(own.worksheets[1])[0].slice(6), ['Amount'])
  })

  test('period groups are dates in the summary', async ({ assert }) => {
    const byWeek: Summary = {
      ...summary,
      options: { ...options, group: 'week', subgroup: null },
      totals: { seconds: 3600, billableSeconds: 0, count: 1, billableAmount: 0, costAmount: 0 },
      groups: [
        {
          key: '2026-11-01',
          name: '2026-11-01',
          seconds: 3600,
          billableSeconds: 0,
          count: 1,
          billableAmount: 0,
          costAmount: 0,
        },
      ],
    }
    const sheet = (await workbookOf([exportRow()], { of: byWeek })).worksheets[1]
    assert.deepEqual(values(sheet)[1][1], new Date('2026-11-01T00:00:00Z'))
  })

  test('Dutch labels and the person in a team export', async ({ assert }) => {
    const rows = [exportRow(), exportRow({ userId: 2, userName: 'Grace Hopper', billable: false })]
    const workbook = await workbookOf(rows, { locale: 'nl', team: true })
    const [logs, overview] = workbook.worksheets
    assert.equal(logs.name, 'Urenregistraties')
    assert.equal(overview.name, 'Overzicht')
    const [header, , second, totals] = values(logs)
    assert.equal(header[1], 'Datum')
    assert.equal(header[11], 'Persoon')
    assert.deepEqual([second[9], second[11]], ['Nee', 'Grace Hopper'])
    assert.equal(totals[1], 'Totaal')
    assert.equal(values(overview)[0][4], 'Declarabele uren')
  })

  test('a range without logs still has its header and a zero total', async ({ assert }) => {
    const sheet = (await workbookOf([])).worksheets[0]
    const rows = values(sheet).filter(Boolean)
    assert.lengthOf(rows, 2)
    assert.deepEqual(rows[1].slice(1, 5), ['Total', undefined, undefined, 0])
  })

  test('stops reading rows when the reader goes away', async ({ assert }) => {
    // Nobody reads this target, as with a client that stopped reading.
    const target = new PassThrough()
    const source = endlessRows()
    const writing = writeXlsx(source.rows, target, {
      i18n: await i18nFor('en'),
      team: false,
      money: null,
      summary,
    })
    setTimeout(() => target.destroy(), 500)
    await assert.rejects(() => writing)
    assert.isTrue(source.closed)
    // Backpressure: the zip waits for the target, and the writer for the zip and the target.
    assert.isBelow(source.batchesRead, 2_000)
  })
})
