import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { resetAppState } from '#tests/support/database'
import { createUser } from '#tests/support/accounts'
import { bookable } from '#tests/support/bookable'
import { logTime } from '#tests/support/report_logs'
import { exportBatchSize, exportRows, type ExportRow } from '#services/report_logs'
import { noFilters } from '#services/report_filters'

async function collect(batches: AsyncIterable<ExportRow[]>) {
  const sizes: number[] = []
  const rows: ExportRow[] = []
  for await (const batch of batches) {
    sizes.push(batch.length)
    rows.push(...batch)
  }
  return { sizes, rows }
}

test.group('Export rows', (group) => {
  group.each.setup(() => resetAppState())

  test('a person gets their own logs by date and start time, with their names', async ({
    assert,
  }) => {
    const user = await createUser({ name: 'Ann' })
    const other = await createUser()
    const work = await bookable([user, other], { billable: false })
    await logTime(user, work, '2026-11-02', '13:00:00', '14:30:15', 'After lunch')
    await logTime(user, work, '2026-11-02', '09:00:00', '10:00:00')
    await logTime(user, work, '2026-10-30', '09:00:00', '09:15:00')
    await logTime(other, work, '2026-11-02', '09:00:00', '17:00:00')

    const { rows } = await collect(exportRows({ userId: user.id }, noFilters, true))
    assert.deepEqual(
      rows.map((row) => [row.date, row.startTime, row.stopTime, row.seconds]),
      [
        ['2026-10-30', '09:00:00', '09:15:00', 900],
        ['2026-11-02', '09:00:00', '10:00:00', 3600],
        ['2026-11-02', '13:00:00', '14:30:15', 5415],
      ]
    )
    assert.deepEqual(rows[2], {
      date: '2026-11-02',
      startTime: '13:00:00',
      stopTime: '14:30:15',
      seconds: 5415,
      clientName: work.client.name,
      projectName: work.project.name,
      taskName: work.task.name,
      billable: false,
      comments: 'After lunch',
      userId: user.id,
      userName: 'Ann',
      // Written straight to the database, unpriced.
      billableRate: null,
      billableAmount: null,
      costAmount: null,
    })
  })

  test("a log's prices are read only for an export that shows money", async ({ assert }) => {
    const user = await createUser()
    const work = await bookable([user])
    await logTime(user, work, '2026-11-02', '09:00:00', '10:30:00')
    await logTime(user, work, '2026-11-03', '09:00:00', '10:00:00')
    await db
      .from('time_logs')
      .where('date', '2026-11-02')
      .update({ billable_rate: 8000, billable_amount: 12_000, cost_amount: 4500 })

    const priced = await collect(exportRows({ team: true }, noFilters, true))
    assert.deepEqual(
      priced.rows.map((row) => [row.billableRate, row.billableAmount, row.costAmount]),
      [
        [8000, 12_000, 4500],
        [null, null, null],
      ]
    )
    const unpriced = await collect(exportRows({ userId: user.id }, noFilters, false))
    assert.deepEqual(
      unpriced.rows.map((row) => [row.date, row.billableRate, row.billableAmount, row.costAmount]),
      [
        ['2026-11-02', null, null, null],
        ['2026-11-03', null, null, null],
      ]
    )
  })

  test('the team is ordered by person name and filtered like the summary', async ({ assert }) => {
    const zoe = await createUser({ name: 'Zoe' })
    const bob = await createUser({ name: 'Bob' })
    const billed = await bookable([zoe, bob], { billable: true })
    const unbilled = await bookable([zoe, bob], { billable: false })
    await logTime(zoe, billed, '2026-11-03', '09:00:00', '10:00:00')
    await logTime(bob, billed, '2026-11-04', '09:00:00', '10:00:00')
    await logTime(bob, unbilled, '2026-11-05', '09:00:00', '10:00:00')
    await logTime(bob, billed, '2026-12-01', '09:00:00', '10:00:00')

    const november = { ...noFilters, dateFrom: '2026-11-01', dateTo: '2026-11-30' }
    const all = await collect(exportRows({ team: true }, november, false))
    assert.deepEqual(
      all.rows.map((row) => [
        row.userName,
        row.clientName,
        row.projectName,
        row.taskName,
        row.billable,
      ]),
      [
        ['Bob', billed.client.name, billed.project.name, billed.task.name, true],
        ['Bob', unbilled.client.name, unbilled.project.name, unbilled.task.name, false],
        ['Zoe', billed.client.name, billed.project.name, billed.task.name, true],
      ]
    )

    const filters = { ...november, billable: true }
    const { rows } = await collect(exportRows({ team: true }, filters, false))
    assert.deepEqual(
      rows.map((row) => [row.userName, row.date]),
      [
        ['Bob', '2026-11-04'],
        ['Zoe', '2026-11-03'],
      ]
    )

    const onlyZoe = await collect(
      exportRows(
        { team: true },
        { ...noFilters, userIds: [zoe.id], clientIds: [billed.client.id] },
        false
      )
    )
    assert.deepEqual(
      onlyZoe.rows.map((row) => row.userName),
      ['Zoe']
    )
  })

  test('logs come in batches, each after the last of the one before', async ({ assert }) => {
    const user = await createUser()
    const work = await bookable([user])
    const count = exportBatchSize + 5
    const logs = Array.from({ length: count }, (_, index) => {
      const minute = index % 1440
      const date = `2026-0${1 + Math.floor(index / 1440)}-01`
      const time = (m: number) =>
        `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`
      return { date, start: time(minute), stop: `${time(minute).slice(0, 6)}30` }
    })
    const now = new Date()
    const rows = logs.map((log) => ({
      user_id: user.id,
      project_id: work.project.id,
      task_id: work.task.id,
      date: log.date,
      start_time: log.start,
      stop_time: log.stop,
      created_at: now,
      updated_at: now,
    }))
    for (let start = 0; start < rows.length; start += 500) {
      await db.table('time_logs').multiInsert(rows.slice(start, start + 500))
    }

    const exported = await collect(exportRows({ userId: user.id }, noFilters, true))
    assert.deepEqual(exported.sizes, [exportBatchSize, 5])
    assert.deepEqual(
      exported.rows.map((row) => `${row.date} ${row.startTime}`),
      logs.map((log) => `${log.date} ${log.start}`).sort()
    )
  })

  test('a team of people with a few logs each comes in name order, their logs in one batch', async ({
    assert,
  }) => {
    // More people than are read ahead, created out of name order.
    const names = ['Gus', 'Ada', 'Fay', 'Cy', 'Eve', 'Bo', 'Dan', 'Hal', 'Ivy']
    const people = []
    for (const name of names) people.push(await createUser({ name }))
    const work = await bookable(people)
    for (const person of people) {
      await logTime(person, work, '2026-11-03', '10:00:00', '11:00:00')
      await logTime(person, work, '2026-11-02', '09:00:00', '09:30:00')
    }

    const exported = await collect(exportRows({ team: true }, noFilters, false))
    assert.deepEqual(exported.sizes, [names.length * 2])
    assert.deepEqual(
      exported.rows.map((row) => `${row.userName} ${row.date}`),
      [...names].sort().flatMap((name) => [`${name} 2026-11-02`, `${name} 2026-11-03`])
    )
  })

  test('someone with more logs than a batch is read on their own, in batches, between the others', async ({
    assert,
  }) => {
    const [ann, bob, cy] = [
      await createUser({ name: 'Ann' }),
      await createUser({ name: 'Bob' }),
      await createUser({ name: 'Cy' }),
    ]
    const work = await bookable([ann, bob, cy])
    const now = new Date()
    const logsOf = (user: typeof ann, count: number) =>
      Array.from({ length: count }, (_, index) => ({
        user_id: user.id,
        project_id: work.project.id,
        task_id: work.task.id,
        date: `2026-0${1 + Math.floor(index / 1440)}-02`,
        start_time: `${String(Math.floor((index % 1440) / 60)).padStart(2, '0')}:${String(index % 60).padStart(2, '0')}:00`,
        stop_time: `${String(Math.floor((index % 1440) / 60)).padStart(2, '0')}:${String(index % 60).padStart(2, '0')}:30`,
        created_at: now,
        updated_at: now,
      }))
    const rows = [...logsOf(cy, 3), ...logsOf(bob, exportBatchSize + 5), ...logsOf(ann, 3)]
    for (let start = 0; start < rows.length; start += 500) {
      await db.table('time_logs').multiInsert(rows.slice(start, start + 500))
    }

    const exported = await collect(exportRows({ team: true }, noFilters, false))
    assert.deepEqual(exported.sizes, [3, exportBatchSize, 5, 3])
    assert.deepEqual([...new Set(exported.rows.map((row) => row.userName))], ['Ann', 'Bob', 'Cy'])
    const bobs = exported.rows.filter((row) => row.userName === 'Bob')
    assert.deepEqual(
      bobs.map((row) => `${row.date} ${row.startTime}`),
      bobs.map((row) => `${row.date} ${row.startTime}`).sort()
    )
  })
})
