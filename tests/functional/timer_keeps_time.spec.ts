import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import Timer from '#models/timer'
import TimeLog from '#models/time_log'
import type User from '#models/user'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { bookable } from '#tests/support/bookable'
import { zoneAroundNoon } from '#tests/support/clock'

type Booking = Awaited<ReturnType<typeof bookable>>

const overlap = 'This time log overlaps another of your time logs.'

/** A signed-in user for whom it is about noon, with a project and task to time. */
async function setup(project: Parameters<typeof bookable>[1] = {}) {
  const zone = zoneAroundNoon()
  const user = await createUser({ timezone: zone })
  const agent = new Agent()
  await agent.login(user.email, password)
  const booking = await bookable([user], project)
  const now = () => DateTime.now().setZone(zone)
  return { user, agent, booking, now }
}

function json(agent: Agent, method: string, path: string, body?: Record<string, unknown>) {
  return agent.request(method, path, body, { Accept: 'application/json' })
}

/** A timer of the user that started at the given moment. */
function runningSince(user: User, booking: Booking, startedAt: DateTime) {
  return Timer.create({
    userId: user.id,
    projectId: booking.project.id,
    taskId: booking.task.id,
    comments: 'Deep work',
    startedAt: startedAt.toUTC().startOf('second'),
  })
}

/** A log of the user between two moments of one day. */
function logBetween(user: User, booking: Booking, from: DateTime, to: DateTime) {
  return TimeLog.create({
    userId: user.id,
    projectId: booking.project.id,
    taskId: booking.task.id,
    date: from.toISODate()!,
    startTime: from.toFormat('HH:mm:ss'),
    stopTime: to.toFormat('HH:mm:ss'),
    comments: null,
  })
}

/** Posts an Inertia form as the timer dialog does, and answers the errors the page then shows. */
async function inertiaErrors(agent: Agent, path: string, body: Record<string, unknown>) {
  const response = await agent.request('POST', path, body, { Referer: '/time-logs' })
  const page = Agent.page(await agent.get('/time-logs'))
  return { status: response.status, errors: page.props.errors, timer: page.props.timer }
}

test.group('Timer: time is never lost', (group) => {
  group.each.setup(() => resetAppState())

  test('starting at a moment inside one of the logs is refused with the overlap message', async ({
    assert,
  }) => {
    const { user, agent, booking, now } = await setup()
    const body = { project_id: booking.project.id, task_id: booking.task.id }
    const log = await logBetween(user, booking, now().minus({ hours: 1 }), now().plus({ hours: 1 }))

    const refused = await json(agent, 'POST', '/api/timer', body)
    assert.equal(refused.status, 422)
    assert.deepEqual(refused.json.errors, { start_time: [overlap] })
    assert.deepEqual((await json(agent, 'GET', '/api/timer')).json, { data: null })

    agent.asInertia()
    await agent.get('/time-logs')
    const web = await inertiaErrors(agent, '/timer', body)
    assert.equal(web.status, 302)
    assert.deepEqual(web.errors, { start_time: overlap })
    assert.isNull(web.timer)

    // A log that ends now leaves the moment free: intervals are [start, stop).
    log.merge({ stopTime: now().toFormat('HH:mm:ss') })
    await log.save()
    assert.equal((await json(agent, 'POST', '/api/timer', body)).status, 201)
  })

  test('a replacing start is refused too, and keeps the timer that runs', async ({ assert }) => {
    const { user, agent, booking, now } = await setup()
    await runningSince(user, booking, now().minus({ hours: 3 }))
    await logBetween(user, booking, now().minus({ minutes: 30 }), now().plus({ minutes: 30 }))

    const refused = await json(agent, 'POST', '/api/timer', {
      project_id: booking.project.id,
      task_id: booking.task.id,
      replace: true,
    })
    assert.deepEqual(refused.json.errors, { start_time: [overlap] })
    const running = (await json(agent, 'GET', '/api/timer')).json.data
    assert.equal(running.comments, 'Deep work')
  })

  test('a stop refused because a log was added meanwhile keeps the timer running', async ({
    assert,
  }) => {
    const { user, agent, booking, now } = await setup()
    await runningSince(user, booking, now().minus({ hours: 2 }))
    await logBetween(user, booking, now().minus({ hours: 1 }), now().minus({ minutes: 30 }))
    const before = (await json(agent, 'GET', '/api/timer')).json

    const api = await json(agent, 'POST', '/api/timer/stop')
    assert.equal(api.status, 422)
    assert.deepEqual(api.json.errors, { start_time: [overlap] })
    assert.deepEqual((await json(agent, 'GET', '/api/timer')).json, before)

    agent.asInertia()
    await agent.get('/time-logs')
    const web = await inertiaErrors(agent, '/timer/stop', {})
    assert.equal(web.status, 302)
    assert.deepEqual(web.errors, { start_time: overlap })
    assert.deepEqual(web.timer, before.data)
    assert.deepEqual((await json(agent, 'GET', '/api/timer')).json, before)
    assert.lengthOf(await TimeLog.query().where('user_id', user.id), 1)
  })

  test("a stop refused because the project's planned hours are full keeps the timer running", async ({
    assert,
  }) => {
    const { user, agent, booking, now } = await setup({ plannedHours: 1 })
    await runningSince(user, booking, now().minus({ hours: 2 }))
    const full = 'The hours logged on this project may not exceed 1; 1 hours remain.'

    const api = await json(agent, 'POST', '/api/timer/stop')
    assert.equal(api.status, 422)
    assert.deepEqual(api.json.errors, { project_id: [full] })
    assert.isNotNull((await json(agent, 'GET', '/api/timer')).json.data)

    agent.asInertia()
    await agent.get('/time-logs')
    const web = await inertiaErrors(agent, '/timer/stop', {})
    assert.deepEqual(web.errors, { project_id: full })
    assert.isNotNull(web.timer)
    assert.isNotNull((await json(agent, 'GET', '/api/timer')).json.data)
    assert.lengthOf(await TimeLog.query().where('user_id', user.id), 0)
  })

  test('the API stop with a corrected date and times logs exactly those', async ({ assert }) => {
    const { user, agent, booking, now } = await setup({ plannedHours: 1 })
    const startedAt = now().minus({ hours: 2 }).startOf('second')
    await runningSince(user, booking, startedAt)
    const date = startedAt.toISODate()!
    const start = startedAt.toFormat('HH:mm:ss')

    // Still over the planned hours: refused, and the timer runs on.
    const tooLong = await json(agent, 'POST', '/api/timer/stop', {
      date,
      start_time: start,
      stop_time: startedAt.plus({ minutes: 90 }).toFormat('HH:mm:ss'),
    })
    assert.match(tooLong.json.errors.project_id[0], /may not exceed 1; 1 hours remain/)
    assert.isNotNull(await Timer.findBy('user_id', user.id))

    const stop = startedAt.plus({ minutes: 45 }).toFormat('HH:mm')
    const saved = await json(agent, 'POST', '/api/timer/stop', {
      date,
      start_time: start,
      stop_time: stop,
    })
    assert.equal(saved.status, 200)
    assert.lengthOf(saved.json.data, 1)
    assert.include(saved.json.data[0], {
      date,
      start_time: start,
      stop_time: `${stop}:00`,
      comments: 'Deep work',
    })
    assert.equal(saved.json.data[0].project.id, booking.project.id)
    assert.equal(saved.json.data[0].task.id, booking.task.id)
    assert.deepEqual((await json(agent, 'GET', '/api/timer')).json, { data: null })
    assert.lengthOf(await TimeLog.query().where('user_id', user.id), 1)
  })

  test('the web stop with corrected times saves the log and ends the timer', async ({ assert }) => {
    const { user, agent, booking, now } = await setup()
    const startedAt = now().minus({ hours: 2 }).startOf('second')
    await runningSince(user, booking, startedAt)
    const added = now().minus({ hours: 1 }).startOf('second')
    await logBetween(user, booking, added, added.plus({ minutes: 30 }))
    agent.asInertia()
    await agent.get('/time-logs')
    const corrected = {
      date: startedAt.toISODate(),
      start_time: startedAt.toFormat('HH:mm:ss'),
      stop_time: added.toFormat('HH:mm:ss'),
    }

    // Corrected times still meet every rule: this one still overlaps the log added meanwhile.
    const overlapping = await inertiaErrors(agent, '/timer/stop', {
      ...corrected,
      stop_time: added.plus({ minutes: 1 }).toFormat('HH:mm:ss'),
    })
    assert.deepEqual(overlapping.errors, { start_time: overlap })
    assert.isNotNull(overlapping.timer)

    const saved = await agent.request('POST', '/timer/stop', corrected, { Referer: '/time-logs' })
    assert.equal(saved.status, 302)
    const page = Agent.page(await agent.get('/time-logs'))
    assert.isNull(page.props.timer)
    assert.deepEqual(page.props.flash, { success: 'Time log saved.' })
    const logs = await TimeLog.query().where('user_id', user.id).orderBy('start_time')
    assert.lengthOf(logs, 2)
    assert.deepEqual(
      [logs[0].date, logs[0].startTime, logs[0].stopTime, logs[0].comments],
      [corrected.date, corrected.start_time, corrected.stop_time, 'Deep work']
    )
  })

  test('corrected times are checked like a time log, and must come together', async ({
    assert,
  }) => {
    const { user, agent, booking, now } = await setup()
    await runningSince(user, booking, now().minus({ hours: 2 }))
    const today = now().toISODate()!
    const stop = (body: Record<string, unknown>) => json(agent, 'POST', '/api/timer/stop', body)

    const partial = await stop({ start_time: '09:00' })
    assert.equal(partial.status, 422)
    assert.deepEqual(partial.json.errors, {
      date: ['The Date field is required.'],
      stop_time: ['The Stop time field is required.'],
    })
    const backwards = await stop({ date: today, start_time: '10:00', stop_time: '09:00' })
    assert.deepEqual(backwards.json.errors, {
      stop_time: ['The Stop time must be after the start time.'],
    })
    const badTime = await stop({ date: today, start_time: '9:00', stop_time: '25:00' })
    assert.deepEqual(badTime.json.errors, {
      start_time: ['The Start time field must match the format H:i or H:i:s.'],
      stop_time: ['The Stop time field must match the format H:i or H:i:s.'],
    })
    const future = now().plus({ days: 1 }).toISODate()!
    const tooLate = await stop({ date: future, start_time: '09:00', stop_time: '10:00' })
    assert.match(tooLate.json.errors.date[0], /^The Date must be a date between /)
    for (const body of [
      { date: ['x'], start_time: '09:00', stop_time: '10:00' },
      { date: today, start_time: { h: 9 }, stop_time: '10:00' },
      { date: today, start_time: '09:00', stop_time: 10 },
    ]) {
      const response = await stop(body)
      assert.equal(response.status, 422, JSON.stringify(body))
    }
    assert.isNotNull(await Timer.findBy('user_id', user.id))
    assert.lengthOf(await TimeLog.query().where('user_id', user.id), 0)
  })

  test('corrected times are refused in Dutch too', async ({ assert }) => {
    const { user, agent, booking, now } = await setup()
    await agent.put('/locale', { locale: 'nl' })
    await runningSince(user, booking, now().minus({ hours: 2 }))
    await logBetween(user, booking, now().minus({ hours: 1 }), now().minus({ minutes: 30 }))

    const refused = await json(agent, 'POST', '/api/timer/stop')
    assert.deepEqual(refused.json.errors, {
      start_time: ['Deze tijdregistratie overlapt met een andere registratie van jou.'],
    })
    const partial = await json(agent, 'POST', '/api/timer/stop', { date: now().toISODate() })
    assert.deepEqual(partial.json.errors, {
      start_time: ['Het veld Starttijd is verplicht.'],
      stop_time: ['Het veld Stoptijd is verplicht.'],
    })
  })
})
