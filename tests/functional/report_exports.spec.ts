import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import { extractText, getDocumentProxy } from 'unpdf'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { bookable } from '#tests/support/bookable'
import { logTime } from '#tests/support/report_logs'
import { json, signedInAdmin } from '#tests/support/admin'
import { download } from '#tests/support/exports'
import type User from '#models/user'

async function signedIn(overrides: Partial<User> = {}) {
  const user = await createUser(overrides)
  const agent = new Agent()
  await agent.login(user.email, password)
  return { user, agent }
}

const november = 'date_from=2026-11-01&date_to=2026-11-30'

const csvRows = (bytes: Buffer) => parse(bytes, { bom: true }) as string[][]

async function workbook(bytes: Buffer) {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(new Uint8Array(bytes).buffer)
  return book
}

async function pdfText(bytes: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  })
  return text.replace(/\s+/g, ' ')
}

/** The hours column of a CSV export (header and all), summed. */
const csvHours = (rows: string[][]) => rows.slice(1).reduce((sum, row) => sum + Number(row[3]), 0)

/** The two users, their logs in November, and one log outside it. */
async function twoPeople() {
  const ann = await createUser({ name: 'Ann Archer' })
  const bob = await createUser({ name: 'Bob Baker' })
  const website = await bookable([ann, bob], { name: 'Website', billable: true })
  const internal = await bookable([ann], { name: 'Internal', billable: false })
  await logTime(ann, website, '2026-11-02', '09:00:00', '10:30:00', 'Kick-off, with "the client"')
  await logTime(ann, website, '2026-11-03', '09:00:00', '09:30:00', '=HYPERLINK("x")')
  await logTime(ann, internal, '2026-11-03', '10:00:00', '10:15:00', 'Planning')
  await logTime(ann, internal, '2026-12-01', '10:00:00', '11:00:00', 'December')
  await logTime(bob, website, '2026-11-02', '09:00:00', '17:00:00', 'Bob only')
  return { ann, bob, website, internal }
}

test.group('Report exports', (group) => {
  group.each.setup(() => resetAppState())

  test('CSV: the own logs of the range as an attachment, totals as the summary', async ({
    assert,
  }) => {
    const { ann } = await twoPeople()
    const agent = new Agent()
    await agent.login(ann.email, password)

    const file = await download(agent, `/api/reports/export?format=csv&${november}`)
    assert.equal(file.status, 200)
    assert.equal(file.headers.get('content-type'), 'text/csv; charset=utf-8')
    assert.equal(
      file.headers.get('content-disposition'),
      'attachment; filename="hourbook-2026-11-01-2026-11-30.csv"'
    )
    assert.deepEqual([...file.bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf])
    const rows = csvRows(file.bytes)
    assert.deepEqual(rows[0].slice(0, 4), ['Date', 'Start', 'Stop', 'Hours'])
    assert.deepEqual(
      rows.slice(1).map((row) => [row[0], row[1], row[6], row[8], row[9]]),
      [
        ['11/02/2026', '09:00', 'Website', 'Yes', 'Kick-off, with "the client"'],
        ['11/03/2026', '09:00', 'Website', 'Yes', `'=HYPERLINK("x")`],
        ['11/03/2026', '10:00', 'Internal', 'No', 'Planning'],
      ]
    )
    const summary = await json(agent, 'GET', `/api/reports/summary?${november}`)
    assert.closeTo(csvHours(rows), summary.json.data.totals.seconds / 3600, 0.005)
  })

  test('XLSX: rows, totals row and summary sheet agree with the summary', async ({ assert }) => {
    const { ann } = await twoPeople()
    const agent = new Agent()
    await agent.login(ann.email, password)

    const query = `${november}&group=project&subgroup=task`
    const file = await download(agent, `/api/reports/export?format=xlsx&${query}`)
    assert.equal(file.status, 200)
    assert.equal(
      file.headers.get('content-type'),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    )
    assert.equal(
      file.headers.get('content-disposition'),
      'attachment; filename="hourbook-2026-11-01-2026-11-30.xlsx"'
    )
    const [logs, overview] = (await workbook(file.bytes)).worksheets
    const values = logs.getSheetValues().filter(Boolean) as ExcelJS.CellValue[][]
    assert.lengthOf(values, 5)
    // Real dates, times and numbers, shown in their formats; text stays General.
    const firstLog = logs.getRow(2)
    assert.deepEqual(
      [1, 2, 3, 4, 5, 6].map((column) => firstLog.getCell(column).numFmt),
      ['mm/dd/yyyy', 'hh:mm:ss', 'hh:mm:ss', '0.00', '[h]:mm', undefined]
    )
    assert.instanceOf(firstLog.getCell(1).value, Date)
    assert.notInclude(
      values.map((row) => row[10]),
      'Bob only'
    )
    const summary = (await json(agent, 'GET', `/api/reports/summary?${query}`)).json.data
    const totals = values.at(-1)!
    assert.closeTo(
      (totals[4] as ExcelJS.CellFormulaValue).result as number,
      summary.totals.seconds / 3600,
      1e-9
    )
    const overviewRows = overview.getSheetValues().filter(Boolean) as ExcelJS.CellValue[][]
    assert.deepEqual(
      overviewRows.slice(1).map((row) => [row[1] ?? row[2], row[3], row[5]]),
      [
        ...summary.groups.flatMap((entry: any) => [
          [entry.name, entry.seconds / 3600, entry.count],
          ...entry.children.map((child: any) => [child.name, child.seconds / 3600, child.count]),
        ]),
        ['Total', summary.totals.seconds / 3600, summary.totals.count],
      ]
    )
  })

  test('PDF: the own timesheet with the summary total', async ({ assert }) => {
    const { ann } = await twoPeople()
    const agent = new Agent()
    await agent.login(ann.email, password)

    const file = await download(agent, `/api/reports/export?format=pdf&${november}`)
    assert.equal(file.status, 200)
    assert.equal(file.headers.get('content-type'), 'application/pdf')
    assert.equal(
      file.headers.get('content-disposition'),
      'attachment; filename="hourbook-2026-11-01-2026-11-30.pdf"'
    )
    const text = await pdfText(file.bytes)
    const summary = (await json(agent, 'GET', `/api/reports/summary?${november}`)).json.data
    assert.include(text, 'Person: Ann Archer')
    assert.include(text, `Total for the period ${(summary.totals.seconds / 3600).toFixed(2)}`)
    assert.include(text, 'Planning')
    assert.notInclude(text, 'Bob only')
    assert.notInclude(text, 'December')
  })

  test('CSV and PDF follow the report grouping and the order of its groups', async ({ assert }) => {
    const { ann } = await twoPeople()
    const agent = new Agent()
    await agent.login(ann.email, password)

    // By project, the bigger first as on the screen; by task within; the days of each in order.
    const query = `${november}&group=project&subgroup=task`
    const summary = (await json(agent, 'GET', `/api/reports/summary?${query}`)).json.data
    assert.deepEqual(
      summary.groups.map((entry: any) => entry.name),
      ['Website', 'Internal']
    )
    const csv = csvRows((await download(agent, `/api/reports/export?format=csv&${query}`)).bytes)
    assert.deepEqual(
      csv.slice(1).map((row) => [row[0], row[6]]),
      [
        ['11/02/2026', 'Website'],
        ['11/03/2026', 'Website'],
        ['11/03/2026', 'Internal'],
      ]
    )
    // A grouping by month puts the periods in time order; the rows by date within.
    const byMonth = csvRows(
      (await download(agent, `/api/reports/export?format=csv&${november}&group=month`)).bytes
    )
    assert.lengthOf(byMonth, 4)

    const text = await pdfText(
      (await download(agent, `/api/reports/export?format=pdf&${query}`)).bytes
    )
    const website = text.indexOf('Total for Website 2.00')
    const internal = text.indexOf('Total for Internal 0.25')
    assert.isAbove(website, 0)
    assert.isAbove(internal, website)
    assert.isBelow(text.indexOf('Website Design'), website)
    assert.include(text, 'Person: Ann Archer')
    assert.include(text, 'Total for the period 2.25')
    assert.include(text, 'Signature of the employee')

    const weeks = await pdfText(
      (
        await download(
          agent,
          `/api/reports/export?format=pdf&${november}&group=week&week_start=monday`
        )
      ).bytes
    )
    assert.include(weeks, 'Week of November 2, 2026')
    assert.include(weeks, 'Total for Week of November 2, 2026 2.25')
  })

  test('the team PDF by project is one document with the person on each row', async ({
    assert,
  }) => {
    await twoPeople()
    const { agent } = await signedInAdmin({ name: 'Zed Admin' })

    const query = `${november}&group=project&subgroup=user`
    const csv = csvRows(
      (await download(agent, `/api/admin/reports/export?format=csv&${query}`)).bytes
    )
    // Website (10 h) before Internal; in Website, Bob's 8 h before Ann's 1.5 h, as on the screen.
    assert.deepEqual(
      csv.slice(1).map((row) => [row[6], row[10], row[0]]),
      [
        ['Website', 'Bob Baker', '11/02/2026'],
        ['Website', 'Ann Archer', '11/02/2026'],
        ['Website', 'Ann Archer', '11/03/2026'],
        ['Internal', 'Ann Archer', '11/03/2026'],
      ]
    )
    const text = await pdfText(
      (await download(agent, `/api/admin/reports/export?format=pdf&${query}`)).bytes
    )
    assert.notInclude(text, 'Person:')
    assert.notInclude(text, 'Signature of the employee')
    const order = [
      'Website',
      'Bob Baker',
      'Total for Bob Baker 8.00',
      'Ann Archer',
      'Total for Ann Archer 2.00',
      'Total for Website 10.00',
      'Internal',
      'Total for Internal 0.25',
      'Total for the period 10.25',
    ]
    let at = 0
    for (const expected of order) {
      const found = text.indexOf(expected, at)
      assert.isAtLeast(found, at, `${expected} after ${text.slice(0, at).slice(-60)}`)
      at = found + expected.length
    }
  })

  test('the Dutch PDF names its group totals in Dutch', async ({ assert }) => {
    const { ann } = await twoPeople()
    ann.locale = 'nl'
    await ann.save()
    const agent = new Agent()
    await agent.login(ann.email, password)
    const text = await pdfText(
      (await download(agent, `/api/reports/export?format=pdf&${november}&group=project`)).bytes
    )
    assert.include(text, 'Totaal voor Website 2,00')
  })

  test('filters and the search narrow the export', async ({ assert }) => {
    const { ann, website, internal } = await twoPeople()
    const agent = new Agent()
    await agent.login(ann.email, password)

    const byProject = csvRows(
      (
        await download(
          agent,
          `/api/reports/export?format=csv&${november}&project_id=${internal.project.id}`
        )
      ).bytes
    )
    assert.deepEqual(
      byProject.slice(1).map((row) => row[9]),
      ['Planning']
    )
    const notBillable = csvRows(
      (await download(agent, `/api/reports/export?format=csv&${november}&billable=false`)).bytes
    )
    assert.deepEqual(
      notBillable.slice(1).map((row) => row[9]),
      ['Planning']
    )
    const searched = csvRows(
      (
        await download(
          agent,
          `/api/reports/export?format=csv&${november}&project_id[]=${website.project.id}&search=kick`
        )
      ).bytes
    )
    assert.deepEqual(
      searched.slice(1).map((row) => row[9]),
      ['Kick-off, with "the client"']
    )
    // Searching for another person's comment finds nothing of theirs.
    const othersLog = csvRows(
      (await download(agent, `/api/reports/export?format=csv&${november}&search=Bob`)).bytes
    )
    assert.lengthOf(othersLog, 1)
  })

  test('the Dutch user gets Dutch headers', async ({ assert }) => {
    const { user, agent } = await signedIn({ locale: 'nl' })
    const work = await bookable([user], { billable: true })
    await logTime(user, work, '2026-11-02', '09:00:00', '10:00:00')
    const rows = csvRows(
      (await download(agent, `/api/reports/export?format=csv&${november}`)).bytes
    )
    assert.deepEqual(rows[0].slice(0, 3), ['Datum', 'Begin', 'Einde'])
    assert.equal(rows[1][8], 'Ja')
    const [logs] = (
      await workbook((await download(agent, `/api/reports/export?format=xlsx&${november}`)).bytes)
    ).worksheets
    assert.equal(logs.name, 'Urenregistraties')
    const text = await pdfText(
      (await download(agent, `/api/reports/export?format=pdf&${november}`)).bytes
    )
    assert.include(text, 'Urenstaat')
    assert.include(text, 'Totaal van de periode 1,00')
  })

  test('administrators export everyone with the person, filtered by person', async ({ assert }) => {
    const { bob } = await twoPeople()
    const { agent } = await signedInAdmin({ name: 'Zed Admin' })

    const everyone = await download(agent, `/api/admin/reports/export?format=csv&${november}`)
    assert.equal(everyone.status, 200)
    assert.equal(
      everyone.headers.get('content-disposition'),
      'attachment; filename="hourbook-2026-11-01-2026-11-30.csv"'
    )
    const rows = csvRows(everyone.bytes)
    assert.equal(rows[0][10], 'Person')
    // By project, the report's default grouping: Website's logs (by person) before Internal's.
    assert.deepEqual(
      rows.slice(1).map((row) => [row[6], row[10]]),
      [
        ['Website', 'Ann Archer'],
        ['Website', 'Ann Archer'],
        ['Website', 'Bob Baker'],
        ['Internal', 'Ann Archer'],
      ]
    )
    const summary = (await json(agent, 'GET', `/api/admin/reports/summary?${november}`)).json.data
    assert.closeTo(csvHours(rows), summary.totals.seconds / 3600, 0.005)

    const onlyBob = csvRows(
      (await download(agent, `/api/admin/reports/export?format=csv&${november}&user_id=${bob.id}`))
        .bytes
    )
    assert.deepEqual(
      onlyBob.slice(1).map((row) => row[10]),
      ['Bob Baker']
    )

    const book = await workbook(
      (await download(agent, `/api/admin/reports/export?format=xlsx&${november}&group=user`)).bytes
    )
    const overview = book.worksheets[1].getSheetValues().filter(Boolean) as ExcelJS.CellValue[][]
    assert.deepEqual(
      overview.slice(1, -1).map((row) => row[1]),
      ['Bob Baker', 'Ann Archer']
    )

    const text = await pdfText(
      (await download(agent, `/api/admin/reports/export?format=pdf&${november}&group=user`)).bytes
    )
    assert.include(text, 'Person: Ann Archer')
    assert.include(text, 'Person: Bob Baker')
    assert.include(text, 'Total for the period 2.25')
    assert.include(text, 'Total for the period 8.00')
  })

  test('a client that goes away mid-download leaves the server ready for the next one', async ({
    assert,
  }) => {
    const { user, agent } = await signedIn()
    const work = await bookable([user])
    // A year of half-hour logs with long comments: a CSV of several megabytes.
    const logs = []
    const now = new Date()
    for (let day = DateTime.fromISO('2026-01-01'); day.year === 2026; day = day.plus({ days: 1 })) {
      for (let slot = 0; slot < 48; slot++) {
        const start = DateTime.fromObject({ hour: 0 }).plus({ minutes: slot * 30 })
        logs.push({
          user_id: user.id,
          project_id: work.project.id,
          task_id: work.task.id,
          date: day.toISODate(),
          start_time: start.toFormat('HH:mm:ss'),
          stop_time: start.plus({ minutes: 29 }).toFormat('HH:mm:ss'),
          comments: 'c'.repeat(200),
          created_at: now,
          updated_at: now,
        })
      }
    }
    for (let index = 0; index < logs.length; index += 400) {
      await db.table('time_logs').multiInsert(logs.slice(index, index + 400))
    }
    const path = '/api/reports/export?format=csv&date_from=2026-01-01&date_to=2026-12-31'

    const abort = new AbortController()
    const response = await fetch(agent.baseUrl + path, {
      headers: { Cookie: agent.cookieHeader() },
      signal: abort.signal,
    })
    const reader = response.body!.getReader()
    const first = await reader.read()
    assert.isFalse(first.done)
    abort.abort()
    await assert.rejects(() => reader.read())

    const whole = await download(agent, path)
    assert.equal(whole.status, 200)
    assert.lengthOf(csvRows(whole.bytes), logs.length + 1)
  }).timeout(60_000)

  test('only administrators export the team', async ({ assert }) => {
    const { agent } = await signedIn()
    const response = await download(agent, `/api/admin/reports/export?format=csv&${november}`)
    assert.equal(response.status, 403)
    const guest = await download(new Agent(), `/api/reports/export?format=csv&${november}`)
    assert.equal(guest.status, 401)
  })

  test('bad requests answer 422 in the language before any byte is sent', async ({ assert }) => {
    const { agent } = await signedIn()
    const refused = async (query: string, field: string, path = '/api/reports/export') => {
      const response = await json(agent, 'GET', `${path}?${query}`)
      assert.equal(response.status, 422, query)
      assert.properties(response.json.errors, [field], query)
      return response.json.errors[field][0] as string
    }
    await refused(november, 'format')
    await refused(`format=docx&${november}`, 'format')
    await refused('format=csv&date_to=2026-11-30', 'date_from')
    await refused('format=csv&date_from=2026-11-01', 'date_to')
    assert.equal(
      await refused('format=csv&date_from=2021-01-01&date_to=2026-01-01', 'date_to'),
      'The date range must be shorter than 5 years.'
    )
    await refused(`format=csv&${november}&project_id=abc`, 'project_id.0')
    await refused(`format=csv&${november}&billable=maybe`, 'billable')
    await refused(`format=xlsx&${november}&group=user`, 'group')
    await refused(`format=csv&${november}&search=${'x'.repeat(101)}`, 'search')

    const { agent: admin } = await signedInAdmin()
    const response = await json(
      admin,
      'GET',
      `/api/admin/reports/export?format=csv&${november}&user_id=zero`
    )
    assert.equal(response.status, 422)
    assert.properties(response.json.errors, ['user_id.0'])

    const { agent: dutch } = await signedIn({ locale: 'nl' })
    const dutchResponse = await json(
      dutch,
      'GET',
      '/api/reports/export?format=csv&date_from=2021-01-01&date_to=2026-06-01'
    )
    assert.deepEqual(dutchResponse.json.errors, {
      date_to: ['Het datumbereik moet korter zijn dan 5 jaar.'],
    })
  })
})
