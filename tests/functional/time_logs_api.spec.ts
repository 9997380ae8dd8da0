import { test } from '@japa/runner'
import TimeLog from '#models/time_log'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { bookable, daysAgo } from '#tests/support/bookable'

async function apiAgent() {
  const user = await createUser()
  const agent = new Agent()
  await agent.login(user.email, password)
  return { user, agent }
}

function json(agent: Agent, method: string, path: string, body?: Record<string, unknown>) {
  return agent.request(method, path, body, { Accept: 'application/json' })
}

test.group('Time logs API', (group) => {
  group.each.setup(() => resetAppState())

  test('guests get 401 as JSON', async ({ assert }) => {
    const response = await json(new Agent(), 'GET', '/api/time-logs')
    assert.equal(response.status, 401)
    assert.isString(response.json.message)
  })

  test('GET /api/connections lists only the connections the user may use', async ({ assert }) => {
    const { user, agent } = await apiAgent()
    const other = await createUser()
    const mine = await bookable([user])
    await bookable([other])
    await bookable([user], { active: false })
    const inactive = await bookable([user])
    inactive.connection.active = false
    await inactive.connection.save()

    const response = await json(agent, 'GET', '/api/connections?limit=-1')
    assert.equal(response.status, 200)
    assert.deepEqual(response.json, {
      data: [
        {
          id: mine.connection.id,
          project: {
            id: mine.project.id,
            name: mine.project.name,
            client: { id: mine.client.id, name: mine.client.name },
            planned_hours: null,
          },
          task: { id: mine.task.id, name: mine.task.name },
          last_logged_on: null,
        },
      ],
    })
  })

  test('create, show, update and delete a log', async ({ assert }) => {
    const { user, agent } = await apiAgent()
    const { project, task } = await bookable([user])
    const date = daysAgo(1)

    const created = await json(agent, 'POST', '/api/time-logs', {
      project_id: project.id,
      task_id: task.id,
      date,
      start_time: '09:00',
      stop_time: '10:30:15',
      comments: 'Kick-off',
    })
    assert.equal(created.status, 201)
    assert.deepEqual(created.json.data, {
      id: created.json.data.id,
      date,
      start_time: '09:00:00',
      stop_time: '10:30:15',
      duration: '01:30:15',
      comments: 'Kick-off',
      project: { id: project.id, name: project.name },
      task: { id: task.id, name: task.name },
      billed: false,
    })
    const id = created.json.data.id

    const shown = await json(agent, 'GET', `/api/time-logs/${id}`)
    assert.deepEqual(shown.json.data, created.json.data)

    // Moved to another project and task: the answer names them as the log reads back.
    const other = await bookable([user])
    const updated = await json(agent, 'PATCH', `/api/time-logs/${id}`, {
      project_id: other.project.id,
      task_id: other.task.id,
      date,
      start_time: '09:00',
      stop_time: '11:00',
      comments: '',
    })
    assert.equal(updated.status, 200)
    assert.equal(updated.json.data.duration, '02:00')
    assert.isNull(updated.json.data.comments)
    assert.deepEqual(updated.json.data.project, { id: other.project.id, name: other.project.name })
    assert.deepEqual(updated.json.data.task, { id: other.task.id, name: other.task.name })
    assert.deepEqual(
      (await json(agent, 'GET', `/api/time-logs/${id}`)).json.data,
      updated.json.data
    )

    const removed = await json(agent, 'DELETE', `/api/time-logs/${id}`)
    assert.equal(removed.status, 204)
    assert.isNull(await TimeLog.find(id))
  })

  test("another user's log answers 404 and is never revealed or changed", async ({ assert }) => {
    const { agent } = await apiAgent()
    const owner = await createUser()
    const { project, task } = await bookable([owner])
    const log = await TimeLog.create({
      userId: owner.id,
      projectId: project.id,
      taskId: task.id,
      date: daysAgo(1),
      startTime: '09:00:00',
      stopTime: '10:00:00',
      comments: 'secret',
    })
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const body = {
        project_id: project.id,
        task_id: task.id,
        date: daysAgo(1),
        start_time: '09:00',
        stop_time: '10:00',
      }
      const response = await json(
        agent,
        method,
        `/api/time-logs/${log.id}`,
        method === 'GET' ? undefined : body
      )
      assert.equal(response.status, 404, method)
      assert.notInclude(response.text, 'secret')
    }
    assert.isNotNull(await TimeLog.find(log.id))
  })

  test('ids out of range or not numbers answer 404', async ({ assert }) => {
    const { agent } = await apiAgent()
    for (const id of ['99999999999999', '2147483648', 'abc', '-1', '1.5']) {
      const response = await json(agent, 'GET', `/api/time-logs/${id}`)
      assert.equal(response.status, 404, id)
    }
  })

  test('the list pages, sorts and searches the user logs only', async ({ assert }) => {
    const { user, agent } = await apiAgent()
    const other = await createUser()
    const alpha = await bookable([user, other], { name: 'Alpha site' })
    const beta = await bookable([user], { name: 'Beta app' })
    for (let day = 1; day <= 30; day++) {
      const target = day % 3 === 0 ? beta : alpha
      await TimeLog.create({
        userId: user.id,
        projectId: target.project.id,
        taskId: target.task.id,
        date: daysAgo(day),
        startTime: '09:00:00',
        stopTime: day % 2 ? '10:00:00' : '10:30:00',
        comments: day === 7 ? 'Fixed the 50% bug' : null,
      })
    }
    await TimeLog.create({
      userId: other.id,
      projectId: alpha.project.id,
      taskId: alpha.task.id,
      date: daysAgo(1),
      startTime: '09:00:00',
      stopTime: '10:00:00',
      comments: null,
    })

    const first = await json(agent, 'GET', '/api/time-logs?limit=25&page=1&sort=date&order=desc')
    assert.equal(first.json.total, 30)
    assert.equal(first.json.page, 1)
    assert.equal(first.json.limit, 25)
    assert.lengthOf(first.json.data, 25)
    assert.equal(first.json.data[0].date, daysAgo(1))

    const second = await json(agent, 'GET', '/api/time-logs?limit=25&page=2&sort=date&order=desc')
    assert.lengthOf(second.json.data, 5)
    assert.equal(second.json.data[4].date, daysAgo(30))

    const ascending = await json(agent, 'GET', '/api/time-logs?limit=5&sort=date&order=asc')
    assert.equal(ascending.json.data[0].date, daysAgo(30))

    const byProject = await json(agent, 'GET', '/api/time-logs?limit=-1&sort=project&order=desc')
    assert.lengthOf(byProject.json.data, 30)
    assert.equal(byProject.json.data[0].project.name, 'Beta app')

    const searchProject = await json(agent, 'GET', '/api/time-logs?limit=-1&search=beta')
    assert.equal(searchProject.json.total, 10)
    const searchTask = await json(
      agent,
      'GET',
      `/api/time-logs?limit=-1&search=${encodeURIComponent(alpha.task.name)}`
    )
    assert.equal(searchTask.json.total, 20)
    const searchComment = await json(agent, 'GET', '/api/time-logs?limit=-1&search=50%25')
    assert.equal(searchComment.json.total, 1)
    assert.equal(searchComment.json.data[0].comments, 'Fixed the 50% bug')
    const literalWildcard = await json(agent, 'GET', '/api/time-logs?limit=-1&search=%25')
    assert.equal(literalWildcard.json.total, 1)
  })

  test('a bad list query answers 422 with field errors', async ({ assert }) => {
    const { agent } = await apiAgent()
    for (const query of [
      'limit=0',
      'limit=abc',
      'page=0',
      'sort=password',
      'order=up',
      `search=${'x'.repeat(101)}`,
    ]) {
      const response = await json(agent, 'GET', `/api/time-logs?${query}`)
      assert.equal(response.status, 422, query)
      assert.isObject(response.json.errors)
    }
  })
})
