import { test } from '@japa/runner'
import { halfAnHourAgoToday } from '#tests/support/clock'
import redis from '@adonisjs/redis/services/main'
import transmitConfig from '#config/transmit'
import { DateTime } from 'luxon'
import Timer from '#models/timer'
import TimeLog from '#models/time_log'
import type User from '#models/user'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { bookable } from '#tests/support/bookable'

async function signedIn(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides)
  const agent = new Agent()
  await agent.login(user.email, password)
  return { user, agent }
}

function json(agent: Agent, method: string, path: string, body?: Record<string, unknown>) {
  return agent.request(method, path, body, { Accept: 'application/json' })
}

/** A timer of the user that started the given time ago. */
function runningSince(
  user: User,
  booking: Awaited<ReturnType<typeof bookable>>,
  startedAt: DateTime
) {
  return Timer.create({
    userId: user.id,
    projectId: booking.project.id,
    taskId: booking.task.id,
    comments: 'Running',
    startedAt,
  })
}

test.group('Timer', (group) => {
  group.each.setup(() => resetAppState())

  test('guests get 401', async ({ assert }) => {
    assert.equal((await json(new Agent(), 'GET', '/api/timer')).status, 401)
  })

  test('start, show and discard through the API', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const { project, task } = await bookable([user])

    assert.deepEqual((await json(agent, 'GET', '/api/timer')).json, { data: null })
    const before = DateTime.utc().startOf('second')
    const started = await json(agent, 'POST', '/api/timer', {
      project_id: project.id,
      task_id: task.id,
      comments: 'Design review',
    })
    assert.equal(started.status, 201)
    assert.equal(started.json.data.project_id, project.id)
    assert.equal(started.json.data.task_id, task.id)
    assert.equal(started.json.data.comments, 'Design review')
    const startedAt = DateTime.fromISO(started.json.data.started_at)
    assert.isAtLeast(startedAt.toMillis(), before.toMillis())
    assert.isAtMost(startedAt.toMillis(), Date.now())

    assert.deepEqual((await json(agent, 'GET', '/api/timer')).json, started.json)

    assert.equal((await json(agent, 'DELETE', '/api/timer')).status, 204)
    assert.deepEqual((await json(agent, 'GET', '/api/timer')).json, { data: null })
    assert.equal((await TimeLog.query().where('user_id', user.id)).length, 0)
  })

  test('one timer per user: a second start is refused unless it replaces', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const first = await bookable([user])
    const second = await bookable([user])
    const body = { project_id: first.project.id, task_id: first.task.id }
    assert.equal((await json(agent, 'POST', '/api/timer', body)).status, 201)

    const refused = await json(agent, 'POST', '/api/timer', {
      project_id: second.project.id,
      task_id: second.task.id,
    })
    assert.equal(refused.status, 422)
    assert.deepEqual(refused.json.errors.timer, ['A timer is already running.'])

    const replaced = await json(agent, 'POST', '/api/timer', {
      project_id: second.project.id,
      task_id: second.task.id,
      replace: true,
    })
    assert.equal(replaced.status, 201)
    const timers = await Timer.query().where('user_id', user.id)
    assert.lengthOf(timers, 1)
    assert.equal(timers[0].projectId, second.project.id)
  })

  test('start refuses what the user may not book and bad input, with 422', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const other = await createUser()
    const theirs = await bookable([other])
    const inactive = await bookable([user], { active: false })

    const notMine = await json(agent, 'POST', '/api/timer', {
      project_id: theirs.project.id,
      task_id: theirs.task.id,
    })
    assert.equal(notMine.status, 422)
    assert.deepEqual(notMine.json.errors.project_id, [
      'You may not log time on this project and task.',
    ])
    const closed = await json(agent, 'POST', '/api/timer', {
      project_id: inactive.project.id,
      task_id: inactive.task.id,
    })
    assert.deepEqual(closed.json.errors.project_id, ['This project is not active.'])

    const bad = await json(agent, 'POST', '/api/timer', {
      project_id: 'x',
      task_id: 99_999_999_999,
      comments: 'x'.repeat(201),
    })
    assert.equal(bad.status, 422)
    assert.properties(bad.json.errors, ['project_id', 'task_id', 'comments'])
    assert.equal((await Timer.query()).length, 0)
  })

  test('other users never see, stop or discard the timer', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const booking = await bookable([user])
    await runningSince(user, booking, DateTime.utc().minus({ minutes: 5 }))
    const { agent: stranger } = await signedIn()

    assert.deepEqual((await json(stranger, 'GET', '/api/timer')).json, { data: null })
    const stop = await json(stranger, 'POST', '/api/timer/stop')
    assert.equal(stop.status, 422)
    assert.deepEqual(stop.json.errors.timer, ['No timer is running.'])
    assert.equal((await json(stranger, 'DELETE', '/api/timer')).status, 204)

    assert.equal((await Timer.query().where('user_id', user.id)).length, 1)
    assert.isNotNull((await json(agent, 'GET', '/api/timer')).json.data)
  })

  test('stop logs the time from the start until now', async ({ assert }) => {
    const { user, agent } = await signedIn({ timezone: 'UTC' })
    const booking = await bookable([user])
    const startedAt = halfAnHourAgoToday()
    await runningSince(user, booking, startedAt.startOf('second'))

    const stopped = await json(agent, 'POST', '/api/timer/stop')
    assert.equal(stopped.status, 200)
    assert.lengthOf(stopped.json.data, 1)
    const [log] = stopped.json.data
    assert.equal(log.date, startedAt.toISODate())
    assert.equal(log.start_time, startedAt.toFormat('HH:mm:ss'))
    assert.equal(log.comments, 'Running')
    assert.equal(log.project.id, booking.project.id)
    assert.equal((await Timer.query().where('user_id', user.id)).length, 0)
    assert.deepEqual((await json(agent, 'GET', '/api/timer')).json, { data: null })
  })

  test('stop applies the time log rules and keeps the timer on refusal', async ({ assert }) => {
    const { user, agent } = await signedIn({ timezone: 'UTC' })
    const booking = await bookable([user], { plannedHours: 1 })
    const startedAt = DateTime.utc().minus({ hours: 2 }).startOf('second')
    await runningSince(user, booking, startedAt)

    const stopped = await json(agent, 'POST', '/api/timer/stop')
    assert.equal(stopped.status, 422)
    assert.match(stopped.json.errors.project_id[0], /may not exceed 1/)
    assert.equal((await Timer.query().where('user_id', user.id)).length, 1)
    assert.equal((await TimeLog.query().where('user_id', user.id)).length, 0)

    // An existing log in the way is an overlap.
    booking.project.plannedHours = null
    await booking.project.save()
    const start = DateTime.utc().setZone('UTC')
    await TimeLog.create({
      userId: user.id,
      projectId: booking.project.id,
      taskId: booking.task.id,
      date: start.toISODate()!,
      startTime: '00:00:00',
      stopTime: start.toFormat('HH:mm:ss'),
      comments: null,
    })
    const overlap = await json(agent, 'POST', '/api/timer/stop')
    assert.equal(overlap.status, 422)
    assert.deepEqual(overlap.json.errors.start_time, [
      'This time log overlaps another of your time logs.',
    ])
  })

  test('a timer that crossed midnight becomes one log per day of the user', async ({ assert }) => {
    // Amsterdam is UTC+1 or +2: its midnight falls at a different UTC hour than UTC's.
    const zone = 'Europe/Amsterdam'
    const { user, agent } = await signedIn({ timezone: zone })
    const booking = await bookable([user])
    const startedAt = DateTime.now().setZone(zone).minus({ days: 1 }).set({
      hour: 22,
      minute: 15,
      second: 30,
      millisecond: 0,
    })
    await runningSince(user, booking, startedAt.toUTC())

    const stopped = await json(agent, 'POST', '/api/timer/stop')
    assert.equal(stopped.status, 200)
    const today = DateTime.now().setZone(zone)
    const logs = await TimeLog.query().where('user_id', user.id).orderBy('date')
    assert.deepEqual(
      logs.map((log) => [log.date, log.startTime]),
      [
        [startedAt.toISODate(), '22:15:30'],
        [today.toISODate(), '00:00:00'],
      ]
    )
    assert.equal(logs[0].stopTime, '23:59:59')
    // Stopped in the last minute of today (right after midnight, a minute back is yesterday).
    const aMinuteAgo = DateTime.max(today.minus({ minutes: 1 }), today.startOf('day'))
    const earliest = aMinuteAgo.toFormat('HH:mm:ss')
    const latest = today.toFormat('HH:mm:ss')
    assert.isTrue(
      logs[1].stopTime >= earliest && logs[1].stopTime <= latest,
      `${logs[1].stopTime} is not between ${earliest} and ${latest}`
    )
    assert.lengthOf(stopped.json.data, 2)
  })

  test('the web forms answer like the other Inertia forms', async ({ assert }) => {
    const { user, agent } = await signedIn()
    agent.asInertia()
    const { project, task } = await bookable([user])
    await agent.get('/time-logs')

    const started = await agent.request(
      'POST',
      '/timer',
      { project_id: project.id, task_id: task.id },
      { Referer: '/time-logs' }
    )
    assert.equal(started.status, 302)
    const page = await agent.get('/time-logs')
    assert.equal(page.json.props.timer.project_id, project.id)

    const refused = await agent.request(
      'POST',
      '/timer',
      { project_id: project.id, task_id: task.id },
      { Referer: '/time-logs' }
    )
    assert.equal(refused.status, 302)
    const withErrors = await agent.get('/time-logs')
    assert.deepEqual(withErrors.json.props.errors, { timer: 'A timer is already running.' })

    const discarded = await agent.request('DELETE', '/timer', undefined, { Referer: '/time-logs' })
    assert.equal(discarded.status, 303)
    const after = await agent.get('/time-logs')
    assert.isNull(after.json.props.timer)
    assert.deepEqual(after.json.props.flash, { info: 'Timer discarded.' })
  })

  test('the table refreshing on the stop event does not use up the saved toast', async ({
    assert,
  }) => {
    const { user, agent } = await signedIn()
    agent.asInertia()
    const { project, task } = await bookable([user])
    await agent.get('/time-logs')
    await agent.request('POST', '/timer', { project_id: project.id, task_id: task.id })
    await new Promise((resolve) => setTimeout(resolve, 1100))

    const stopped = await agent.request('POST', '/timer/stop', {}, { Referer: '/time-logs' })
    assert.equal(stopped.status, 302)
    // The stop event makes an open table fetch the list before the redirect's visit arrives.
    const list = await agent.get('/api/time-logs')
    assert.equal(list.json.total, 1)
    const page = await agent.get('/time-logs')
    assert.deepEqual(page.json.props.flash, { success: 'Time log saved.' })
    const next = await agent.get('/time-logs')
    assert.deepEqual(next.json.props.flash, {})
  })

  test('with Redis, a start is published for the other app processes', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const { project, task } = await bookable([user])
    const channel = transmitConfig.transport!.channel!
    assert.match(channel, /^hourbook::transmit::/)

    let resolve = (_: string) => {}
    const received = new Promise<string>((done) => (resolve = done))
    await redis.subscribe(channel, (message: string) => resolve(message))
    try {
      const started = await json(agent, 'POST', '/api/timer', {
        project_id: project.id,
        task_id: task.id,
      })
      assert.equal(started.status, 201)
      const message = await received
      assert.include(message, `users/${user.id}/timer`)
      assert.include(message, started.json.data.started_at)
    } finally {
      await redis.unsubscribe(channel)
    }
  }).skip(!process.env.REDIS_URL, 'only with REDIS_URL')
})
