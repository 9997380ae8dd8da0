import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import fc from 'fast-check'
import { UserFactory } from '#database/factories/user_factory'
import { resetAppState } from '#tests/support/database'
import { bookable } from '#tests/support/bookable'
import { summarize } from '#services/reports'
import { noFilters } from '#services/report_filters'

const dates = ['2026-11-02', '2026-11-03', '2026-11-04']
const pad = (hour: number) => `${String(hour).padStart(2, '0')}`

/** A log's place: who, which day, which booking and which hour of the day. */
type Place = { user: number; date: number; booking: number; hour: number; minutes: number }

const place = fc.record({
  user: fc.nat(1),
  date: fc.nat(dates.length - 1),
  booking: fc.nat(1),
  hour: fc.nat(22),
  minutes: fc.integer({ min: 1, max: 59 }),
})

const operation = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), places: fc.array(place, { maxLength: 4 }) }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), to: place }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('deleteDay' as const), user: fc.nat(1), date: fc.nat(2) })
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
      ]
        .map(String)
        .join(' ')
    )
  const kept = await db.rawQuery(
    `SELECT ${columns}, seconds, count FROM daily_log_totals ORDER BY ${columns}`
  )
  const summed = await db.rawQuery(
    `SELECT ${columns}, SUM(seconds) AS seconds, COUNT(*) AS count FROM time_logs
    GROUP BY ${columns} ORDER BY ${columns}`
  )
  const rowsOf = (result: any) => (Array.isArray(result) ? result : result.rows)
  return { kept: shape(rowsOf(kept)), summed: shape(rowsOf(summed)) }
}

test.group('Daily log totals', (group) => {
  group.each.setup(() => resetAppState())

  test('follow every insert, change and delete of logs, whoever writes them', async ({
    assert,
  }) => {
    const users = await UserFactory.createMany(2)
    const bookings = [await bookable(users), await bookable(users)]
    const fields = ({ user, date, booking, hour, minutes }: Place) => ({
      user_id: users[user].id,
      date: dates[date],
      project_id: bookings[booking].project.id,
      task_id: bookings[booking].task.id,
      start_time: `${pad(hour)}:00:00`,
      stop_time: `${pad(hour)}:${pad(minutes)}:00`,
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
