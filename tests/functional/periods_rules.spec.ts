import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import TimeLog from '#models/time_log'
import Timer from '#models/timer'
import type User from '#models/user'
import WeekSubmission from '#models/week_submission'
import { messageDate, setLockDate, weekOf } from '#services/periods'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { json } from '#tests/support/admin'
import { bookable, daysAgo } from '#tests/support/bookable'

async function setup(overrides: Partial<User> = {}) {
  const user = await createUser(overrides)
  const agent = new Agent()
  await agent.login(user.email, password)
  const booking = await bookable([user])
  const today = daysAgo(0)
  const week = weekOf(today)
  const log = (date: string, start = '01:00', stop = '02:00') => ({
    project_id: booking.project.id,
    task_id: booking.task.id,
    date,
    start_time: start,
    stop_time: stop,
  })
  const stored = (date: string, startTime = '03:00:00', stopTime = '04:00:00') =>
    TimeLog.create({
      userId: user.id,
      projectId: booking.project.id,
      taskId: booking.task.id,
      date,
      startTime,
      stopTime,
      comments: null,
    })
  return { user, agent, booking, today, week, log, stored }
}

function submittedMessage(week: { startsOn: string; endsOn: string }) {
  return `The week of ${messageDate(week.startsOn, 'en')} to ${messageDate(week.endsOn, 'en')} is submitted for approval, so its time cannot be changed. Withdraw the submission to change it.`
}

function approvedMessage(week: { startsOn: string; endsOn: string }) {
  return `The week of ${messageDate(week.startsOn, 'en')} to ${messageDate(week.endsOn, 'en')} is approved, so its time can no longer be changed.`
}

function lockedMessage(date: string) {
  return `Time on or before ${messageDate(date, 'en')} is locked and can no longer be changed.`
}

async function decide(userId: number, startsOn: string, status: 'approved' | 'rejected') {
  await WeekSubmission.query()
    .where('user_id', userId)
    .where('starts_on', startsOn)
    .update({ status, comment: status === 'rejected' ? 'Missing Friday' : null })
}

test.group('Closing periods: rules', (group) => {
  group.each.setup(() => resetAppState())

  test('open → submitted → withdrawn, with the week state on the API', async ({ assert }) => {
    const { agent, today, week, stored } = await setup()
    await stored(today)

    const open = await json(agent, 'GET', `/api/weeks/${today}`)
    assert.equal(open.status, 200)
    assert.include(open.json.data, {
      starts_on: week.startsOn,
      ends_on: week.endsOn,
      status: 'open',
      comment: null,
      lock_date: null,
      total_seconds: 3600,
      can_submit: true,
      can_withdraw: false,
    })
    assert.lengthOf(open.json.data.days, 7)
    const day = open.json.data.days.find((candidate: { date: string }) => candidate.date === today)
    assert.equal(day.total_seconds, 3600)
    assert.isFalse(day.closed)
    assert.include(day.logs[0], { week_status: 'open', locked: false, duration: '01:00' })

    const submitted = await json(agent, 'POST', `/api/weeks/${week.endsOn}/submission`)
    assert.equal(submitted.status, 200)
    assert.include(submitted.json.data, {
      status: 'submitted',
      can_submit: false,
      can_withdraw: true,
    })
    assert.isString(submitted.json.data.submitted_at)
    assert.isTrue(
      submitted.json.data.days.every((candidate: { closed: boolean }) => candidate.closed)
    )

    const withdrawn = await json(agent, 'DELETE', `/api/weeks/${week.startsOn}/submission`)
    assert.equal(withdrawn.status, 200)
    assert.include(withdrawn.json.data, { status: 'open', can_submit: true })
    assert.lengthOf(await WeekSubmission.all(), 0)
  })

  test('submitting is refused for a future week, twice, and while the timer runs in it', async ({
    assert,
  }) => {
    const { agent, user, booking, today, week } = await setup()
    const future = await json(
      agent,
      'POST',
      `/api/weeks/${DateTime.fromISO(week.endsOn).plus({ days: 1 }).toISODate()}/submission`
    )
    assert.equal(future.status, 422)
    assert.deepEqual(future.json.errors, {
      week: ['This week has not started yet, so it cannot be submitted.'],
    })

    const timer = await Timer.create({
      userId: user.id,
      projectId: booking.project.id,
      taskId: booking.task.id,
      comments: null,
      startedAt: DateTime.utc().startOf('second'),
    })
    const running = await json(agent, 'POST', `/api/weeks/${today}/submission`)
    assert.deepEqual(running.json.errors, {
      week: ['Stop your timer first: it started in this week.'],
    })
    await timer.delete()

    assert.equal((await json(agent, 'POST', `/api/weeks/${today}/submission`)).status, 200)
    const twice = await json(agent, 'POST', `/api/weeks/${today}/submission`)
    assert.deepEqual(twice.json.errors, { week: ['This week is already submitted for approval.'] })

    await decide(user.id, week.startsOn, 'approved')
    const approved = await json(agent, 'POST', `/api/weeks/${today}/submission`)
    assert.deepEqual(approved.json.errors, { week: ['This week is already approved.'] })
    const withdraw = await json(agent, 'DELETE', `/api/weeks/${today}/submission`)
    assert.deepEqual(withdraw.json.errors, { week: ['Approved weeks cannot be withdrawn.'] })
  })

  test('withdrawing an open week is refused; a bad date is a 422', async ({ assert }) => {
    const { agent, today } = await setup()
    const open = await json(agent, 'DELETE', `/api/weeks/${today}/submission`)
    assert.equal(open.status, 422)
    assert.deepEqual(open.json.errors, {
      week: ['This week is not submitted, so there is nothing to withdraw.'],
    })
    for (const bad of ['2026-02-30', 'today', '20260101', '0000-01-01', '9999-12-31']) {
      assert.equal((await json(agent, 'GET', `/api/weeks/${bad}`)).status, 422, bad)
    }
  })

  test('the list gives each log its period state: the strictest stored week covering its day, and locked up to the lock date', async ({
    assert,
  }) => {
    const { user, agent, stored } = await setup()
    const admin = await createUser({ role: 'admin' })
    const [locked, twiceCovered, onceCovered, open] = [40, 17, 14, 2].map((days) => daysAgo(days))
    for (const date of [locked, twiceCovered, onceCovered, open]) await stored(date)
    await setLockDate(daysAgo(30), admin)
    const week = (startsOn: string, status: 'submitted' | 'approved' | 'rejected') =>
      WeekSubmission.create({
        userId: user.id,
        startsOn,
        endsOn: DateTime.fromISO(startsOn).plus({ days: 6 }).toISODate()!,
        status,
        comment: null,
        submittedAt: DateTime.utc(),
      })
    // Two stored weeks share twiceCovered (as after a change of the first day of the week).
    await week(daysAgo(22), 'approved')
    await week(daysAgo(18), 'rejected')

    const list = await json(agent, 'GET', '/api/time-logs')
    const states = Object.fromEntries(
      list.json.data.map((row: { date: string; week_status: string; locked: boolean }) => [
        row.date,
        [row.week_status, row.locked],
      ])
    )
    assert.deepEqual(states, {
      [locked]: ['open', true],
      [twiceCovered]: ['approved', false],
      [onceCovered]: ['rejected', false],
      [open]: ['open', false],
    })
  })

  test('a submitted week refuses creating, editing and deleting its logs', async ({ assert }) => {
    const { agent, today, week, log, stored } = await setup()
    const existing = await stored(today)
    await json(agent, 'POST', `/api/weeks/${today}/submission`)
    const message = { date: [submittedMessage(week)] }

    const created = await json(agent, 'POST', '/api/time-logs', log(today))
    assert.equal(created.status, 422)
    assert.deepEqual(created.json.errors, message)
    const updated = await json(agent, 'PUT', `/api/time-logs/${existing.id}`, log(today))
    assert.deepEqual(updated.json.errors, message)
    const deleted = await json(agent, 'DELETE', `/api/time-logs/${existing.id}`)
    assert.equal(deleted.status, 422)
    assert.deepEqual(deleted.json.errors, message)
    assert.lengthOf(await TimeLog.all(), 1)

    const list = await json(agent, 'GET', '/api/time-logs')
    assert.include(list.json.data[0], { week_status: 'submitted', locked: false })
  })

  test('an edit moving a log out of or into a closed week is refused', async ({ assert }) => {
    const { agent, user, today, week, log, stored } = await setup()
    const lastWeek = DateTime.fromISO(week.startsOn).minus({ days: 1 }).toISODate()!
    const inClosed = await stored(today)
    const outside = await stored(lastWeek)
    await json(agent, 'POST', `/api/weeks/${today}/submission`)
    const out = await json(agent, 'PUT', `/api/time-logs/${inClosed.id}`, log(lastWeek))
    assert.deepEqual(out.json.errors, { date: [submittedMessage(week)] })
    const into = await json(agent, 'PUT', `/api/time-logs/${outside.id}`, log(today))
    assert.deepEqual(into.json.errors, { date: [submittedMessage(week)] })
    const moved = await TimeLog.query().where('user_id', user.id).orderBy('id')
    assert.deepEqual(
      moved.map((candidate) => candidate.date),
      [today, lastWeek]
    )
  })

  test("a closed day refuses before the project is asked about; a closed week between an edit's days does not", async ({
    assert,
  }) => {
    const { agent, today, week, log, stored } = await setup()
    const lastWeek = DateTime.fromISO(week.startsOn).minus({ days: 1 }).toISODate()!
    const weekBefore = DateTime.fromISO(week.startsOn).minus({ days: 8 }).toISODate()!
    const old = await stored(weekBefore)
    await json(agent, 'POST', `/api/weeks/${lastWeek}/submission`)
    const unbookable = await bookable([])
    const refused = await json(agent, 'POST', '/api/time-logs', {
      ...log(lastWeek),
      project_id: unbookable.project.id,
      task_id: unbookable.task.id,
    })
    assert.deepEqual(refused.json.errors, {
      date: [submittedMessage(weekOf(lastWeek))],
    })

    const moved = await json(agent, 'PUT', `/api/time-logs/${old.id}`, log(today))
    assert.equal(moved.status, 200)
    await old.refresh()
    assert.equal(old.date, today)
  })

  test('the web forms refuse with the message under the date', async ({ assert }) => {
    const { user, today, week, log, stored } = await setup()
    const agent = new Agent().asInertia()
    await agent.login(user.email, password)
    const existing = await stored(today)
    await agent.post('/week/submission', { date: today })
    assert.deepEqual(Agent.page(await agent.get('/week')).props.flash, {
      success: 'Week submitted for approval.',
    })

    await agent.get('/time-logs/create')
    await agent.post('/time-logs', { ...log(today), return_to: '/time-logs' })
    const page = Agent.page(await agent.get('/time-logs/create'))
    assert.equal(page.props.errors.date, submittedMessage(week))

    const edit = Agent.page(await agent.get(`/time-logs/${existing.id}/edit`))
    assert.deepEqual(edit.props.closed, { reason: 'submitted', message: submittedMessage(week) })

    await agent.request('DELETE', `/time-logs/${existing.id}`, { return_to: '/time-logs' })
    assert.lengthOf(await TimeLog.all(), 1)

    await agent.request('DELETE', '/week/submission', { date: today })
    const shown = Agent.page(await agent.get(`/week?date=${week.startsOn}`))
    assert.equal(shown.component, 'week/show')
    assert.equal(shown.props.flash.success, 'Submission withdrawn.')
    assert.equal(shown.props.week.status, 'open')
    assert.equal(shown.props.today, today)
    const editable = Agent.page(await agent.get(`/time-logs/${existing.id}/edit`))
    assert.isNull(editable.props.closed)
    const bad = Agent.page(await agent.get('/week?date=nonsense'))
    assert.equal(bad.props.week.starts_on, week.startsOn)
  })

  test('approved weeks refuse writes; rejected ones reopen and are resubmitted', async ({
    assert,
  }) => {
    const { agent, user, today, week, log } = await setup()
    await json(agent, 'POST', `/api/weeks/${today}/submission`)
    await decide(user.id, week.startsOn, 'approved')
    const refused = await json(agent, 'POST', '/api/time-logs', log(today))
    assert.deepEqual(refused.json.errors, { date: [approvedMessage(week)] })

    await decide(user.id, week.startsOn, 'rejected')
    const state = await json(agent, 'GET', `/api/weeks/${today}`)
    assert.include(state.json.data, {
      status: 'rejected',
      comment: 'Missing Friday',
      can_submit: true,
    })
    assert.equal((await json(agent, 'POST', '/api/time-logs', log(today))).status, 201)
    const list = await json(agent, 'GET', '/api/time-logs')
    assert.equal(list.json.data[0].week_status, 'rejected')

    const again = await json(agent, 'POST', `/api/weeks/${today}/submission`)
    assert.include(again.json.data, { status: 'submitted', comment: null, decided_at: null })
    assert.lengthOf(await WeekSubmission.all(), 1)
  })

  test('the lock date closes its day and every one before it, for admins too', async ({
    assert,
  }) => {
    const { agent, user, today, log, stored } = await setup({ role: 'admin' })
    const yesterday = daysAgo(1)
    const before = await stored(daysAgo(3))
    await setLockDate(yesterday, user)
    const message = { date: [lockedMessage(yesterday)] }

    assert.deepEqual(
      (await json(agent, 'POST', '/api/time-logs', log(yesterday))).json.errors,
      message
    )
    assert.deepEqual(
      (await json(agent, 'PUT', `/api/time-logs/${before.id}`, log(today))).json.errors,
      message
    )
    assert.deepEqual(
      (await json(agent, 'DELETE', `/api/time-logs/${before.id}`)).json.errors,
      message
    )
    assert.equal((await json(agent, 'POST', '/api/time-logs', log(today))).status, 201)

    const list = await json(agent, 'GET', '/api/time-logs')
    assert.deepEqual(
      list.json.data.map((row: { locked: boolean }) => row.locked),
      [false, true]
    )
    const state = await json(agent, 'GET', `/api/weeks/${daysAgo(3)}`)
    assert.equal(state.json.data.lock_date, yesterday)

    await setLockDate(null, user)
    assert.equal((await json(agent, 'DELETE', `/api/time-logs/${before.id}`)).status, 204)
  })

  test('the timer does not start on a locked day', async ({ assert }) => {
    const { agent, user, booking, today } = await setup()
    await setLockDate(today, user)
    const started = await json(agent, 'POST', '/api/timer', {
      project_id: booking.project.id,
      task_id: booking.task.id,
    })
    assert.equal(started.status, 422)
    assert.deepEqual(started.json.errors, { date: [lockedMessage(today)] })
    assert.lengthOf(await Timer.all(), 0)
  })

  test('a timer running across the start of a submitted week cannot be stopped into it', async ({
    assert,
  }) => {
    const { agent, user, booking, today, week } = await setup()
    const startedAt = DateTime.fromISO(`${week.startsOn}T00:00:00`, { zone: 'utc' }).minus({
      hours: 1,
    })
    await Timer.create({
      userId: user.id,
      projectId: booking.project.id,
      taskId: booking.task.id,
      comments: null,
      startedAt,
    })
    // It started in the week before, so this week may be submitted.
    assert.equal((await json(agent, 'POST', `/api/weeks/${today}/submission`)).status, 200)

    const stopped = await json(agent, 'POST', '/api/timer/stop')
    assert.equal(stopped.status, 422)
    assert.deepEqual(stopped.json.errors, { date: [submittedMessage(week)] })
    const updated = await json(agent, 'PATCH', '/api/timer', {
      project_id: booking.project.id,
      task_id: booking.task.id,
      comments: 'Changed',
    })
    assert.deepEqual(updated.json.errors, { date: [submittedMessage(week)] })
    assert.lengthOf(await Timer.all(), 1)
    assert.lengthOf(await TimeLog.all(), 0)

    await json(agent, 'DELETE', `/api/weeks/${today}/submission`)
    assert.equal((await json(agent, 'POST', '/api/timer/stop')).status, 200)
    assert.isAbove((await TimeLog.all()).length, 1)
  })

  test('a timer running across the start of a locked day cannot be stopped', async ({ assert }) => {
    const { agent, user, booking, today } = await setup()
    await Timer.create({
      userId: user.id,
      projectId: booking.project.id,
      taskId: booking.task.id,
      comments: null,
      startedAt: DateTime.fromISO(`${today}T00:00:00`, { zone: 'utc' }).minus({ hours: 1 }),
    })
    await setLockDate(today, user)
    const stopped = await json(agent, 'POST', '/api/timer/stop')
    assert.deepEqual(stopped.json.errors, { date: [lockedMessage(today)] })
    assert.lengthOf(await Timer.all(), 1)
    assert.lengthOf(await TimeLog.all(), 0)
    assert.equal((await json(agent, 'DELETE', '/api/timer')).status, 204)
  })

  test('Dutch messages name the dates in Dutch', async ({ assert }) => {
    const { agent, user, today, log } = await setup({ locale: 'nl' })
    await agent.put('/locale', { locale: 'nl' })
    await setLockDate(today, user)
    const refused = await json(agent, 'POST', '/api/time-logs', log(today))
    assert.deepEqual(refused.json.errors, {
      date: [
        `Tijd op of vóór ${messageDate(today, 'nl')} is vergrendeld en kan niet meer worden gewijzigd.`,
      ],
    })
  })

  test("refusals write their dates in the person's own date format", async ({ assert }) => {
    const { agent, user, today, week, log } = await setup({ dateFormat: 'iso' })
    await setLockDate(today, user)
    const refused = await json(agent, 'POST', '/api/time-logs', log(today))
    assert.deepEqual(refused.json.errors, {
      date: [`Time on or before ${today} is locked and can no longer be changed.`],
    })
    await setLockDate(null, user)
    user.dateFormat = 'dmy'
    await user.save()
    assert.equal((await json(agent, 'POST', `/api/weeks/${today}/submission`)).status, 200)
    const submitted = await json(agent, 'POST', '/api/time-logs', log(today))
    const dayFirst = (date: string) =>
      messageDate(date, 'en', { dateFormat: 'dmy', timeFormat: '24h' })
    assert.deepEqual(submitted.json.errors, {
      date: [
        `The week of ${dayFirst(week.startsOn)} to ${dayFirst(week.endsOn)} is submitted for approval, so its time cannot be changed. Withdraw the submission to change it.`,
      ],
    })
    assert.notEqual(dayFirst(week.startsOn), messageDate(week.startsOn, 'en'))
  })

  test('the dashboard shows this week and the latest decision', async ({ assert }) => {
    const { user, today, week } = await setup()
    const agent = new Agent().asInertia()
    await agent.login(user.email, password)
    let props = Agent.page(await agent.get('/dashboard')).props
    assert.include(props.week, { starts_on: week.startsOn, status: 'open', comment: null })
    assert.isNull(props.decision)

    await agent.post('/week/submission', { date: today })
    const submission = await WeekSubmission.findByOrFail('user_id', user.id)
    submission.merge({ status: 'rejected', comment: 'Missing Friday', decidedAt: DateTime.utc() })
    await submission.save()
    props = Agent.page(await agent.get('/dashboard')).props
    assert.include(props.week, { status: 'rejected', comment: 'Missing Friday' })
    assert.include(props.decision, {
      starts_on: week.startsOn,
      status: 'rejected',
      comment: 'Missing Friday',
    })
  })
})
