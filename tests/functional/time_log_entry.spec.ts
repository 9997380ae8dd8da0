import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import TimeLog from '#models/time_log'
import { newTimeLogDefaults } from '#services/time_log_defaults'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { bookable, daysAgo } from '#tests/support/bookable'

async function setup() {
  const user = await createUser({ timezone: 'Europe/Amsterdam' })
  const agent = new Agent().asInertia()
  await agent.login(user.email, password)
  const booking = await bookable([user])
  return { user, agent, ...booking }
}

type Setup = Awaited<ReturnType<typeof setup>>

function logOf({ user, project, task }: Setup, date: string, startTime: string, stopTime: string) {
  return TimeLog.create({
    userId: user.id,
    projectId: project.id,
    taskId: task.id,
    date,
    startTime,
    stopTime,
    comments: 'Retro',
  })
}

/** 14:20 on 2 March 2026 in Amsterdam, 13:20 UTC. */
const afternoon = DateTime.fromISO('2026-03-02T14:20:00', { zone: 'Europe/Amsterdam' })

test.group('Entering time', (group) => {
  group.each.setup(() => resetAppState())

  test('a new log starts at the current hour and stops now, in the user time zone', async ({
    assert,
  }) => {
    const { user } = await setup()
    assert.deepEqual(await newTimeLogDefaults(user, afternoon.toUTC()), {
      date: '2026-03-02',
      start_time: '14:00',
      stop_time: '14:20',
    })
    // At 14:00 itself, no stop comes after the start.
    const onTheHour = afternoon.set({ minute: 0 }).toUTC()
    assert.equal((await newTimeLogDefaults(user, onTheHour)).stop_time, '')
  })

  test('a new log starts where the last log of the day ends, on a whole minute', async ({
    assert,
  }) => {
    const context = await setup()
    await logOf(context, '2026-03-02', '09:00:00', '10:30:00')
    await logOf(context, '2026-03-02', '11:00:00', '12:15:00')
    await logOf(context, '2026-03-01', '16:00:00', '18:00:00')
    assert.deepEqual(await newTimeLogDefaults(context.user, afternoon), {
      date: '2026-03-02',
      start_time: '12:15',
      stop_time: '14:20',
    })
    // A timer's log stops to the second: the next starts on the minute after, without overlap.
    await logOf(context, '2026-03-02', '13:00:00', '13:40:25')
    assert.deepEqual(await newTimeLogDefaults(context.user, afternoon), {
      date: '2026-03-02',
      start_time: '13:41',
      stop_time: '14:20',
    })
    // A log ending after now leaves the stop to the user.
    await logOf(context, '2026-03-02', '14:00:00', '15:00:00')
    assert.deepEqual(await newTimeLogDefaults(context.user, afternoon), {
      date: '2026-03-02',
      start_time: '15:00',
      stop_time: '',
    })
  })

  test('after a log stopped within the last minute of a day, its start is left open', async ({
    assert,
  }) => {
    const context = await setup()
    await logOf(context, '2026-03-01', '22:00:00', '23:59:30')
    assert.deepEqual(await newTimeLogDefaults(context.user, afternoon, '2026-03-01'), {
      date: '2026-03-01',
      start_time: '',
      stop_time: '',
    })
  })

  test("after a timer's log with seconds, the pages show whole minutes", async ({ assert }) => {
    const context = await setup()
    const { agent, user } = context
    const today = DateTime.now().setZone(user.timezone)
    // Logs as the timer makes them, in the day's first hours so that they are never in the future.
    await logOf(context, today.toISODate()!, '00:00:05', '00:40:21')
    await logOf(context, today.toISODate()!, '00:41:00', '00:50:40')

    const created = Agent.page(await agent.get('/time-logs/create')).props.defaults
    assert.equal(created.start_time, '00:51')
    assert.match(created.stop_time, /^(\d\d:\d\d)?$/)
    const dashboard = Agent.page(await agent.get('/dashboard')).props
    // 40:16 and 9:40 add up to 49:56: shown as 00:49.
    assert.equal(dashboard.week.total, '00:49')
    assert.equal(dashboard.month.top_projects[0].total, '00:49')
  })

  test('the create page carries the defaults, and a duplicate the log it copies', async ({
    assert,
  }) => {
    const context = await setup()
    const { agent, project, task } = context
    const page = Agent.page(await agent.get('/time-logs/create'))
    assert.equal(page.props.defaults.date, DateTime.now().setZone('Europe/Amsterdam').toISODate())
    assert.notProperty(page.props, 'duplicateOf')

    const log = await logOf(context, daysAgo(3), '09:00:00', '10:00:00')
    const copy = Agent.page(await agent.get(`/time-logs/create?duplicate=${log.id}`))
    assert.equal(copy.component, 'time_logs/create')
    assert.equal(copy.props.duplicateOf.id, log.id)
    assert.deepEqual(copy.props.duplicateOf.project, { id: project.id, name: project.name })
    assert.equal(copy.props.duplicateOf.task.id, task.id)
    assert.equal(copy.props.duplicateOf.comments, 'Retro')
  })

  test("duplicating another user's log or no log is refused", async ({ assert }) => {
    const { agent } = await setup()
    const other = await setup()
    const theirs = await logOf(other, daysAgo(1), '09:00:00', '10:00:00')
    assert.equal((await agent.get(`/time-logs/create?duplicate=${theirs.id}`)).status, 404)
    assert.equal((await agent.get('/time-logs/create?duplicate=999999')).status, 404)
    for (const bad of ['abc', '-1', '1.5', '99999999999']) {
      const response = await agent.get(`/time-logs/create?duplicate=${bad}`)
      assert.isAtLeast(response.status, 300, bad)
      assert.isBelow(response.status, 500, bad)
    }
  })

  test('the date window names its dates as the date pickers show them', async ({ assert }) => {
    const { agent, project, task } = await setup()
    const fields = {
      project_id: project.id,
      task_id: task.id,
      date: daysAgo(400),
      start_time: '09:00',
      stop_time: '10:00',
    }
    await agent.get('/time-logs/create')
    await agent.post('/time-logs', fields)
    const today = DateTime.now().setZone('Europe/Amsterdam')
    const english = Agent.page(await agent.get('/time-logs/create')).props.errors.date
    const shown = (date: DateTime, format: string) => date.toFormat(format)
    assert.equal(
      english,
      `The Date must be a date between ${shown(today.minus({ years: 1 }), 'MM/dd/yyyy')} and ${shown(today, 'MM/dd/yyyy')}.`
    )

    await agent.put('/locale', { locale: 'nl' })
    await agent.post('/time-logs', fields)
    const dutch = Agent.page(await agent.get('/time-logs/create')).props.errors.date
    assert.equal(
      dutch,
      `Datum moet een datum tussen ${shown(today.minus({ years: 1 }), 'dd-MM-yyyy')} en ${shown(today, 'dd-MM-yyyy')} zijn.`
    )
  })
})
