import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import i18nManager from '@adonisjs/i18n/services/main'
import TimeLog from '#models/time_log'
import BillingBatch from '#models/billing_batch'
import WeekSubmission from '#models/week_submission'
import { changeRate, type RateChangeInput } from '#services/rates'
import { messageDate, setLockDate, weekOf } from '#services/periods'
import { formatsOf } from '#shared/date_formats'
import { amountOf } from '#shared/money'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { json } from '#tests/support/admin'
import { bookable, daysAgo } from '#tests/support/bookable'

const fields = { rate: 'billable_rate', from: 'billable_rate_from' }

async function setup() {
  const admin = await createUser({ role: 'admin' })
  const user = await createUser()
  const agent = new Agent()
  await agent.login(user.email, password)
  const booking = await bookable([user])
  const writer = { admin, i18n: i18nManager.locale('en'), formats: formatsOf(admin), fields }
  const setRate = (input: Omit<RateChangeInput, 'kind'> & { kind?: RateChangeInput['kind'] }) =>
    changeRate({ kind: 'billable', ...input }, writer)
  const body = (date: string, start = '09:00', stop = '10:30') => ({
    project_id: booking.project.id,
    task_id: booking.task.id,
    date,
    start_time: start,
    stop_time: stop,
  })
  const logOn = async (date: string, start = '09:00', stop = '10:30') => {
    const response = await json(agent, 'POST', '/api/time-logs', body(date, start, stop))
    if (response.status !== 201) throw new Error(JSON.stringify(response.json))
    return TimeLog.findOrFail(response.json.data.id)
  }
  return { admin, user, agent, booking, setRate, logOn, body }
}

/** The stored amounts of the logs and of the daily and weekly sums, which must agree. */
async function sums() {
  const [logs] = await db
    .from('time_logs')
    .select(db.raw('SUM(billable_amount) AS billable, SUM(cost_amount) AS cost'))
  const [daily] = await db
    .from('daily_log_totals')
    .select(db.raw('SUM(billable_amount) AS billable, SUM(cost_amount) AS cost'))
  const [weekly] = await db
    .from('weekly_log_totals')
    .where('week_start', 'monday')
    .select(db.raw('SUM(billable_amount) AS billable, SUM(cost_amount) AS cost'))
  const numbers = (row: Record<string, unknown>) => [Number(row.billable), Number(row.cost)]
  return { logs: numbers(logs), daily: numbers(daily), weekly: numbers(weekly) }
}

test.group('Pricing time logs', (group) => {
  group.each.setup(() => resetAppState())

  test('a log is priced at the rates in force on its date when written', async ({ assert }) => {
    const { user, setRate, logOn } = await setup()
    await setRate({ subject: 'user', subjectId: user.id, rate: 8000, validFrom: daysAgo(30) })
    await setRate({
      subject: 'user',
      subjectId: user.id,
      kind: 'cost',
      rate: 4550,
      validFrom: daysAgo(30),
    })
    const log = await logOn(daysAgo(1))
    assert.include(log.serialize(), {
      billableRate: 8000,
      billableAmount: 12_000,
      costRate: 4550,
      costAmount: amountOf(5400, 4550),
    })
    const older = await logOn(daysAgo(31))
    assert.isNull(older.billableAmount)
    assert.isNull(older.costAmount)
    const { logs, daily, weekly } = await sums()
    assert.deepEqual(daily, logs)
    assert.deepEqual(weekly, logs)
  })

  test('the most specific rate set bills: connection, project, client, person', async ({
    assert,
  }) => {
    const { user, booking, setRate, logOn } = await setup()
    const from = daysAgo(10)
    const log = await logOn(daysAgo(1), '09:00', '10:00')
    const rateOfLog = async () => (await TimeLog.findOrFail(log.id)).billableRate
    await setRate({ subject: 'user', subjectId: user.id, rate: 1000, validFrom: from })
    assert.equal(await rateOfLog(), 1000)
    await setRate({ subject: 'client', subjectId: booking.client.id, rate: 2000, validFrom: from })
    assert.equal(await rateOfLog(), 2000)
    await setRate({
      subject: 'project',
      subjectId: booking.project.id,
      rate: 3000,
      validFrom: from,
    })
    assert.equal(await rateOfLog(), 3000)
    await setRate({
      subject: 'connection',
      subjectId: booking.connection.id,
      rate: 4000,
      validFrom: from,
    })
    assert.equal(await rateOfLog(), 4000)
    assert.equal((await TimeLog.findOrFail(log.id)).billableAmount, 4000)
    // Unsetting the connection's rate from a later date hands the log back to the project's.
    await setRate({
      subject: 'connection',
      subjectId: booking.connection.id,
      rate: null,
      validFrom: daysAgo(2),
    })
    assert.equal(await rateOfLog(), 3000)
    const { logs, daily, weekly } = await sums()
    assert.deepEqual(daily, logs)
    assert.deepEqual(weekly, logs)
  })

  test('a change from a date reprices the logs from that date on, not before', async ({
    assert,
  }) => {
    const { user, setRate, logOn } = await setup()
    await setRate({ subject: 'user', subjectId: user.id, rate: 6000, validFrom: daysAgo(20) })
    const before = await logOn(daysAgo(8))
    const after = await logOn(daysAgo(3))
    await setRate({ subject: 'user', subjectId: user.id, rate: 9000, validFrom: daysAgo(5) })
    assert.equal((await TimeLog.findOrFail(before.id)).billableAmount, 9000)
    assert.equal((await TimeLog.findOrFail(after.id)).billableAmount, 13_500)
  })

  test('a log of a project that is not billable has no amount, but has its cost', async ({
    assert,
  }) => {
    const { user, booking, setRate, logOn } = await setup()
    booking.project.billable = false
    await booking.project.save()
    await setRate({
      subject: 'project',
      subjectId: booking.project.id,
      rate: 9000,
      validFrom: daysAgo(9),
    })
    await setRate({
      subject: 'user',
      subjectId: user.id,
      kind: 'cost',
      rate: 3000,
      validFrom: daysAgo(9),
    })
    const log = await logOn(daysAgo(1))
    assert.isNull(log.billableRate)
    assert.isNull(log.billableAmount)
    assert.equal(log.costAmount, 4500)
  })

  test('editing a log prices it again', async ({ assert }) => {
    const { user, agent, setRate, logOn, body } = await setup()
    await setRate({ subject: 'user', subjectId: user.id, rate: 6000, validFrom: daysAgo(20) })
    const log = await logOn(daysAgo(2))
    const edited = await json(
      agent,
      'PUT',
      `/api/time-logs/${log.id}`,
      body(daysAgo(2), '09:00', '12:00')
    )
    assert.equal(edited.status, 200)
    assert.equal((await TimeLog.findOrFail(log.id)).billableAmount, 18_000)
  })

  test('a billed log is read-only, and a change of rate that would reprice it is refused', async ({
    assert,
  }) => {
    const { admin, user, agent, booking, setRate, logOn, body } = await setup()
    await setRate({ subject: 'user', subjectId: user.id, rate: 6000, validFrom: daysAgo(20) })
    const log = await logOn(daysAgo(2))
    const batch = await BillingBatch.create({
      number: '2026-0001',
      issuedOn: daysAgo(0),
      clientId: booking.client.id,
      projectId: null,
      dateFrom: daysAgo(20),
      dateTo: daysAgo(0),
      grouping: 'task',
      logCount: 1,
      seconds: 5400,
      subtotal: 9000,
      taxRate: null,
      tax: 0,
      total: 9000,
      currency: 'EUR',
      createdBy: admin.id,
    })
    await TimeLog.query().where('id', log.id).update({ billing_batch_id: batch.id })

    const refused =
      'This time log is billed, so it can no longer be changed. An administrator can undo its statement first.'
    const edit = await json(
      agent,
      'PUT',
      `/api/time-logs/${log.id}`,
      body(daysAgo(2), '09:00', '12:00')
    )
    assert.equal(edit.status, 422)
    assert.deepEqual(edit.json.errors, { date: [refused] })
    const remove = await json(agent, 'DELETE', `/api/time-logs/${log.id}`)
    assert.equal(remove.status, 422)
    assert.isNotNull(await TimeLog.find(log.id))

    const stepsBefore = await db.from('rate_changes').count('* as count')
    await assert.rejects(
      () => setRate({ subject: 'user', subjectId: user.id, rate: 7000, validFrom: daysAgo(5) }),
      /E_VALIDATION_ERROR|Validation failure/
    )
    const error = await setRate({
      subject: 'user',
      subjectId: user.id,
      rate: 7000,
      validFrom: daysAgo(5),
    }).catch((caught) => caught)
    assert.deepEqual(error.messages, [
      {
        field: 'billable_rate_from',
        message:
          'This change would reprice logs already billed in statement 2026-0001. Choose a later date, or undo that statement first.',
        rule: 'billed',
      },
    ])
    assert.deepEqual(await db.from('rate_changes').count('* as count'), stepsBefore)
    assert.equal((await TimeLog.findOrFail(log.id)).billableAmount, 9000)
    // From the day after the billed log on, nothing billed is repriced.
    await setRate({ subject: 'user', subjectId: user.id, rate: 7000, validFrom: daysAgo(1) })
  })

  test('a change reaching an approved week or the lock date is refused, writing nothing', async ({
    assert,
  }) => {
    const { admin, user, setRate, logOn } = await setup()
    const date = daysAgo(14)
    await logOn(date)
    const week = weekOf(date)
    await WeekSubmission.create({
      userId: user.id,
      startsOn: week.startsOn,
      endsOn: week.endsOn,
      status: 'approved',
      comment: null,
      submittedAt: DateTime.utc(),
    })
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error) => error.messages?.[0]?.message
      )
    assert.equal(
      await refusal(setRate({ subject: 'user', subjectId: user.id, rate: 5000, validFrom: date })),
      `This change would reprice logs that can no longer change. The week of ${messageDate(week.startsOn, 'en')} to ${messageDate(week.endsOn, 'en')} is approved, so its time can no longer be changed.`
    )
    assert.lengthOf(await db.from('rate_changes'), 0)
    assert.isNull((await TimeLog.query().firstOrFail()).billableAmount)

    await setLockDate(daysAgo(7), admin)
    assert.equal(
      await refusal(
        setRate({ subject: 'client', subjectId: 1, rate: 5000, validFrom: daysAgo(7) })
      ),
      `Rates cannot change from a date on or before the lock date, ${messageDate(daysAgo(7), 'en')}. Choose a later date.`
    )
    assert.lengthOf(await db.from('rate_changes'), 0)
  })

  test('two steps of one rate on one date are refused as overlapping', async ({ assert }) => {
    const { user, setRate } = await setup()
    await setRate({ subject: 'user', subjectId: user.id, rate: 5000, validFrom: daysAgo(3) })
    const error = await setRate({
      subject: 'user',
      subjectId: user.id,
      rate: 6000,
      validFrom: daysAgo(3),
    }).catch((caught) => caught)
    assert.equal(error.messages[0].rule, 'rateOverlap')
    assert.lengthOf(await db.from('rate_changes'), 1)
  })

  test('rates out of bounds are refused', async ({ assert }) => {
    const { user, setRate } = await setup()
    for (const rate of [-1, 100_000_001]) {
      const error = await setRate({
        subject: 'user',
        subjectId: user.id,
        rate,
        validFrom: daysAgo(3),
      }).catch((caught) => caught)
      assert.deepEqual(error.messages, [
        {
          field: 'billable_rate',
          message: 'A rate must be between 0 and €1,000,000.00 an hour.',
          rule: 'rateBounds',
        },
      ])
    }
    assert.lengthOf(await db.from('rate_changes'), 0)
  })
})
