import { messageDate } from '#services/periods'
import { test } from '@japa/runner'
import { displayDate } from '#shared/display_date'
import { DateTime } from 'luxon'
import TimeLog from '#models/time_log'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { bookable, daysAgo } from '#tests/support/bookable'

async function setup(userOverrides = {}, projectOverrides = {}) {
  const user = await createUser(userOverrides)
  const agent = new Agent()
  await agent.login(user.email, password)
  const booking = await bookable([user], projectOverrides)
  const valid = {
    project_id: booking.project.id,
    task_id: booking.task.id,
    date: daysAgo(1, user.timezone),
    start_time: '09:00',
    stop_time: '10:00',
    comments: null as string | null,
  }
  const create = (changes: Record<string, unknown> = {}) =>
    agent.request(
      'POST',
      '/api/time-logs',
      { ...valid, ...changes },
      { Accept: 'application/json' }
    )
  return { user, agent, ...booking, valid, create }
}

test.group('Time log rules', (group) => {
  group.each.setup(() => resetAppState())

  test('required fields', async ({ assert }) => {
    const { create } = await setup()
    const response = await create({
      project_id: null,
      task_id: null,
      date: null,
      start_time: null,
      stop_time: null,
    })
    assert.equal(response.status, 422)
    assert.deepEqual(response.json.errors, {
      project_id: ['The Project field is required.'],
      task_id: ['The Task field is required.'],
      date: ['The Date field is required.'],
      start_time: ['The Start time field is required.'],
      stop_time: ['The Stop time field is required.'],
    })
  })

  test('times as H:i or H:i:s, 24-hour', async ({ assert }) => {
    const { create } = await setup()
    for (const bad of ['9:00', '24:00', '12:60', '12:00:60', '12.00', '1200', 'noon']) {
      const response = await create({ start_time: bad })
      assert.deepEqual(
        response.json.errors.start_time,
        ['The Start time field must match the format H:i or H:i:s.'],
        bad
      )
    }
    assert.equal((await create({ start_time: '08:15:30', stop_time: '08:45' })).status, 201)
  })

  test('the stop time comes after the start time', async ({ assert }) => {
    const { create } = await setup()
    for (const stop of ['09:00', '08:59']) {
      const response = await create({ start_time: '09:00', stop_time: stop })
      assert.deepEqual(response.json.errors, {
        stop_time: ['The Stop time must be after the start time.'],
      })
    }
  })

  test("the date lies between a year ago and today, today in the user's time zone", async ({
    assert,
  }) => {
    const zone = 'Pacific/Kiritimati'
    const { create } = await setup({ timezone: zone })
    const today = DateTime.now().setZone(zone)
    const window = `between ${displayDate(today.minus({ years: 1 }).toISODate()!, 'en')} and ${displayDate(today.toISODate()!, 'en')}`

    assert.equal((await create({ date: today.toISODate() })).status, 201)
    assert.equal((await create({ date: today.minus({ years: 1 }).toISODate() })).status, 201)
    for (const date of [
      today.plus({ days: 1 }).toISODate(),
      today.minus({ years: 1, days: 1 }).toISODate(),
    ]) {
      const response = await create({ date })
      assert.deepEqual(response.json.errors.date, [`The Date must be a date ${window}.`], date!)
    }
    for (const date of ['2026-02-30', '2026-13-01', '20261101', 'yesterday']) {
      const response = await create({ date })
      assert.deepEqual(response.json.errors.date, ['The Date field must be a valid date.'], date)
    }
  })

  test('comments are optional, at most 200 characters', async ({ assert }) => {
    const { create } = await setup()
    assert.equal(
      (await create({ comments: 'x'.repeat(200), start_time: '07:00', stop_time: '08:00' })).status,
      201
    )
    const response = await create({ comments: 'x'.repeat(201) })
    assert.deepEqual(response.json.errors.comments, [
      'The Comments field must not be greater than 200 characters.',
    ])
  })

  test('no overlap with the user own logs; touching ends are allowed', async ({ assert }) => {
    const { create } = await setup()
    assert.equal((await create({ start_time: '09:00', stop_time: '10:00' })).status, 201)
    assert.equal((await create({ start_time: '10:00', stop_time: '11:00' })).status, 201)
    assert.equal((await create({ start_time: '08:00', stop_time: '09:00' })).status, 201)
    for (const [start, stop] of [
      ['09:30', '10:30'],
      ['08:30', '09:01'],
      ['07:00', '12:00'],
      ['09:00', '10:00'],
    ]) {
      const response = await create({ start_time: start, stop_time: stop })
      assert.deepEqual(
        response.json.errors,
        { start_time: ['This time log overlaps another of your time logs.'] },
        `${start}-${stop}`
      )
    }
  })

  test("another user's logs do not count as overlap", async ({ assert }) => {
    const { create, project, task, connection } = await setup()
    const colleague = await createUser()
    await connection.related('users').attach([colleague.id])
    await TimeLog.create({
      userId: colleague.id,
      projectId: project.id,
      taskId: task.id,
      date: daysAgo(1),
      startTime: '09:00:00',
      stopTime: '10:00:00',
      comments: null,
    })
    assert.equal((await create()).status, 201)
  })

  test('editing a log may keep its own interval', async ({ assert }) => {
    const { create, agent, valid } = await setup()
    const created = await create()
    const response = await agent.request(
      'PUT',
      `/api/time-logs/${created.json.data.id}`,
      { ...valid, stop_time: '10:15' },
      { Accept: 'application/json' }
    )
    assert.equal(response.status, 200)
  })

  test('20 parallel overlapping creates: exactly one is stored', async ({ assert }) => {
    const { create, user } = await setup()
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        create({ start_time: '09:00', stop_time: `10:${String(index).padStart(2, '0')}` })
      )
    )
    const statuses = responses.map((response) => response.status)
    assert.equal(statuses.filter((status) => status === 201).length, 1, statuses.join(','))
    assert.equal(statuses.filter((status) => status === 422).length, 19, statuses.join(','))
    assert.lengthOf(await TimeLog.query().where('user_id', user.id), 1)
  })

  test('the user must be assigned to an active connection for the project and task', async ({
    assert,
  }) => {
    const { create, connection, user } = await setup()
    const elsewhere = await bookable([await createUser()])
    const message = ['You may not log time on this project and task.']

    let response = await create({ project_id: elsewhere.project.id, task_id: elsewhere.task.id })
    assert.deepEqual(response.json.errors.project_id, message)

    response = await create({ task_id: elsewhere.task.id })
    assert.deepEqual(response.json.errors.project_id, message)

    connection.active = false
    await connection.save()
    response = await create()
    assert.deepEqual(response.json.errors.project_id, message)

    connection.active = true
    await connection.save()
    await connection.related('users').detach([user.id])
    response = await create()
    assert.deepEqual(response.json.errors.project_id, message)

    response = await create({ project_id: 999999, task_id: 999999 })
    assert.deepEqual(response.json.errors.project_id, message)
  })

  test('the project must be active and the date inside its dates', async ({ assert }) => {
    const { create, project } = await setup()
    project.active = false
    await project.save()
    let response = await create()
    assert.deepEqual(response.json.errors.project_id, ['This project is not active.'])

    project.merge({ active: true, startDate: daysAgo(5), endDate: daysAgo(2) })
    await project.save()
    response = await create({ date: daysAgo(1) })
    assert.deepEqual(response.json.errors.date, [
      `The date must fall within the project, from ${messageDate(daysAgo(5), 'en')} to ${messageDate(daysAgo(2), 'en')}.`,
    ])
    assert.equal((await create({ date: daysAgo(2) })).status, 201)
  })

  test('planned hours cap the hours of all users on the project', async ({ assert }) => {
    const { create, agent, valid, project, task, connection } = await setup({}, { plannedHours: 3 })
    const colleague = await createUser()
    await connection.related('users').attach([colleague.id])
    await TimeLog.create({
      userId: colleague.id,
      projectId: project.id,
      taskId: task.id,
      date: daysAgo(2),
      startTime: '09:00:00',
      stopTime: '10:30:00',
      comments: null,
    })
    assert.equal((await create({ start_time: '09:00', stop_time: '10:00' })).status, 201)
    const response = await create({ start_time: '11:00', stop_time: '12:00' })
    assert.deepEqual(response.json.errors.project_id, [
      'The hours logged on this project may not exceed 3; 0.5 hours remain.',
    ])
    const last = await create({ start_time: '11:00', stop_time: '11:30' })
    assert.equal(last.status, 201)

    // An edited log's own hours make room for its new ones; the project is full now.
    const edit = (changes: Record<string, unknown>) =>
      agent.request(
        'PUT',
        `/api/time-logs/${last.json.data.id}`,
        { ...valid, start_time: '11:00', stop_time: '11:30', ...changes },
        { Accept: 'application/json' }
      )
    assert.equal((await edit({ stop_time: '11:15' })).status, 200)
    assert.equal((await edit({ stop_time: '11:30' })).status, 200)
    const tooLong = await edit({ stop_time: '11:45' })
    assert.deepEqual(tooLong.json.errors.project_id, [
      'The hours logged on this project may not exceed 3; 0.5 hours remain.',
    ])
  })

  test('messages in Dutch', async ({ assert }) => {
    const { create, agent } = await setup()
    await agent.put('/locale', { locale: 'nl' })
    await create()
    const response = await create({ stop_time: '25:00' })
    assert.deepEqual(response.json.errors.stop_time, [
      'Het veld Stoptijd moet overeenkomen met het formaat H:i of H:i:s.',
    ])
    const overlap = await create()
    assert.deepEqual(overlap.json.errors.start_time, [
      'Deze tijdregistratie overlapt met een andere registratie van jou.',
    ])
  })

  test('malformed input of any shape answers 4xx, never 500, and stores nothing', async ({
    assert,
  }) => {
    const { agent, valid, user } = await setup()
    const bodies: unknown[] = [
      { ...valid, project_id: 'abc' },
      { ...valid, project_id: -1 },
      { ...valid, project_id: 1.5 },
      { ...valid, project_id: 1e300 },
      { ...valid, task_id: [] },
      { ...valid, task_id: {} },
      { ...valid, date: 20261101 },
      { ...valid, date: ['2026-11-01'] },
      { ...valid, start_time: { h: 9 } },
      { ...valid, stop_time: true },
      { ...valid, comments: 42 },
      { ...valid, comments: ['a'] },
      { ...valid, start_time: '09:00\u0000' },
      { ...valid, date: '2026-11-01T00:00:00Z' },
      {},
      [],
    ]
    for (const body of bodies) {
      const response = await agent.request(
        'POST',
        '/api/time-logs',
        body as Record<string, unknown>,
        { Accept: 'application/json' }
      )
      assert.isAtLeast(response.status, 400, JSON.stringify(body))
      assert.isBelow(response.status, 500, JSON.stringify(body))
    }
    for (const raw of ['{not json', '{"project_id":', '\u0000', '"just a string"', 'null']) {
      const response = await agent.request('POST', '/api/time-logs', raw, {
        'Accept': 'application/json',
        'Content-Type': 'application/json',
      })
      assert.isBelow(response.status, 500, raw)
    }
    assert.lengthOf(await TimeLog.query().where('user_id', user.id), 0)
  })
})
