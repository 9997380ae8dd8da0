import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import TimeLog from '#models/time_log'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { bookable, daysAgo } from '#tests/support/bookable'
import { withWeekStart } from '#tests/support/week_start'

async function setup() {
  const user = await createUser()
  const agent = new Agent().asInertia()
  await agent.login(user.email, password)
  const booking = await bookable([user])
  const fields = {
    project_id: booking.project.id,
    task_id: booking.task.id,
    date: daysAgo(1),
    start_time: '09:00',
    stop_time: '10:00',
    comments: 'Standup',
  }
  return { user, agent, fields, ...booking }
}

test.group('Time log pages', (group) => {
  group.each.setup(() => resetAppState())

  test('index, create and edit render their pages', async ({ assert }) => {
    const { agent, user, project, task } = await setup()
    assert.equal(Agent.page(await agent.get('/time-logs')).component, 'time_logs/index')
    assert.equal(Agent.page(await agent.get('/time-logs/create')).component, 'time_logs/create')

    const log = await TimeLog.create({
      userId: user.id,
      projectId: project.id,
      taskId: task.id,
      date: daysAgo(2),
      startTime: '13:00:00',
      stopTime: '14:45:00',
      comments: null,
    })
    const edit = Agent.page(await agent.get(`/time-logs/${log.id}/edit`))
    assert.equal(edit.component, 'time_logs/edit')
    assert.equal(edit.props.timeLog.id, log.id)
    assert.equal(edit.props.timeLog.duration, '01:45')
  })

  test('storing says Time log saved. and leads to the list', async ({ assert }) => {
    const { agent, fields, user } = await setup()
    const response = await agent.post('/time-logs', fields)
    assert.equal(response.location, '/time-logs')
    const page = Agent.page(await agent.get('/time-logs'))
    assert.deepEqual(page.props.flash, { success: 'Time log saved.' })
    assert.lengthOf(await TimeLog.query().where('user_id', user.id), 1)
  })

  test('errors come back beneath the fields and nothing is stored', async ({ assert }) => {
    const { agent, fields, user } = await setup()
    await agent.get('/time-logs/create')
    await agent.post('/time-logs', { ...fields, stop_time: '08:00', comments: 'x'.repeat(201) })
    const page = Agent.page(await agent.get('/time-logs/create'))
    assert.equal(page.props.errors.stop_time, 'The Stop time must be after the start time.')
    assert.equal(
      page.props.errors.comments,
      'The Comments field must not be greater than 200 characters.'
    )
    assert.lengthOf(await TimeLog.query().where('user_id', user.id), 0)
  })

  test('updating with PUT or PATCH, and removing', async ({ assert }) => {
    const { agent, fields } = await setup()
    await agent.post('/time-logs', fields)
    const log = await TimeLog.firstOrFail()

    await agent.put(`/time-logs/${log.id}`, { ...fields, stop_time: '11:00' })
    await log.refresh()
    assert.equal(log.stopTime, '11:00:00')
    await agent.request('PATCH', `/time-logs/${log.id}`, { ...fields, comments: 'Retro' })
    await log.refresh()
    assert.equal(log.comments, 'Retro')

    const removed = await agent.request('DELETE', `/time-logs/${log.id}`)
    assert.equal(removed.location, '/time-logs')
    const page = Agent.page(await agent.get('/time-logs'))
    assert.deepEqual(page.props.flash, { success: 'Time log removed.' })
    assert.isNull(await TimeLog.find(log.id))
  })

  test('saving and deleting return to the list as it was left, and only to the list', async ({
    assert,
  }) => {
    const { agent, fields } = await setup()
    const list = '/time-logs?page=2&search=stand%20up&group=project&view=days&project_id=3'
    assert.equal((await agent.post('/time-logs', { ...fields, return_to: list })).location, list)
    const log = await TimeLog.firstOrFail()
    const edited = await agent.put(`/time-logs/${log.id}`, { ...fields, return_to: list })
    assert.equal(edited.location, list)
    assert.equal(
      (await agent.request('DELETE', `/time-logs/${log.id}`, { return_to: list })).location,
      list
    )

    // Anything but the list's own URL on this site is the plain list: never an open redirect.
    const elsewhere: unknown[] = [
      'https://evil.example/time-logs',
      '//evil.example/time-logs',
      '/\\evil.example/time-logs',
      '\\\\evil.example/time-logs',
      'time-logs',
      '/dashboard',
      '/time-logsx',
      '/time-logs/../admin',
      '/time-logs/%2e%2e/admin',
      `/time-logs/${log.id}/edit`,
      'javascript:alert(1)',
      `/time-logs?search=${'x'.repeat(2000)}`,
      ['/time-logs?page=2'],
      { path: '/time-logs' },
      42,
      null,
    ]
    for (const returnTo of elsewhere) {
      const response = await agent.post('/time-logs', {
        ...fields,
        start_time: '11:00',
        stop_time: '11:30',
        return_to: returnTo,
      })
      assert.equal(response.location, '/time-logs', JSON.stringify(returnTo))
      await TimeLog.query().delete()
    }

    // A header cannot be smuggled in: the query comes back percent-encoded.
    const smuggled = await agent.post('/time-logs', {
      ...fields,
      return_to: '/time-logs?search=a b\r\nSet-Cookie: x=1',
    })
    assert.equal(smuggled.location, '/time-logs?search=a%20bSet-Cookie:%20x=1')
  })

  test("another user's log is a 404 page", async ({ assert }) => {
    const { agent, fields } = await setup()
    const owner = await createUser()
    const theirs = await bookable([owner])
    const log = await TimeLog.create({
      userId: owner.id,
      projectId: theirs.project.id,
      taskId: theirs.task.id,
      date: daysAgo(1),
      startTime: '09:00:00',
      stopTime: '10:00:00',
      comments: null,
    })
    const edit = await agent.get(`/time-logs/${log.id}/edit`)
    assert.equal(edit.status, 404)
    assert.equal(Agent.page(edit).component, 'errors/show')
    assert.equal((await agent.put(`/time-logs/${log.id}`, fields)).status, 404)
    assert.equal((await agent.request('DELETE', `/time-logs/${log.id}`)).status, 404)
    assert.isNotNull(await TimeLog.find(log.id))
  })
})

test.group('Dashboard summary', (group) => {
  group.each.setup(() => resetAppState())

  async function logOn(
    userId: number,
    projectId: number,
    taskId: number,
    date: string,
    start: string,
    stop: string
  ) {
    return TimeLog.create({
      userId,
      projectId,
      taskId,
      date,
      startTime: start,
      stopTime: stop,
      comments: null,
    })
  }

  test("this week's total and today's logs, the week starting Sunday with WEEK_START=sunday", ({
    assert,
  }) =>
    withWeekStart('sunday', async () => {
      const { agent, user, project, task } = await setup()
      const today = DateTime.now().setZone(user.timezone)
      const sunday = today.minus({ days: today.weekday % 7 })
      await logOn(user.id, project.id, task.id, today.toISODate()!, '13:00:00', '14:30:00')
      await logOn(user.id, project.id, task.id, today.toISODate()!, '09:00:00', '10:00:15')
      if (sunday.toISODate() !== today.toISODate()) {
        await logOn(user.id, project.id, task.id, sunday.toISODate()!, '09:00:00', '11:00:00')
      }
      await logOn(
        user.id,
        project.id,
        task.id,
        sunday.minus({ days: 1 }).toISODate()!,
        '09:00:00',
        '17:00:00'
      )

      const page = Agent.page(await agent.get('/dashboard'))
      assert.equal(page.props.week.from, sunday.toISODate())
      assert.equal(page.props.week.to, sunday.plus({ days: 6 }).toISODate())
      const expected = sunday.toISODate() !== today.toISODate() ? '04:30' : '02:30'
      assert.equal(page.props.week.total, expected)
      assert.deepEqual(
        page.props.today.map((log: { start_time: string }) => log.start_time),
        ['09:00:00', '13:00:00']
      )
    }))

  test('by default the week starts on Monday, in English and in Dutch', async ({ assert }) => {
    const { agent, user } = await setup()
    const today = DateTime.now().setZone(user.timezone)
    const monday = today.minus({ days: today.weekday - 1 }).toISODate()
    for (const locale of ['en', 'nl']) {
      await agent.put('/locale', { locale })
      const page = Agent.page(await agent.get('/dashboard'))
      assert.equal(page.props.week.from, monday)
      assert.equal(page.props.weekStart, 'monday')
      assert.equal(page.props.week.total, '00:00')
      assert.deepEqual(page.props.today, [])
    }
  })
})
