import { test } from '@japa/runner'
import TimeLog from '#models/time_log'
import { resetAppState } from '#tests/support/database'
import { createUser } from '#tests/support/accounts'
import { json, listUrl, signedInAdmin } from '#tests/support/admin'
import { bookable, daysAgo } from '#tests/support/bookable'

function logOf(userId: number, projectId: number, taskId: number, fields: Partial<TimeLog> = {}) {
  return TimeLog.create({
    userId,
    projectId,
    taskId,
    date: daysAgo(1),
    startTime: '09:00:00',
    stopTime: '10:00:00',
    comments: null,
    ...fields,
  })
}

test.group('Admin API: time logs', (group) => {
  group.each.setup(() => resetAppState())

  test("create, show, update and delete a user's log", async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const user = await createUser()
    const { project, task } = await bookable([user])
    const date = daysAgo(2)

    const created = await json(agent, 'POST', '/api/admin/time-logs', {
      user_id: user.id,
      project_id: project.id,
      task_id: task.id,
      date,
      start_time: '09:00',
      stop_time: '10:30',
      comments: 'Kick-off',
    })
    assert.equal(created.status, 201)
    const { id, created_at: createdAt, updated_at: updatedAt } = created.json.data
    assert.deepEqual(created.json.data, {
      id,
      user_id: user.id,
      project_id: project.id,
      task_id: task.id,
      date,
      start_time: '09:00:00',
      stop_time: '10:30:00',
      comments: 'Kick-off',
      billable_rate: null,
      billable_amount: null,
      cost_rate: null,
      cost_amount: null,
      currency: 'EUR',
      billing_batch_id: null,
      created_at: createdAt,
      updated_at: updatedAt,
    })
    assert.deepEqual((await json(agent, 'GET', `/api/admin/time-logs/${id}`)).json, created.json)

    const updated = await json(agent, 'PUT', `/api/admin/time-logs/${id}`, {
      ...created.json.data,
      stop_time: '11:00',
      comments: '',
    })
    assert.equal(updated.status, 200)
    assert.include(updated.json.data, { stop_time: '11:00:00', comments: null })

    assert.equal((await json(agent, 'DELETE', `/api/admin/time-logs/${id}`)).status, 204)
    assert.isNull(await TimeLog.find(id))
  })

  test("the portal's rules hold for the log's user, not for the admin", async ({ assert }) => {
    const { admin, agent } = await signedInAdmin()
    const user = await createUser()
    const { project, task } = await bookable([user])
    const adminOnly = await bookable([admin])
    await logOf(user.id, project.id, task.id)
    const post = (fields: Record<string, unknown>) =>
      json(agent, 'POST', '/api/admin/time-logs', {
        user_id: user.id,
        project_id: project.id,
        task_id: task.id,
        date: daysAgo(1),
        start_time: '11:00',
        stop_time: '12:00',
        ...fields,
      })

    const overlap = await post({ start_time: '09:30', stop_time: '10:30' })
    assert.deepEqual(overlap.json.errors, {
      start_time: [`This time log overlaps another time log of ${user.name}.`],
    })
    // The admin may book on this connection, the log's user may not.
    const notAssigned = await post({ project_id: adminOnly.project.id, task_id: adminOnly.task.id })
    assert.equal(notAssigned.status, 422)
    assert.properties(notAssigned.json.errors, ['project_id'])
    const tooOld = await post({ date: '2000-01-01' })
    assert.properties(tooOld.json.errors, ['date'])
    const backwards = await post({ start_time: '12:00', stop_time: '11:00' })
    assert.deepEqual(backwards.json.errors, {
      stop_time: ['The Stop time must be after the start time.'],
    })
    const noUser = await post({ user_id: 999999 })
    assert.deepEqual(noUser.json.errors, { user_id: ['The selected User is invalid.'] })
    const missing = await json(agent, 'POST', '/api/admin/time-logs', {})
    assert.properties(missing.json.errors, [
      'user_id',
      'project_id',
      'task_id',
      'date',
      'start_time',
      'stop_time',
    ])
    assert.equal((await post({})).status, 201)
  })

  test('the list filters by user, project, task and dates, and searches', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const [ann, bob] = [await createUser({ name: 'Ann Example' }), await createUser()]
    const first = await bookable([ann, bob])
    const second = await bookable([ann])
    const a = await logOf(ann.id, first.project.id, first.task.id, {
      date: daysAgo(3),
      comments: 'Planning',
    })
    const b = await logOf(bob.id, first.project.id, first.task.id, { date: daysAgo(2) })
    const c = await logOf(ann.id, second.project.id, second.task.id, { date: daysAgo(1) })
    const ids = async (params: Parameters<typeof listUrl>[1]) => {
      const response = await json(agent, 'GET', listUrl('time-logs', params))
      assert.equal(response.status, 200, JSON.stringify(params))
      return response.json.data.map((row: TimeLog) => row.id)
    }
    assert.deepEqual(await ids({}), [a.id, b.id, c.id])
    assert.deepEqual(await ids({ sort: 'date', order: 'desc' }), [c.id, b.id, a.id])
    assert.deepEqual(await ids({ filter: { user_id: [ann.id] } }), [a.id, c.id])
    assert.deepEqual(await ids({ filter: { project_id: first.project.id } }), [a.id, b.id])
    assert.deepEqual(await ids({ filter: { task_id: [second.task.id] } }), [c.id])
    assert.deepEqual(await ids({ filter: { date: daysAgo(2) } }), [b.id])
    assert.deepEqual(await ids({ filter: { date_gte: daysAgo(2), date_lte: daysAgo(1) } }), [
      b.id,
      c.id,
    ])
    assert.deepEqual(await ids({ filter: { q: 'plan' } }), [a.id])
    assert.deepEqual(await ids({ filter: { q: 'ann ex' } }), [a.id, c.id])
    for (const filter of [{ date: 'x' }, { date: '2025-02-30' }, { date_gte: 'x' }]) {
      const badDate = await json(agent, 'GET', listUrl('time-logs', { filter }))
      assert.equal(badDate.status, 422, JSON.stringify(filter))
      assert.properties(badDate.json.errors, [`filter.${Object.keys(filter)[0]}`])
    }
  })
})
