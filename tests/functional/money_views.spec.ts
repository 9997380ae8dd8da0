import { test } from '@japa/runner'
import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import env from '#start/env'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { bookable } from '#tests/support/bookable'
import { json, signedInAdmin } from '#tests/support/admin'
import { bookPriced, logAmountsBy, setRate } from '#tests/support/money'
import { download } from '#tests/support/exports'
import TimeLog from '#models/time_log'
import BillingBatch from '#models/billing_batch'
import type User from '#models/user'
import { summarize } from '#services/reports'
import { toSummaryInput } from '#validators/report'

const november = 'date_from=2026-11-01&date_to=2026-11-30'

async function signedIn(user: User) {
  const agent = new Agent()
  await agent.login(user.email, password)
  return agent
}

const moneyKeys = ['billable_rate', 'billable_amount', 'currency', 'cost_amount', 'profit']

/** The money keys an answer object carries. */
const moneyOf = (value: Record<string, unknown>) => moneyKeys.filter((key) => key in value).sort()

test.group('Money in the lists and reports', (group) => {
  let shown: boolean | undefined
  group.each.setup(async () => {
    await resetAppState()
    shown = env.get('SHOW_RATES_TO_USERS')
    return () => env.set('SHOW_RATES_TO_USERS', shown ?? false)
  })

  test('a person sees the amounts of their own logs only when rates are shown to users', async ({
    assert,
  }) => {
    const user = await createUser({ name: 'Ann' })
    const website = await bookable([user], { name: 'Website', billable: true })
    await setRate('project', website.project.id, 'billable', 8000)
    await setRate('user', user.id, 'cost', 5000)
    const agent = await signedIn(user)
    const created = await bookPriced(agent, website, '2026-11-02', '09:00', '10:30')
    // Twenty minutes at 80.00 an hour: 26.666… rounded half up to the cent.
    await bookPriced(agent, website, '2026-11-03', '09:00', '09:20')

    env.set('SHOW_RATES_TO_USERS', false)
    const hiddenList = await json(agent, 'GET', '/api/time-logs')
    assert.deepEqual(moneyOf(hiddenList.json.data[0]), [])
    assert.isFalse(hiddenList.json.data[0].billed)
    const hiddenOne = await json(agent, 'GET', `/api/v1/time-logs/${created.id}`)
    assert.deepEqual(moneyOf(hiddenOne.json.data), [])
    const hiddenWeek = await json(agent, 'GET', '/api/weeks/2026-11-02')
    assert.deepEqual(moneyOf(hiddenWeek.json.data.days[0].logs[0]), [])
    const hiddenReport = await json(agent, 'GET', `/api/reports/summary?${november}`)
    assert.deepEqual(moneyOf(hiddenReport.json.data), [])
    assert.deepEqual(moneyOf(hiddenReport.json.data.totals), [])
    assert.deepEqual(moneyOf(hiddenReport.json.data.groups[0]), [])
    assert.notProperty(hiddenReport.json.data.series[1], 'billable_amount')

    env.set('SHOW_RATES_TO_USERS', true)
    const list = await json(agent, 'GET', '/api/time-logs')
    assert.deepEqual(
      list.json.data.map((row: Record<string, unknown>) => [
        row.date,
        row.billable_rate,
        row.billable_amount,
        row.currency,
        row.billed,
        'cost_amount' in row,
      ]),
      [
        ['2026-11-03', 8000, 2667, 'EUR', false, false],
        ['2026-11-02', 8000, 12000, 'EUR', false, false],
      ]
    )
    const one = await json(agent, 'GET', `/api/v1/time-logs/${created.id}`)
    assert.deepInclude(one.json.data, { billable_amount: 12000, currency: 'EUR' })
    const week = await json(agent, 'GET', '/api/weeks/2026-11-02')
    assert.deepInclude(week.json.data.days[0].logs[0], { billable_amount: 12000 })

    const report = await json(agent, 'GET', `/api/v1/reports/summary?${november}`)
    assert.equal(report.json.data.currency, 'EUR')
    assert.deepEqual(report.json.data.totals, {
      seconds: 6600,
      billable_seconds: 6600,
      count: 2,
      billable_amount: 14_667,
    })
    assert.deepEqual(moneyOf(report.json.data.groups[0]), ['billable_amount'])
    assert.equal(report.json.data.groups[0].billable_amount, 14_667)
    assert.deepInclude(report.json.data.series[1], {
      start: '2026-11-02',
      billable_amount: 12000,
      group_amounts: { [website.project.id]: 12000 },
    })
  })

  test('administrators see costs and profit; a person never does', async ({ assert }) => {
    const { admin, agent: adminAgent } = await signedInAdmin({ name: 'Admin' })
    const user = await createUser()
    const website = await bookable([user, admin], { billable: true })
    await setRate('client', website.client.id, 'billable', 10_000)
    await setRate('user', user.id, 'cost', 4000)
    await setRate('user', admin.id, 'cost', 6000)
    env.set('SHOW_RATES_TO_USERS', true)
    const agent = await signedIn(user)
    await bookPriced(agent, website, '2026-11-02', '09:00', '11:00')
    await bookPriced(adminAgent, website, '2026-11-02', '09:00', '10:00')

    const own = await json(agent, 'GET', `/api/reports/summary?${november}`)
    assert.deepEqual(moneyOf(own.json.data.totals), ['billable_amount'])

    const adminOwn = await json(adminAgent, 'GET', `/api/reports/summary?${november}`)
    assert.deepEqual(adminOwn.json.data.totals, {
      seconds: 3600,
      billable_seconds: 3600,
      count: 1,
      billable_amount: 10_000,
      cost_amount: 6000,
      profit: 4000,
    })

    const team = await json(adminAgent, 'GET', `/api/admin/reports/summary?${november}&group=user`)
    assert.deepInclude(team.json.data.totals, {
      billable_amount: 30_000,
      cost_amount: 14_000,
      profit: 16_000,
    })
    const byPerson = Object.fromEntries(
      team.json.data.groups.map((row: Record<string, number>) => [row.key, row.profit])
    )
    assert.deepEqual(byPerson, { [user.id]: 12_000, [admin.id]: 4000 })

    const adminList = await json(adminAgent, 'GET', '/api/admin/time-logs?sort=date')
    const row = adminList.json.data.find(
      (log: { user_id: number }) => log.user_id === user.id
    ) as Record<string, unknown>
    assert.deepInclude(row, {
      billable_rate: 10_000,
      billable_amount: 20_000,
      cost_rate: 4000,
      cost_amount: 8000,
      currency: 'EUR',
      billing_batch_id: null,
    })
  })

  test('the exports carry the money the viewer may see', async ({ assert }) => {
    const { agent: adminAgent } = await signedInAdmin()
    const user = await createUser({ name: 'Ann' })
    const website = await bookable([user], { billable: true })
    await setRate('project', website.project.id, 'billable', 8000)
    await setRate('user', user.id, 'cost', 5000)
    const agent = await signedIn(user)
    await bookPriced(agent, website, '2026-11-02', '09:00', '10:30')
    const csvOf = async (as: Agent, path: string) =>
      parse((await download(as, `${path}?format=csv&${november}`)).bytes, {
        bom: true,
      }) as string[][]

    env.set('SHOW_RATES_TO_USERS', false)
    const hidden = await csvOf(agent, '/api/reports/export')
    assert.notInclude(hidden[0], 'Amount')

    env.set('SHOW_RATES_TO_USERS', true)
    const own = await csvOf(agent, '/api/reports/export')
    assert.deepEqual(own[0].slice(-3), ['Rate', 'Amount', 'Currency'])
    assert.deepEqual(own[1].slice(-3), ['80.00', '120.00', 'EUR'])

    const team = await csvOf(adminAgent, '/api/admin/reports/export')
    assert.deepEqual(team[0].slice(-5), ['Rate', 'Amount', 'Cost', 'Profit', 'Currency'])
    assert.deepEqual(team[1].slice(-5), ['80.00', '120.00', '75.00', '45.00', 'EUR'])

    const workbook = new ExcelJS.Workbook()
    const xlsx = await download(adminAgent, `/api/admin/reports/export?format=xlsx&${november}`)
    await workbook.xlsx.load(new Uint8Array(xlsx.bytes).buffer)
    const amount = workbook.worksheets[0].getRow(2).getCell(13)
    assert.equal(amount.value, 120)
    assert.equal(amount.numFmt, '[$EUR] #,##0.00')
  })

  test('a billed log says so to everyone and stays read-only', async ({ assert }) => {
    const user = await createUser()
    const website = await bookable([user], { billable: true })
    await setRate('project', website.project.id, 'billable', 8000)
    const agent = await signedIn(user)
    const booked = await bookPriced(agent, website, '2026-11-02', '09:00', '10:00')
    const batch = await BillingBatch.create({
      number: '2026-0001',
      issuedOn: '2026-11-30',
      clientId: website.client.id,
      projectId: null,
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
      grouping: 'project',
      logCount: 1,
      seconds: 3600,
      subtotal: 8000,
      taxRate: null,
      tax: 0,
      total: 8000,
      currency: 'EUR',
      createdBy: null,
    })
    await TimeLog.query().where('id', booked.id).update({ billing_batch_id: batch.id })

    env.set('SHOW_RATES_TO_USERS', false)
    const list = await json(agent, 'GET', '/api/time-logs')
    assert.isTrue(list.json.data[0].billed)
    assert.deepEqual(moneyOf(list.json.data[0]), [])
    const removed = await json(agent, 'DELETE', `/api/time-logs/${booked.id}`)
    assert.equal(removed.status, 422)
  })
})

test.group('Money in the summaries adds up the logs', (group) => {
  group.each.setup(() => resetAppState())

  test('from the weekly stretches, the daily sums and the logs themselves', async ({ assert }) => {
    const { agent: adminAgent } = await signedInAdmin()
    const ann = await createUser({ name: 'Ann' })
    const bob = await createUser({ name: 'Bob' })
    const website = await bookable([ann, bob], { name: 'Website', billable: true })
    const support = await bookable([ann, bob], { name: 'Support', billable: true })
    const internal = await bookable([ann], { name: 'Internal', billable: false })
    await setRate('client', website.client.id, 'billable', 9000)
    await setRate('project', support.project.id, 'billable', 6000)
    await setRate('user', ann.id, 'cost', 4000)
    await setRate('user', bob.id, 'cost', 3500, '2026-11-15')
    const annAgent = await signedIn(ann)
    const bobAgent = await signedIn(bob)
    // 1 November is a Sunday and the 30th a Monday: the edges are read from the daily sums and
    // the whole weeks between them from the weekly stretches.
    await bookPriced(annAgent, website, '2026-11-01', '09:00', '10:15')
    await bookPriced(annAgent, support, '2026-11-04', '13:00', '14:10')
    await bookPriced(annAgent, internal, '2026-11-04', '14:10', '15:00')
    const changed = await bookPriced(annAgent, website, '2026-11-18', '08:00', '09:00')
    await bookPriced(bobAgent, website, '2026-11-10', '09:00', '09:07')
    await bookPriced(bobAgent, support, '2026-11-20', '10:00', '12:45')
    await bookPriced(bobAgent, website, '2026-11-30', '16:00', '17:30')
    // A change of a priced log reaches the sums through their triggers.
    const replaced = await json(annAgent, 'PUT', `/api/time-logs/${changed.id}`, {
      project_id: support.project.id,
      task_id: support.task.id,
      date: '2026-11-19',
      start_time: '08:00',
      stop_time: '09:40',
      comments: 'moved',
    })
    assert.equal(replaced.status, 200)

    const byPerson = await logAmountsBy('user_id')
    const byProject = await logAmountsBy('project_id')
    const all = [...byPerson.values()].reduce(
      (sum, amounts) => ({
        billable: sum.billable + amounts.billable,
        cost: sum.cost + amounts.cost,
      }),
      { billable: 0, cost: 0 }
    )
    assert.isAbove(all.billable, 0)
    assert.isAbove(all.cost, 0)

    type Row = {
      key: string
      billable_amount: number
      cost_amount: number
      profit: number
      children?: Row[]
    }
    const checkGroups = (groups: Row[], sums: typeof byPerson) => {
      assert.sameMembers(
        groups.map((row) => row.key),
        [...sums.keys()]
      )
      for (const row of groups) {
        const expected = sums.get(row.key)!
        assert.deepEqual(
          [row.billable_amount, row.cost_amount, row.profit],
          [expected.billable, expected.cost, expected.billable - expected.cost],
          `group ${row.key}`
        )
        if (row.children) {
          assert.equal(
            row.children.reduce((sum, child) => sum + child.billable_amount, 0),
            expected.billable
          )
        }
      }
    }
    const queries = [
      { query: 'group=user&subgroup=week&interval=week', sums: byPerson },
      { query: 'group=user&interval=month', sums: byPerson },
      { query: 'group=project&subgroup=user', sums: byProject },
      { query: 'group=client', sums: await logAmountsBy('client_id') },
    ]
    for (const { query, sums } of queries) {
      const response = await json(
        adminAgent,
        'GET',
        `/api/admin/reports/summary?${november}&${query}`
      )
      assert.equal(response.status, 200, query)
      const { totals, groups, series } = response.json.data
      assert.deepInclude(
        totals,
        { billable_amount: all.billable, cost_amount: all.cost, profit: all.billable - all.cost },
        query
      )
      checkGroups(groups, sums)
      assert.equal(
        series.reduce((sum: number, bucket: Row) => sum + bucket.billable_amount, 0),
        all.billable,
        query
      )
    }

    // An export's text search sums the logs themselves, a log without a rate counting as 0.
    const searchedTotals = async (search: string) => {
      const { filters, options } = toSummaryInput({
        date_from: '2026-11-01',
        date_to: '2026-11-30',
        group: 'project',
      })
      return (await summarize({ team: true }, { ...filters, search }, options)).totals
    }
    const moved = await TimeLog.findOrFail(changed.id)
    // 1:40 at 60.00 an hour.
    assert.equal(moved.billableAmount, 10_000)
    assert.deepInclude(await searchedTotals('moved'), {
      count: 1,
      billableAmount: 10_000,
      costAmount: moved.costAmount!,
    })
    // 50 minutes at Ann's cost of 40.00 an hour, and no billable amount.
    assert.deepInclude(await searchedTotals('Internal'), {
      count: 1,
      billableAmount: 0,
      costAmount: 3333,
    })
  })
})
