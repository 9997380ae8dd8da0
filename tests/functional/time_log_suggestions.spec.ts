import { test } from '@japa/runner'
import TimeLog from '#models/time_log'
import type User from '#models/user'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { bookable, daysAgo } from '#tests/support/bookable'

type Booking = Awaited<ReturnType<typeof bookable>>

async function signedIn(user: User) {
  const agent = new Agent()
  await agent.login(user.email, password)
  return agent
}

const getJson = (agent: Agent, path: string) =>
  agent.request('GET', path, undefined, { Accept: 'application/json' })

let minute = 0

/** A log of the user's on the booking, a day back, each one later than the one before. */
function logOn(user: User, { project, task }: Booking, comments: string | null, days = 1) {
  minute += 1
  const start = `${String(8 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`
  return TimeLog.create({
    userId: user.id,
    projectId: project.id,
    taskId: task.id,
    date: daysAgo(days),
    startTime: start,
    stopTime: start.replace(/:00$/, ':30'),
    comments,
  })
}

const commentsPath = ({ project, task }: Booking) =>
  `/api/time-logs/past-comments?project_id=${project.id}&task_id=${task.id}`

test.group('Time log suggestions', (group) => {
  group.each.setup(() => {
    minute = 0
    return resetAppState()
  })

  test('past comments are the own ones on that project and task, latest first, distinct', async ({
    assert,
  }) => {
    const user = await createUser()
    const other = await createUser()
    const work = await bookable([user, other])
    const elsewhere = await bookable([user])
    await logOn(user, work, 'Planning', 3)
    await logOn(user, work, 'Review', 2)
    await logOn(user, work, 'Planning', 1)
    await logOn(user, work, null, 1)
    await logOn(user, work, '', 1)
    await logOn(user, elsewhere, 'Other project', 1)
    await logOn(other, work, 'Secret of another person', 1)

    const agent = await signedIn(user)
    const answer = await getJson(agent, commentsPath(work))
    assert.equal(answer.status, 200)
    assert.deepEqual(answer.json, { data: ['Planning', 'Review'] })

    const theirs = await getJson(await signedIn(other), commentsPath(work))
    assert.deepEqual(theirs.json, { data: ['Secret of another person'] })
    assert.deepEqual((await getJson(agent, commentsPath(elsewhere))).json, {
      data: ['Other project'],
    })
  })

  test('past comments are at most ten', async ({ assert }) => {
    const user = await createUser()
    const work = await bookable([user])
    for (let index = 1; index <= 12; index++) await logOn(user, work, `Note ${index}`)
    const answer = await getJson(await signedIn(user), commentsPath(work))
    assert.lengthOf(answer.json.data, 10)
    assert.equal(answer.json.data[0], 'Note 12')
  })

  test('bad or missing ids answer 422, and a guest 401', async ({ assert }) => {
    const user = await createUser()
    const agent = await signedIn(user)
    for (const query of [
      '',
      '?project_id=1',
      '?project_id=x&task_id=1',
      '?project_id=1&task_id=-2',
    ]) {
      const answer = await getJson(agent, `/api/time-logs/past-comments${query}`)
      assert.equal(answer.status, 422, query)
    }
    const guest = await getJson(new Agent(), '/api/time-logs/past-comments?project_id=1&task_id=1')
    assert.equal(guest.status, 401)
  })

  test("suggested times follow that day's last log", async ({ assert }) => {
    const user = await createUser({ timezone: 'UTC' })
    const work = await bookable([user])
    const agent = await signedIn(user)
    await TimeLog.create({
      userId: user.id,
      projectId: work.project.id,
      taskId: work.task.id,
      date: daysAgo(1),
      startTime: '12:00:00',
      stopTime: '13:15:20',
      comments: null,
    })
    const yesterday = await getJson(agent, `/api/time-logs/suggested-times?date=${daysAgo(1)}`)
    assert.deepEqual(yesterday.json, {
      data: { date: daysAgo(1), start_time: '13:16', stop_time: '' },
    })
    const before = await getJson(agent, `/api/time-logs/suggested-times?date=${daysAgo(2)}`)
    assert.deepEqual(before.json.data, { date: daysAgo(2), start_time: '09:00', stop_time: '' })
    for (const query of ['', '?date=2026-02-30', '?date=yesterday']) {
      const answer = await getJson(agent, `/api/time-logs/suggested-times${query}`)
      assert.equal(answer.status, 422, query)
    }
  })

  test('connections say when the user last logged on them', async ({ assert }) => {
    const user = await createUser()
    const other = await createUser()
    const used = await bookable([user, other])
    const unused = await bookable([user, other])
    await logOn(user, used, null, 3)
    await logOn(user, used, null, 2)
    await logOn(other, unused, null, 1)
    const answer = await getJson(await signedIn(user), '/api/connections?limit=-1')
    const lastLogged = Object.fromEntries(
      answer.json.data.map((connection: { id: number; last_logged_on: string | null }) => [
        connection.id,
        connection.last_logged_on,
      ])
    )
    assert.deepEqual(lastLogged, { [used.connection.id]: daysAgo(2), [unused.connection.id]: null })
  })
})
