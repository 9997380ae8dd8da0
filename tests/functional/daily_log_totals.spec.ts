import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import fc from 'fast-check'
import { UserFactory } from '#database/factories/user_factory'
import { resetAppState } from '#tests/support/database'
import { bookable } from '#tests/support/bookable'
import { summarize } from '#services/reports'
import { noFilters } from '#services/report_filters'
import { stretchStartOf } from '#services/week_stretches'
import { weekStarts } from '#shared/week_start'

// A Saturday, a Sunday, a Monday, and the first of a month that begins on a Tuesday.
const dates = ['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01']
const pad = (hour: number) => `${String(hour).padStart(2, '0')}`

/** A log's place: who, which day, which booking and which hour of the day, and its amounts. */
type Place = {
  user: number
  date: number
  booking: number
  hour: number
  minutes: number
  amount: number | null
  cost: number | null
}

const place = fc.record({
  user: fc.nat(1),
  date: fc.nat(dates.length - 1),
  booking: fc.nat(1),
  hour: fc.nat(22),
  minutes: fc.integer({ min: 1, max: 59 }),
  amount: fc.option(fc.nat(1_000_000)),
  cost: fc.option(fc.nat(1_000_000)),
})

const operation = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), places: fc.array(place, { maxLength: 4 }) }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), to: place }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('deleteDay' as const),
    user: fc.nat(1),
    date: fc.nat(dates.length - 1),
  }),
  fc.record({ kind: fc.constant('billable' as const), booking: fc.nat(1) }),
  fc.record({
    kind: fc.constant('reprice' as const),
    pick: fc.nat(),
    amount: fc.option(fc.nat(1_000_000)),
    cost: fc.option(fc.nat(1_000_000)),
  })
)

/** The sums as the table keeps them, and as the logs add up, in the same shape. */
async function keptAndSummed() {
  const columns = 'date, user_id, project_id, task_id'
  const shape = (rows: Record<string, unknown>[]) =>
    rows.map((row) =>
      [
        row.user_id,
        row.project_id,
        row.task_id,
        String(row.date).slice(0, 10),
        row.seconds,
        row.count,
        row.billable_amount,
        row.cost_amount,
      ]
        .map(String)
        .join(' ')
    )
  const kept = await db.rawQuery(
    `SELECT ${columns}, seconds, count, billable_amount, cost_amount
    FROM daily_log_totals ORDER BY ${columns}`
  )
  const summed = await db.rawQuery(
    `SELECT ${columns}, SUM(seconds) AS seconds, COUNT(*) AS count,
      SUM(COALESCE(billable_amount, 0)) AS billable_amount,
      SUM(COALESCE(cost_amount, 0)) AS cost_amount
    FROM time_logs
    GROUP BY ${columns} ORDER BY ${columns}`
  )
  const rowsOf = (result: any) => (Array.isArray(result) ? result : result.rows)
  return { kept: shape(rowsOf(kept)), summed: shape(rowsOf(summed)) }
}

/** A date column's value as YYYY-MM-DD: node-postgres reads a date as a Date at local midnight. */
function isoDay(value: unknown) {
  return value instanceof Date
    ? DateTime.fromJSDate(value).toISODate()!
    : String(value).slice(0, 10)
}

/** The sums per person and stretch as the table keeps them, and as the logs add up. */
async function keptAndSummedStretches() {
  const kept = await db
    .from('weekly_log_totals')
    .select(
      'week_start',
      'starts_on',
      'user_id',
      'seconds',
      'billable_seconds',
      'count',
      'billable_amount',
      'cost_amount'
    )
  const logs = await db
    .from('time_logs')
    .join('projects', 'projects.id', 'time_logs.project_id')
    .select(
      'time_logs.user_id',
      'time_logs.date',
      'time_logs.seconds',
      'time_logs.billable_amount',
      'time_logs.cost_amount',
      'projects.billable'
    )
  const summed = new Map<string, number[]>()
  for (const log of logs) {
    for (const weekStart of weekStarts) {
      const key = `${weekStart} ${stretchStartOf(isoDay(log.date), weekStart)} ${log.user_id}`
      const amounts = summed.get(key) ?? [0, 0, 0, 0, 0]
      summed.set(key, [
        amounts[0] + Number(log.seconds),
        amounts[1] + (log.billable ? Number(log.seconds) : 0),
        amounts[2] + 1,
        amounts[3] + Number(log.billable_amount ?? 0),
        amounts[4] + Number(log.cost_amount ?? 0),
      ])
    }
  }
  return {
    kept: kept
      .map((row) =>
        [row.week_start, isoDay(row.starts_on), row.user_id, row.seconds, row.billable_seconds]
          .concat(row.count, row.billable_amount, row.cost_amount)
          .map(String)
          .join(' ')
      )
      .sort(),
    summed: [...summed].map(([key, amounts]) => [key, ...amounts].join(' ')).sort(),
  }
}

test.group('Daily log totals', (group) => {
  group.each.setup(() => resetAppState())

  test('follow every insert, change, repricing and delete of logs and every change of billable, whoever writes them', async ({
    assert,
  }) => {
    const users = await UserFactory.createMany(2)
    const bookings = [await bookable(users), await bookable(users)]
    const fields = ({ user, date, booking, hour, minutes, amount, cost }: Place) => ({
      user_id: users[user].id,
      date: dates[date],
      project_id: bookings[booking].project.id,
      task_id: bookings[booking].task.id,
      start_time: `${pad(hour)}:00:00`,
      stop_time: `${pad(hour)}:${pad(minutes)}:00`,
      billable_amount: amount,
      cost_amount: cost,
    })
    const slot = (at: Place) => `${at.user} ${at.date} ${at.hour}`

    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        await db.from('time_logs').delete()
        const logs = new Map<number, Place>()
        const taken = () => new Set([...logs.values()].map(slot))
        for (const step of operations) {
          if (step.kind === 'insert') {
            const free = taken()
            const places = step.places.filter((at) => !free.has(slot(at)) && free.add(slot(at)))
            if (places.length === 0) continue
            const now = new Date()
            // One statement of several logs: PostgreSQL's trigger sums them per statement.
            await db
              .table('time_logs')
              .multiInsert(
                places.map((at) => ({ ...fields(at), created_at: now, updated_at: now }))
              )
            const inserted = await db
              .from('time_logs')
              .select('id')
              .orderBy('id', 'desc')
              .limit(places.length)
            inserted.reverse().forEach((row, index) => logs.set(row.id, places[index]))
          } else if (step.kind === 'move' && logs.size > 0) {
            const id = [...logs.keys()][step.pick % logs.size]
            const free = taken()
            free.delete(slot(logs.get(id)!))
            if (free.has(slot(step.to))) continue
            await db.from('time_logs').where('id', id).update(fields(step.to))
            logs.set(id, step.to)
          } else if (step.kind === 'delete' && logs.size > 0) {
            const id = [...logs.keys()][step.pick % logs.size]
            await db.from('time_logs').where('id', id).delete()
            logs.delete(id)
          } else if (step.kind === 'billable') {
            const project = bookings[step.booking].project
            project.billable = !project.billable
            await project.save()
          } else if (step.kind === 'reprice' && logs.size > 0) {
            const id = [...logs.keys()][step.pick % logs.size]
            await db
              .from('time_logs')
              .where('id', id)
              .update({ billable_amount: step.amount, cost_amount: step.cost })
          } else if (step.kind === 'deleteDay') {
            await db
              .from('time_logs')
              .where({ user_id: users[step.user].id, date: dates[step.date] })
              .delete()
            for (const [id, at] of logs) {
              if (at.user === step.user && at.date === step.date) logs.delete(id)
            }
          }
          const { kept, summed } = await keptAndSummed()
          assert.deepEqual(kept, summed)
          const stretches = await keptAndSummedStretches()
          assert.deepEqual(stretches.kept, stretches.summed)
        }
      }),
      { numRuns: 25, seed: 16 }
    )
  }).timeout(120_000)

  test('a summary with a text search reads the logs themselves', async ({ assert }) => {
    const [user] = await UserFactory.createMany(1)
    const work = await bookable([user])
    const now = new Date()
    await db.table('time_logs').multiInsert(
      ['Design review', 'Standup'].map((comments, hour) => ({
        user_id: user.id,
        project_id: work.project.id,
        task_id: work.task.id,
        date: dates[0],
        start_time: `${pad(hour + 9)}:00:00`,
        stop_time: `${pad(hour + 10)}:00:00`,
        comments,
        created_at: now,
        updated_at: now,
      }))
    )
    const options = { group: 'day', subgroup: null, interval: 'day', weekStart: 'monday' } as const
    const range = { ...noFilters, dateFrom: dates[0], dateTo: dates[2] }
    const all = await summarize({ userId: user.id }, range, options)
    const searched = await summarize({ userId: user.id }, { ...range, search: 'review' }, options)
    assert.deepEqual([all.totals.count, all.totals.seconds], [2, 7200])
    assert.deepEqual([searched.totals.count, searched.totals.seconds], [1, 3600])
  })
})

test.group('Sums per person and stretch', (group) => {
  group.each.setup(() => resetAppState())

  /** Two people's logs every other day from October to December 2026, on two projects. */
  async function autumnLogs() {
    const users = await UserFactory.createMany(2)
    const bookings = [
      await bookable(users, { billable: true }),
      await bookable(users, { billable: false }),
    ]
    const now = new Date()
    const logs = []
    for (let day = 0; day < 92; day += 2) {
      const date = DateTime.fromISO('2026-10-01').plus({ days: day }).toISODate()!
      for (const [index, user] of users.entries()) {
        const booking = bookings[(day / 2 + index) % 2]
        logs.push({
          user_id: user.id,
          project_id: booking.project.id,
          task_id: booking.task.id,
          date,
          start_time: `${pad(9 + index)}:00:00`,
          stop_time: `${pad(9 + index)}:${pad(10 + (day % 40))}:00`,
          created_at: now,
          updated_at: now,
        })
      }
    }
    await db.table('time_logs').multiInsert(logs)
    return { users, bookings }
  }

  test('a team summary by person, week or month adds up as the daily sums do', async ({
    assert,
  }) => {
    const { users, bookings } = await autumnLogs()
    const everyProject = [bookings[0].project.id, bookings[1].project.id]
    const day = fc.nat(91).map((days) => DateTime.fromISO('2026-10-01').plus({ days }).toISODate()!)
    const periods = ['user', 'week', 'month'] as const
    await fc.assert(
      fc.asyncProperty(
        day,
        day,
        fc.constantFrom(...periods),
        fc.constantFrom(null, ...periods),
        fc.constantFrom('week' as const, 'month' as const),
        fc.constantFrom(...weekStarts),
        fc.constantFrom<number[][]>([], [users[1].id]),
        async (first, second, groupBy, subgroup, interval, weekStart, userIds) => {
          const [dateFrom, dateTo] = first <= second ? [first, second] : [second, first]
          const filters = { ...noFilters, dateFrom, dateTo, userIds }
          const options = { group: groupBy, subgroup, interval, weekStart }
          // A project filter sends the summary to the daily sums.
          const fromDailySums = { ...filters, projectIds: everyProject }
          assert.deepEqual(
            await summarize({ team: true }, filters, options),
            await summarize({ team: true }, fromDailySums, options)
          )
        }
      ),
      { numRuns: 40, seed: 24 }
    )
  }).timeout(120_000)

  test('the whole stretches of a range are read from their sums, its other days from the daily ones', async ({
    assert,
  }) => {
    await autumnLogs()
    await db.from('weekly_log_totals').update({ seconds: 0 })
    const options = {
      group: 'user',
      subgroup: 'week',
      interval: 'month',
      weekStart: 'monday',
    } as const
    // 2026-11-01 is a Sunday: with Monday weeks, November's first stretch is that one day.
    const whole = { ...noFilters, dateFrom: '2026-11-01', dateTo: '2026-11-30' }
    assert.equal((await summarize({ team: true }, whole, options)).totals.seconds, 0)
    // From a Wednesday to the Tuesday a week later: one whole week, and days of two others.
    const edges = { ...noFilters, dateFrom: '2026-11-04', dateTo: '2026-11-17' }
    const edgeSeconds = await db
      .from('time_logs')
      .whereBetween('date', ['2026-11-04', '2026-11-08'])
      .orWhereBetween('date', ['2026-11-16', '2026-11-17'])
      .sum('seconds as seconds')
    const summary = await summarize({ team: true }, edges, options)
    assert.isAbove(summary.totals.seconds, 0)
    assert.equal(summary.totals.seconds, Number(edgeSeconds[0].seconds))
  })
})
