import { test } from '@japa/runner'
import Task from '#models/task'
import TimeLog from '#models/time_log'
import { resetAppState } from '#tests/support/database'
import { json, listUrl, signedInAdmin } from '#tests/support/admin'
import { bookable, daysAgo } from '#tests/support/bookable'
import { TaskFactory } from '#database/factories/task_factory'

test.group('Admin API: tasks', (group) => {
  group.each.setup(() => resetAppState())

  test('create, show, update, list and delete a task', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const created = await json(agent, 'POST', '/api/admin/tasks', { name: 'Design' })
    assert.equal(created.status, 201)
    const { id } = created.json.data
    assert.deepEqual(Object.keys(created.json.data), [
      'id',
      'name',
      'active',
      'created_at',
      'updated_at',
    ])
    assert.include(created.json.data, { name: 'Design', active: true })

    assert.deepEqual((await json(agent, 'GET', `/api/admin/tasks/${id}`)).json, created.json)
    const updated = await json(agent, 'PUT', `/api/admin/tasks/${id}`, { active: false })
    assert.include(updated.json.data, { name: 'Design', active: false })

    await TaskFactory.merge({ name: 'Build' }).create()
    const list = await json(agent, 'GET', listUrl('tasks', { sort: 'name', filter: { q: 'des' } }))
    assert.deepEqual(
      list.json.data.map((task: Task) => task.name),
      ['Design']
    )
    assert.equal(list.json.total, 1)

    assert.equal((await json(agent, 'DELETE', `/api/admin/tasks/${id}`)).status, 204)
    assert.isNull(await Task.find(id))
  })

  test('a duplicate or empty name answers 422', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    await TaskFactory.merge({ name: 'Design' }).create()
    const duplicate = await json(agent, 'POST', '/api/admin/tasks', { name: 'Design' })
    assert.deepEqual(duplicate.json, {
      message: 'The given data is invalid.',
      code: 'E_VALIDATION_ERROR',
      errors: { name: ['The Name has already been taken.'] },
    })
    const empty = await json(agent, 'POST', '/api/admin/tasks', { name: '   ' })
    assert.equal(empty.status, 422)
    assert.properties(empty.json.errors, ['name'])
  })

  test('a task in a connection or a time log cannot be deleted', async ({ assert }) => {
    const { admin, agent } = await signedInAdmin()
    const { task, connection, project } = await bookable([admin])

    const connected = await json(agent, 'DELETE', `/api/admin/tasks/${task.id}`)
    assert.equal(connected.status, 409)
    assert.deepEqual(connected.json, {
      message:
        'This task is used by connections or time logs and cannot be deleted. Deactivate it instead.',
      code: 'E_CONFLICT',
    })

    await TimeLog.create({
      userId: admin.id,
      projectId: project.id,
      taskId: task.id,
      date: daysAgo(1),
      startTime: '09:00:00',
      stopTime: '10:00:00',
      comments: null,
    })
    await connection.delete()
    const logged = await json(agent, 'DELETE', `/api/admin/tasks/${task.id}`)
    assert.equal(logged.status, 409)
    assert.isNotNull(await Task.find(task.id))
  })
})
