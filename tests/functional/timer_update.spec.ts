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

async function signedIn() {
  const user = await createUser({ timezone: zoneAroundNoon() })
  const agent = new Agent()
  await agent.login(user.email, password)
  return { user, agent }
}

function patch(agent: Agent, body: Record<string, unknown>) {
  return agent.request('PATCH', '/api/timer', body, { Accept: 'application/json' })
}

/** A timer of the user on the booking that started an hour ago. */
function runningForAnHour(user: User, booking: Booking) {
  return Timer.create({
    userId: user.id,
    projectId: booking.project.id,
    taskId: booking.task.id,
    comments: 'Running',
    startedAt: DateTime.utc().minus({ hours: 1 }).startOf('second'),
  })
}

/** The local date and time of an instant in the user's zone, as the form sends them. */
function localStart(user: User, instant: DateTime) {
  const local = instant.setZone(user.timezone)
  return { date: local.toISODate()!, start_time: local.toFormat('HH:mm') }
}

function bookingOf(booking: Booking) {
  return { project_id: booking.project.id, task_id: booking.task.id }
}

test.group('Timer changes while it runs', (group) => {
  group.each.setup(() => resetAppState())

  test('project, task and comments change and the start stays', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const first = await bookable([user])
    const second = await bookable([user])
    const timer = await runningForAnHour(user, first)

    const changed = await patch(agent, { ...bookingOf(second), comments: 'Planning' })
    assert.equal(changed.status, 200)
    assert.deepEqual(changed.json.data, {
      project_id: second.project.id,
      task_id: second.task.id,
      comments: 'Planning',
      started_at: timer.startedAt.toUTC().toISO(),
    })
    assert.deepEqual(
      (await agent.request('GET', '/api/timer', undefined, { Accept: 'application/json' })).json,
      changed.json
    )
  })

  test('a corrected start moves the run back', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const booking = await bookable([user])
    await runningForAnHour(user, booking)
    const earlier = DateTime.utc().minus({ hours: 3 }).startOf('minute')

    const corrected = await patch(agent, { ...bookingOf(booking), ...localStart(user, earlier) })
    assert.equal(corrected.status, 200)
    assert.equal(corrected.json.data.started_at, earlier.toISO())
    assert.equal(corrected.json.data.comments, null)
  })

  test('a change the user may not book is refused and the timer stays', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const mine = await bookable([user])
    const theirs = await bookable([await createUser()])
    await runningForAnHour(user, mine)

    const refused = await patch(agent, bookingOf(theirs))
    assert.equal(refused.status, 422)
    assert.deepEqual(refused.json.errors.project_id, [
      'You may not log time on this project and task.',
    ])
    const timer = await Timer.findByOrFail('user_id', user.id)
    assert.equal(timer.projectId, mine.project.id)
    assert.equal(timer.comments, 'Running')
  })

  test('a start in the future or outside the window is refused', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const booking = await bookable([user])
    const timer = await runningForAnHour(user, booking)

    const future = await patch(agent, {
      ...bookingOf(booking),
      ...localStart(user, DateTime.utc().plus({ minutes: 5 })),
    })
    assert.equal(future.status, 422)
    assert.deepEqual(future.json.errors.start_time, ['The start time cannot be in the future.'])

    const old = await patch(agent, {
      ...bookingOf(booking),
      ...localStart(user, DateTime.utc().minus({ years: 2 })),
    })
    assert.equal(old.status, 422)
    assert.match(old.json.errors.date[0], /must be a date between/)

    const half = await patch(agent, {
      ...bookingOf(booking),
      date: localStart(user, DateTime.utc()).date,
    })
    assert.equal(half.status, 422)
    assert.properties(half.json.errors, ['start_time'])

    const kept = await Timer.findByOrFail('user_id', user.id)
    assert.equal(kept.startedAt.toMillis(), timer.startedAt.toMillis())
  })

  test('a start that would overlap a log is refused like a stop', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const booking = await bookable([user])
    await runningForAnHour(user, booking)
    const local = DateTime.utc().setZone(user.timezone)
    await TimeLog.create({
      userId: user.id,
      ...{ projectId: booking.project.id, taskId: booking.task.id },
      date: local.toISODate()!,
      startTime: local.minus({ hours: 3 }).toFormat('HH:mm:ss'),
      stopTime: local.minus({ hours: 2 }).toFormat('HH:mm:ss'),
      comments: null,
    })

    const inside = await patch(agent, {
      ...bookingOf(booking),
      ...localStart(user, DateTime.utc().minus({ minutes: 150 })),
    })
    assert.equal(inside.status, 422)
    assert.deepEqual(inside.json.errors.start_time, [
      'This time log overlaps another of your time logs.',
    ])

    const before = await patch(agent, {
      ...bookingOf(booking),
      ...localStart(user, DateTime.utc().minus({ hours: 4 })),
    })
    assert.equal(before.status, 422)
    assert.deepEqual(before.json.errors.start_time, [
      'This time log overlaps another of your time logs.',
    ])
  })

  test('a start that would pass the planned hours is refused', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const booking = await bookable([user], { plannedHours: 2 })
    await runningForAnHour(user, booking)

    const refused = await patch(agent, {
      ...bookingOf(booking),
      ...localStart(user, DateTime.utc().minus({ hours: 3 })),
    })
    assert.equal(refused.status, 422)
    assert.match(refused.json.errors.project_id[0], /may not exceed 2/)
  })

  test('nothing running is a 422 on timer', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const booking = await bookable([user])
    const refused = await patch(agent, bookingOf(booking))
    assert.equal(refused.status, 422)
    assert.deepEqual(refused.json.errors.timer, ['No timer is running.'])
  })

  test('the web form goes back to the page', async ({ assert }) => {
    const { user, agent } = await signedIn()
    agent.asInertia()
    const booking = await bookable([user])
    await runningForAnHour(user, booking)
    await agent.get('/time-logs')

    const changed = await agent.request(
      'PATCH',
      '/timer',
      { ...bookingOf(booking), comments: 'Renamed' },
      { Referer: '/time-logs' }
    )
    assert.equal(changed.status, 303)
    const page = await agent.get('/time-logs')
    assert.equal(page.json.props.timer.comments, 'Renamed')
  })
})
