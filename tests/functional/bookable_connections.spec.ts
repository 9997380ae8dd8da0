import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import Timer from '#models/timer'
import TimeLog from '#models/time_log'
import type User from '#models/user'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { bookable, daysAgo } from '#tests/support/bookable'

type Booking = Awaited<ReturnType<typeof bookable>>

const connectionMessage = 'You may not log time on this project and task.'

async function signedIn() {
  const user = await createUser()
  const agent = new Agent()
  await agent.login(user.email, password)
  return { user, agent }
}

function json(agent: Agent, method: string, path: string, body?: Record<string, unknown>) {
  return agent.request(method, path, body, { Accept: 'application/json' })
}

function fieldsOf({ project, task }: Booking, changes: Record<string, unknown> = {}) {
  return {
    project_id: project.id,
    task_id: task.id,
    date: daysAgo(1),
    start_time: '09:00',
    stop_time: '10:00',
    comments: null,
    ...changes,
  }
}

function logOn(user: User, { project, task }: Booking) {
  return TimeLog.create({
    userId: user.id,
    projectId: project.id,
    taskId: task.id,
    date: daysAgo(1),
    startTime: '09:00:00',
    stopTime: '10:00:00',
    comments: 'Before',
  })
}

/** The ways a booking stops being usable although its connection stays assigned and active. */
const inactiveParts = {
  task: async ({ task }: Booking) => {
    task.active = false
    await task.save()
  },
  client: async ({ client }: Booking) => {
    client.active = false
    await client.save()
  },
}

test.group('Bookable connections', (group) => {
  group.each.setup(() => resetAppState())

  for (const [part, deactivate] of Object.entries(inactiveParts)) {
    test(`an inactive ${part} refuses logs and timers with the connection message`, async ({
      assert,
    }) => {
      const { user, agent } = await signedIn()
      const booking = await bookable([user])
      const log = await logOn(user, booking)
      await Timer.create({
        userId: user.id,
        projectId: booking.project.id,
        taskId: booking.task.id,
        comments: null,
        startedAt: DateTime.utc().minus({ minutes: 5 }).startOf('second'),
      })
      await deactivate(booking)
      const refused = { project_id: [connectionMessage] }

      const created = await json(agent, 'POST', '/api/time-logs', fieldsOf(booking))
      assert.equal(created.status, 422)
      assert.deepEqual(created.json.errors, refused)
      const updated = await json(
        agent,
        'PUT',
        `/api/time-logs/${log.id}`,
        fieldsOf(booking, { comments: 'After' })
      )
      assert.deepEqual(updated.json.errors, refused)
      assert.equal((await log.refresh()).comments, 'Before')

      const stopped = await json(agent, 'POST', '/api/timer/stop')
      assert.deepEqual(stopped.json.errors, refused)
      assert.isNotNull((await json(agent, 'GET', '/api/timer')).json.data)
      await json(agent, 'DELETE', '/api/timer')
      const started = await json(agent, 'POST', '/api/timer', {
        project_id: booking.project.id,
        task_id: booking.task.id,
      })
      assert.deepEqual(started.json.errors, refused)
      assert.deepEqual((await json(agent, 'GET', '/api/timer')).json, { data: null })

      // The web forms answer the same, beneath the project.
      agent.asInertia()
      await agent.get('/time-logs/create')
      await agent.post('/time-logs', fieldsOf(booking, { start_time: '11:00', stop_time: '12:00' }))
      const page = Agent.page(await agent.get('/time-logs/create'))
      assert.deepEqual(page.props.errors, { project_id: connectionMessage })
      assert.lengthOf(await TimeLog.query().where('user_id', user.id), 1)
    })

    test(`an inactive ${part} is in no /api/connections answer`, async ({ assert }) => {
      const { user, agent } = await signedIn()
      const usable = await bookable([user])
      const closed = await bookable([user])
      await deactivate(closed)

      const response = await json(agent, 'GET', '/api/connections?limit=-1')
      assert.deepEqual(
        response.json.data.map((connection: { id: number }) => connection.id),
        [usable.connection.id]
      )
    })
  }

  test('editing a log keeps working after its connection was removed or deactivated', async ({
    assert,
  }) => {
    const { user, agent } = await signedIn()
    const booking = await bookable([user])
    const log = await logOn(user, booking)
    const edit = (changes: Record<string, unknown>) =>
      json(agent, 'PUT', `/api/time-logs/${log.id}`, fieldsOf(booking, changes))

    await booking.connection.related('users').detach([user.id])
    const afterRemoval = await edit({ comments: 'Removed', stop_time: '10:30' })
    assert.equal(afterRemoval.status, 200)
    assert.include(afterRemoval.json.data, { comments: 'Removed', stop_time: '10:30:00' })

    await booking.connection.related('users').attach([user.id])
    booking.connection.active = false
    await booking.connection.save()
    const afterDeactivation = await edit({ comments: 'Deactivated', date: daysAgo(2) })
    assert.equal(afterDeactivation.status, 200)
    assert.include(afterDeactivation.json.data, { comments: 'Deactivated', date: daysAgo(2) })

    // Through the web form too.
    agent.asInertia()
    await agent.get(`/time-logs/${log.id}/edit`)
    const web = await agent.put(`/time-logs/${log.id}`, fieldsOf(booking, { comments: 'Web' }))
    assert.equal(web.location, '/time-logs')
    assert.equal((await log.refresh()).comments, 'Web')

    // New logs on it still need the connection.
    const created = await json(
      agent,
      'POST',
      '/api/time-logs',
      fieldsOf(booking, { start_time: '11:00', stop_time: '12:00' })
    )
    assert.deepEqual(created.json.errors, { project_id: [connectionMessage] })
  })

  test('every other rule still applies to such an edit', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const booking = await bookable([user])
    const log = await logOn(user, booking)
    await TimeLog.create({
      userId: user.id,
      projectId: booking.project.id,
      taskId: booking.task.id,
      date: daysAgo(1),
      startTime: '10:00:00',
      stopTime: '11:00:00',
      comments: null,
    })
    await booking.connection.related('users').detach([user.id])
    const edit = (changes: Record<string, unknown>) =>
      json(agent, 'PUT', `/api/time-logs/${log.id}`, fieldsOf(booking, changes))

    const overlapping = await edit({ stop_time: '10:30' })
    assert.deepEqual(overlapping.json.errors, {
      start_time: ['This time log overlaps another of your time logs.'],
    })
    booking.project.active = false
    await booking.project.save()
    const inactive = await edit({ comments: 'After' })
    assert.deepEqual(inactive.json.errors, { project_id: ['This project is not active.'] })
    assert.equal((await log.refresh()).comments, 'Before')
  })

  test('moving such a log to another project or task needs the permission', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const booking = await bookable([user])
    const log = await logOn(user, booking)
    const colleague = await createUser()
    const theirs = await bookable([colleague])
    const edit = (changes: Record<string, unknown>) =>
      json(agent, 'PUT', `/api/time-logs/${log.id}`, fieldsOf(booking, changes))

    const otherProject = await edit({ project_id: theirs.project.id, task_id: theirs.task.id })
    assert.deepEqual(otherProject.json.errors, { project_id: [connectionMessage] })
    const otherTask = await edit({ task_id: theirs.task.id })
    assert.deepEqual(otherTask.json.errors, { project_id: [connectionMessage] })

    // Once the own connection is gone, even a way back to it needs it again.
    const mine = await bookable([user])
    const moved = await edit({ project_id: mine.project.id, task_id: mine.task.id })
    assert.equal(moved.status, 200)
    await booking.connection.related('users').detach([user.id])
    const back = await edit({})
    assert.deepEqual(back.json.errors, { project_id: [connectionMessage] })
    await log.refresh()
    assert.deepEqual([log.projectId, log.taskId], [mine.project.id, mine.task.id])
  })
})
