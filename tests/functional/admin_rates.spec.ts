import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import TimeLog from '#models/time_log'
import RateChange from '#models/rate_change'
import WeekSubmission from '#models/week_submission'
import type User from '#models/user'
import { setLockDate, weekOf } from '#services/periods'
import { resetAppState } from '#tests/support/database'
import { createUser } from '#tests/support/accounts'
import { json, listUrl, signedInAdmin } from '#tests/support/admin'
import { bookable, daysAgo } from '#tests/support/bookable'
import { TaskFactory } from '#database/factories/task_factory'
import { maxRate } from '#shared/money'

/** An administrator, a person with a project and task to log on, and their logs' prices. */
async function setup() {
  const { admin, agent } = await signedInAdmin()
  const person = await createUser()
  const booking = await bookable([person])
  /** A log of 1.5 hours on the date. */
  const stored = (date: string, user: User = person) =>
    TimeLog.create({
      userId: user.id,
      projectId: booking.project.id,
      taskId: booking.task.id,
      date,
      startTime: '09:00:00',
      stopTime: '10:30:00',
      comments: null,
    })
  const priceOf = async (log: TimeLog) => {
    await log.refresh()
    return { rate: log.billableRate, amount: log.billableAmount }
  }
  /** The billable amount the daily totals keep for the project. */
  const dailyTotal = async () => {
    const [row] = await db
      .from('daily_log_totals')
      .where('project_id', booking.project.id)
      .sum('billable_amount as amount')
    return Number(row.amount ?? 0)
  }
  const subjects = {
    user: { path: `/api/admin/users/${person.id}`, id: person.id },
    client: { path: `/api/admin/clients/${booking.client.id}`, id: booking.client.id },
    project: { path: `/api/admin/projects/${booking.project.id}`, id: booking.project.id },
    connection: {
      path: `/api/admin/connections/${booking.connection.id}`,
      id: booking.connection.id,
    },
  }
  return { admin, agent, person, booking, stored, priceOf, dailyTotal, subjects }
}

const stepsOf = () =>
  RateChange.query()
    .orderBy('id')
    .then((steps) =>
      steps.map(({ subject, kind, rate, validFrom }) => ({ subject, kind, rate, validFrom }))
    )

test.group('Admin API: rates', (group) => {
  group.each.setup(() => resetAppState())

  test('a rate set on each subject from a date prices the logs from that date', async ({
    assert,
  }) => {
    for (const subject of ['user', 'client', 'project', 'connection'] as const) {
      const { agent, stored, priceOf, dailyTotal, subjects } = await setup()
      const before = await stored(daysAgo(12))
      const after = await stored(daysAgo(5))

      const set = await json(agent, 'PUT', subjects[subject].path, {
        billable_rate: 8000,
        billable_rate_from: daysAgo(10),
      })
      assert.equal(set.status, 200, subject)
      assert.equal(set.json.data.billable_rate, 8000, subject)
      assert.deepEqual(await priceOf(after), { rate: 8000, amount: 12000 }, subject)
      assert.deepEqual(await priceOf(before), { rate: null, amount: null }, subject)
      assert.equal(await dailyTotal(), 12000, subject)

      const shown = await json(agent, 'GET', subjects[subject].path)
      assert.equal(shown.json.data.billable_rate, 8000, subject)
      const history = await json(
        agent,
        'GET',
        listUrl('rate-changes', { filter: { subject, subject_id: subjects[subject].id } })
      )
      assert.equal(history.json.total, 1, subject)
      assert.include(history.json.data[0], {
        subject,
        subject_id: subjects[subject].id,
        kind: 'billable',
        rate: 8000,
        valid_from: daysAgo(10),
      })
      await resetAppState()
    }
  })

  test('a rate sent again unchanged adds no step; a changed one on the same date replaces it', async ({
    assert,
  }) => {
    const { agent, subjects, stored, priceOf } = await setup()
    const log = await stored(daysAgo(1))
    const path = subjects.project.path
    await json(agent, 'PUT', path, { billable_rate: 5000, billable_rate_from: daysAgo(3) })
    await json(agent, 'PUT', path, { billable_rate: 5000 })
    await json(agent, 'PUT', path, { name: 'Renamed' })
    assert.deepEqual(await stepsOf(), [
      { subject: 'project', kind: 'billable', rate: 5000, validFrom: daysAgo(3) },
    ])

    await json(agent, 'PUT', path, { billable_rate: 6000, billable_rate_from: daysAgo(3) })
    assert.deepEqual(await stepsOf(), [
      { subject: 'project', kind: 'billable', rate: 6000, validFrom: daysAgo(3) },
    ])
    assert.deepEqual(await priceOf(log), { rate: 6000, amount: 9000 })

    // Without a date, the rate applies from today: the log of yesterday keeps its price.
    const today = await json(agent, 'PUT', path, { billable_rate: null })
    assert.isNull(today.json.data.billable_rate)
    assert.deepEqual(await priceOf(log), { rate: 6000, amount: 9000 })
    assert.lengthOf(await stepsOf(), 2)
  })

  test("the rate shown is the one in force today in the administrator's time zone", async ({
    assert,
  }) => {
    // 25 hours apart: their todays always differ.
    const east = await signedInAdmin({ timezone: 'Pacific/Kiritimati' })
    const west = await signedInAdmin({ timezone: 'Pacific/Pago_Pago' })
    const client = await json(east.agent, 'POST', '/api/admin/clients', {
      name: 'Acme',
      billable_rate: 9000,
    })
    assert.deepEqual(await stepsOf(), [
      {
        subject: 'client',
        kind: 'billable',
        rate: 9000,
        validFrom: daysAgo(0, 'Pacific/Kiritimati'),
      },
    ])
    const path = `/api/admin/clients/${client.json.data.id}`
    assert.equal((await json(east.agent, 'GET', path)).json.data.billable_rate, 9000)
    assert.isNull((await json(west.agent, 'GET', path)).json.data.billable_rate)
  })

  test('a record created with a rate gets it from today; a person also a cost rate', async ({
    assert,
  }) => {
    const { agent } = await signedInAdmin()
    const client = await json(agent, 'POST', '/api/admin/clients', {
      name: 'Acme',
      billable_rate: 9000,
    })
    assert.equal(client.status, 201)
    assert.equal(client.json.data.billable_rate, 9000)

    const user = await json(agent, 'POST', '/api/admin/users', {
      name: 'Ann',
      email: 'ann@example.com',
      billable_rate: 7000,
      cost_rate: 4000,
      cost_rate_from: daysAgo(30),
    })
    assert.equal(user.status, 201)
    assert.include(user.json.data, { billable_rate: 7000, cost_rate: 4000 })
    assert.deepEqual(await stepsOf(), [
      { subject: 'client', kind: 'billable', rate: 9000, validFrom: daysAgo(0) },
      { subject: 'user', kind: 'billable', rate: 7000, validFrom: daysAgo(0) },
      { subject: 'user', kind: 'cost', rate: 4000, validFrom: daysAgo(30) },
    ])
  })

  test('the most specific rate wins: connection, project, client, person', async ({ assert }) => {
    const { agent, stored, priceOf, subjects } = await setup()
    const log = await stored(daysAgo(1))
    const from = daysAgo(2)
    const rates = { user: 1000, client: 2000, project: 3000, connection: 4000 }
    for (const [subject, rate] of Object.entries(rates)) {
      const { path } = subjects[subject as keyof typeof rates]
      await json(agent, 'PUT', path, { billable_rate: rate, billable_rate_from: from })
    }
    assert.deepEqual(await priceOf(log), { rate: 4000, amount: 6000 })

    const steps = await RateChange.query().orderBy('id')
    for (const [index, expected] of [3000, 2000, 1000, null].entries()) {
      // Steps were added person, client, project, connection: delete from the most specific.
      const removed = await json(agent, 'DELETE', `/api/admin/rate-changes/${steps[3 - index].id}`)
      assert.equal(removed.status, 204)
      const amount = expected === null ? null : expected * 1.5
      assert.deepEqual(await priceOf(log), { rate: expected, amount })
    }
  })

  test('a change reaching an approved week writes nothing', async ({ assert }) => {
    const { agent, person, stored, priceOf, dailyTotal, subjects } = await setup()
    const date = daysAgo(14)
    const log = await stored(date)
    // The person's rate, the least specific: a rate set on any subject would change the price.
    await json(agent, 'PUT', subjects.user.path, {
      billable_rate: 5000,
      billable_rate_from: daysAgo(30),
    })
    const week = weekOf(date)
    await WeekSubmission.create({
      userId: person.id,
      startsOn: week.startsOn,
      endsOn: week.endsOn,
      status: 'approved',
      comment: null,
      submittedAt: DateTime.utc(),
    })

    for (const subject of ['user', 'client', 'project', 'connection'] as const) {
      const refused = await json(agent, 'PUT', subjects[subject].path, {
        name: 'Renamed',
        billable_rate: 9900,
        billable_rate_from: daysAgo(20),
      })
      assert.equal(refused.status, 422, subject)
      assert.match(refused.json.errors.billable_rate_from[0], /is approved/, subject)
    }
    assert.deepEqual(await stepsOf(), [
      { subject: 'user', kind: 'billable', rate: 5000, validFrom: daysAgo(30) },
    ])
    assert.deepEqual(await priceOf(log), { rate: 5000, amount: 7500 })
    assert.equal(await dailyTotal(), 7500)
    // The records' own changes went with the refused rate.
    for (const subject of ['user', 'client', 'project'] as const) {
      const record = await json(agent, 'GET', subjects[subject].path)
      assert.notEqual(record.json.data.name, 'Renamed', subject)
    }

    // From after the approved week, the change goes through.
    const later = await json(agent, 'PUT', subjects.project.path, {
      billable_rate: 9900,
      billable_rate_from: weekOf(daysAgo(0)).startsOn,
    })
    assert.equal(later.status, 200)
  })

  test('a change from the lock date or before, or reaching a billed log, writes nothing', async ({
    assert,
  }) => {
    const { admin, agent, booking, stored, priceOf, subjects } = await setup()
    const billed = await stored(daysAgo(10))
    await json(agent, 'PUT', subjects.client.path, {
      billable_rate: 5000,
      billable_rate_from: daysAgo(60),
    })
    const [batchId] = await db
      .table('billing_batches')
      .insert({
        number: 'S-0001',
        issued_on: daysAgo(1),
        client_id: booking.client.id,
        project_id: null,
        date_from: daysAgo(30),
        date_to: daysAgo(1),
        grouping: 'project',
        log_count: 1,
        seconds: 5400,
        subtotal: 7500,
        tax_rate: null,
        tax: 0,
        total: 7500,
        currency: 'EUR',
        created_by: admin.id,
        created_at: DateTime.utc().toSQL(),
      })
      .returning('id')
    await db
      .from('time_logs')
      .where('id', billed.id)
      .update({ billing_batch_id: typeof batchId === 'object' ? batchId.id : batchId })

    const billedRefusal = await json(agent, 'PUT', subjects.project.path, {
      billable_rate: 9900,
      billable_rate_from: daysAgo(20),
    })
    assert.equal(billedRefusal.status, 422)
    assert.match(billedRefusal.json.errors.billable_rate_from[0], /S-0001/)

    await setLockDate(daysAgo(40), admin)
    const lockedRefusal = await json(agent, 'PUT', subjects.user.path, {
      cost_rate: 100,
      cost_rate_from: daysAgo(40),
    })
    assert.equal(lockedRefusal.status, 422)
    assert.match(lockedRefusal.json.errors.cost_rate_from[0], /lock date/)

    assert.deepEqual(await stepsOf(), [
      { subject: 'client', kind: 'billable', rate: 5000, validFrom: daysAgo(60) },
    ])
    assert.deepEqual(await priceOf(billed), { rate: 5000, amount: 7500 })

    // Nor may a step reaching them be deleted.
    const [step] = await RateChange.all()
    const removal = await json(agent, 'DELETE', `/api/admin/rate-changes/${step.id}`)
    assert.equal(removal.status, 422)
    assert.lengthOf(await RateChange.all(), 1)
  })

  test('bad rates and dates answer 422', async ({ assert }) => {
    const { agent, subjects } = await setup()
    const bad = [-1, maxRate('EUR') + 1, 12.5, '8000', 'eighty', {}, [1], true]
    for (const rate of bad) {
      const response = await json(agent, 'PUT', subjects.user.path, {
        billable_rate: rate,
        cost_rate: rate,
      })
      assert.equal(response.status, 422, JSON.stringify(rate))
      assert.properties(response.json.errors, ['billable_rate'], JSON.stringify(rate))
    }
    const badDate = await json(agent, 'PUT', subjects.project.path, {
      billable_rate: 100,
      billable_rate_from: '2026-02-30',
    })
    assert.equal(badDate.status, 422)
    assert.properties(badDate.json.errors, ['billable_rate_from'])
    const inForce = await json(agent, 'PUT', subjects.connection.path, {
      billable_rate: maxRate('EUR'),
    })
    assert.equal(inForce.status, 200)
    assert.lengthOf(await RateChange.all(), 1)
  })

  test('the rate history: add, overlap, subjects and kinds', async ({ assert }) => {
    const { admin, agent, person, booking } = await setup()
    const step = {
      subject: 'project',
      subject_id: booking.project.id,
      kind: 'billable',
      rate: 5000,
      valid_from: daysAgo(3),
    }
    const added = await json(agent, 'POST', '/api/admin/rate-changes', step)
    assert.equal(added.status, 201)
    assert.include(added.json.data, { ...step, created_by: admin.id, created_by_name: admin.name })
    const shown = await json(agent, 'GET', `/api/admin/rate-changes/${added.json.data.id}`)
    assert.deepEqual(shown.json, added.json)

    const overlap = await json(agent, 'POST', '/api/admin/rate-changes', { ...step, rate: 6000 })
    assert.equal(overlap.status, 422)
    assert.properties(overlap.json.errors, ['valid_from'])

    const costOnClient = await json(agent, 'POST', '/api/admin/rate-changes', {
      ...step,
      subject: 'client',
      subject_id: booking.client.id,
      kind: 'cost',
    })
    assert.equal(costOnClient.status, 422)
    assert.properties(costOnClient.json.errors, ['kind'])

    const missing = await json(agent, 'POST', '/api/admin/rate-changes', {
      ...step,
      subject_id: 999_999,
    })
    assert.equal(missing.status, 422)
    assert.properties(missing.json.errors, ['subject_id'])

    const invalid = await json(agent, 'POST', '/api/admin/rate-changes', {
      subject: 'task',
      kind: 'price',
      rate: -5,
      valid_from: 'soon',
    })
    assert.equal(invalid.status, 422)
    assert.properties(invalid.json.errors, ['subject', 'subject_id', 'kind', 'rate', 'valid_from'])

    const cost = await json(agent, 'POST', '/api/admin/rate-changes', {
      subject: 'user',
      subject_id: person.id,
      kind: 'cost',
      rate: null,
      valid_from: daysAgo(3),
    })
    assert.equal(cost.status, 201)
    const costs = await json(agent, 'GET', listUrl('rate-changes', { filter: { kind: 'cost' } }))
    assert.equal(costs.json.total, 1)
    assert.equal(costs.json.data[0].subject, 'user')
  })

  test("a project's billable switch and client prices its logs again", async ({ assert }) => {
    const { agent, stored, priceOf, subjects } = await setup()
    const log = await stored(daysAgo(1))
    await json(agent, 'PUT', subjects.client.path, {
      billable_rate: 4000,
      billable_rate_from: daysAgo(5),
    })
    assert.deepEqual(await priceOf(log), { rate: 4000, amount: 6000 })

    await json(agent, 'PUT', subjects.project.path, { billable: false })
    assert.deepEqual(await priceOf(log), { rate: null, amount: null })
    await json(agent, 'PUT', subjects.project.path, { billable: true })
    assert.deepEqual(await priceOf(log), { rate: 4000, amount: 6000 })

    const other = await json(agent, 'POST', '/api/admin/clients', { name: 'Other' })
    await json(agent, 'PUT', subjects.project.path, { client_id: other.json.data.id })
    assert.deepEqual(await priceOf(log), { rate: null, amount: null })
  })

  test("a connection moved to another task, or deleted, prices both tasks' logs again", async ({
    assert,
  }) => {
    const { agent, person, booking, stored, priceOf, dailyTotal, subjects } = await setup()
    const log = await stored(daysAgo(1))
    const task = await TaskFactory.create()
    const onOtherTask = await TimeLog.create({
      userId: person.id,
      projectId: booking.project.id,
      taskId: task.id,
      date: daysAgo(1),
      startTime: '11:00:00',
      stopTime: '12:30:00',
      comments: null,
    })
    await json(agent, 'PUT', subjects.project.path, {
      billable_rate: 3000,
      billable_rate_from: daysAgo(5),
    })
    await json(agent, 'PUT', subjects.connection.path, {
      project_id: booking.project.id,
      task_id: booking.task.id,
      billable_rate: 5000,
      billable_rate_from: daysAgo(5),
    })
    assert.deepEqual(await priceOf(log), { rate: 5000, amount: 7500 })
    assert.deepEqual(await priceOf(onOtherTask), { rate: 3000, amount: 4500 })

    const moved = await json(agent, 'PUT', subjects.connection.path, {
      project_id: booking.project.id,
      task_id: task.id,
    })
    assert.equal(moved.status, 200)
    assert.deepEqual(await priceOf(log), { rate: 3000, amount: 4500 })
    assert.deepEqual(await priceOf(onOtherTask), { rate: 5000, amount: 7500 })
    assert.equal(await dailyTotal(), 12_000)

    assert.equal((await json(agent, 'DELETE', subjects.connection.path)).status, 204)
    assert.deepEqual(await priceOf(onOtherTask), { rate: 3000, amount: 4500 })
    assert.equal(await dailyTotal(), 9000)
  })

  test('deleting a subject forgets its rates', async ({ assert }) => {
    const { agent, subjects } = await setup()
    for (const subject of ['connection', 'client', 'user'] as const) {
      await json(agent, 'PUT', subjects[subject].path, { billable_rate: 100 })
    }
    const client = await json(agent, 'POST', '/api/admin/clients', {
      name: 'Gone',
      billable_rate: 1,
    })
    assert.equal((await json(agent, 'DELETE', subjects.connection.path)).status, 204)
    assert.equal(
      (await json(agent, 'DELETE', `/api/admin/clients/${client.json.data.id}`)).status,
      204
    )
    assert.deepEqual(
      (await stepsOf()).map(({ subject }) => subject),
      ['client', 'user']
    )
  })

  test('project budgets: validated, and the amount used in the period', async ({ assert }) => {
    const { agent, stored, subjects } = await setup()
    const monthStart = DateTime.utc().startOf('month')
    await stored(monthStart.toISODate()!)
    await stored(monthStart.minus({ days: 1 }).toISODate()!)
    await json(agent, 'PUT', subjects.project.path, {
      billable_rate: 10000,
      billable_rate_from: daysAgo(60),
    })

    const total = await json(agent, 'PUT', subjects.project.path, {
      budget_amount: 1_000_000,
      budget_period: 'total',
    })
    assert.include(total.json.data, {
      budget_amount: 1_000_000,
      budget_period: 'total',
      budget_used: 30000,
    })
    const month = await json(agent, 'PUT', subjects.project.path, { budget_period: 'month' })
    assert.include(month.json.data, { budget_period: 'month', budget_used: 15000 })
    const list = await json(agent, 'GET', listUrl('projects'))
    assert.include(list.json.data[0], { budget_used: 15000, billable_rate: 10000 })

    for (const [field, value] of [
      ['budget_amount', -1],
      ['budget_amount', 1e12 + 1],
      ['budget_amount', 10.5],
      ['budget_amount', '100'],
      ['budget_period', 'week'],
    ] as const) {
      const refused = await json(agent, 'PUT', subjects.project.path, { [field]: value })
      assert.equal(refused.status, 422, `${field} ${value}`)
      assert.properties(refused.json.errors, [field])
    }
    const cleared = await json(agent, 'PUT', subjects.project.path, { budget_amount: null })
    assert.isNull(cleared.json.data.budget_amount)
  })
})
