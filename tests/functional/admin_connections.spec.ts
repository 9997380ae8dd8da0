import { test } from '@japa/runner'
import Connection from '#models/connection'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { json, listUrl, signedInAdmin } from '#tests/support/admin'
import { bookable, daysAgo } from '#tests/support/bookable'
import { ClientFactory } from '#database/factories/client_factory'
import { ProjectFactory } from '#database/factories/project_factory'
import { TaskFactory } from '#database/factories/task_factory'

test.group('Admin API: connections', (group) => {
  group.each.setup(() => resetAppState())

  test('create, show, update and delete a connection with its users', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const [ann, bob] = [await createUser(), await createUser()]
    const client = await ClientFactory.create()
    const project = await ProjectFactory.merge({ clientId: client.id }).create()
    const task = await TaskFactory.create()

    const created = await json(agent, 'POST', '/api/admin/connections', {
      project_id: project.id,
      task_id: task.id,
      user_ids: [bob.id, ann.id, bob.id],
    })
    assert.equal(created.status, 201)
    const { id, created_at: createdAt, updated_at: updatedAt } = created.json.data
    assert.deepEqual(created.json.data, {
      id,
      project_id: project.id,
      task_id: task.id,
      project_name: project.name,
      task_name: task.name,
      user_ids: [ann.id, bob.id],
      active: true,
      billable_rate: null,
      created_at: createdAt,
      updated_at: updatedAt,
    })
    assert.deepEqual((await json(agent, 'GET', `/api/admin/connections/${id}`)).json, created.json)

    const updated = await json(agent, 'PUT', `/api/admin/connections/${id}`, {
      ...created.json.data,
      user_ids: [bob.id],
      active: false,
    })
    assert.equal(updated.status, 200)
    assert.include(updated.json.data, { active: false })
    assert.deepEqual(updated.json.data.user_ids, [bob.id])

    const kept = await json(agent, 'PUT', `/api/admin/connections/${id}`, { active: true })
    assert.deepEqual(kept.json.data.user_ids, [bob.id])

    assert.equal((await json(agent, 'DELETE', `/api/admin/connections/${id}`)).status, 204)
    assert.isNull(await Connection.find(id))
  })

  test('invalid fields and a second connection of the same pair answer 422', async ({ assert }) => {
    const { admin, agent } = await signedInAdmin()
    const { project, task } = await bookable([admin])

    const invalid = await json(agent, 'POST', '/api/admin/connections', {
      project_id: 'one',
      task_id: 999999,
      user_ids: [admin.id, 999999],
    })
    assert.equal(invalid.status, 422)
    assert.deepEqual(invalid.json.errors, {
      project_id: ['The Project field must be a number.'],
      task_id: ['The selected Task is invalid.'],
      user_ids: ['The selected Users is invalid.'],
    })

    const twice = await json(agent, 'POST', '/api/admin/connections', {
      project_id: project.id,
      task_id: task.id,
    })
    assert.deepEqual(twice.json.errors, {
      task_id: ['This project and task are already connected.'],
    })

    const notAList = await json(agent, 'POST', '/api/admin/connections', {
      project_id: project.id,
      task_id: task.id,
      user_ids: 'everyone',
    })
    assert.deepEqual(notAList.json.errors.user_ids, ['The Users field must be a list.'])
  })

  test('the list filters by project, task, user and active, and searches names', async ({
    assert,
  }) => {
    const { agent } = await signedInAdmin()
    const [ann, bob] = [await createUser(), await createUser()]
    const first = await bookable([ann])
    const second = await bookable([ann, bob])
    second.connection.active = false
    await second.connection.save()
    // Factory names are random words that another record may share; this one is unique.
    second.task.name = 'Zebra crossing audit'
    await second.task.save()
    const ids = async (params: Parameters<typeof listUrl>[1]) => {
      const response = await json(agent, 'GET', listUrl('connections', params))
      assert.equal(response.status, 200, JSON.stringify(params))
      return response.json.data.map((row: Connection) => row.id)
    }
    assert.deepEqual(await ids({}), [first.connection.id, second.connection.id])
    assert.deepEqual(await ids({ filter: { user_ids: [bob.id] } }), [second.connection.id])
    assert.deepEqual(await ids({ filter: { project_id: [first.project.id] } }), [
      first.connection.id,
    ])
    assert.deepEqual(await ids({ filter: { task_id: second.task.id } }), [second.connection.id])
    assert.deepEqual(await ids({ filter: { active: true } }), [first.connection.id])
    assert.deepEqual(await ids({ filter: { q: 'BRA CROSS' } }), [second.connection.id])
    assert.deepEqual(await ids({ sort: 'id', order: 'desc' }), [
      second.connection.id,
      first.connection.id,
    ])
  })

  test('users added here may log time in the portal, users removed may not', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const user = await createUser()
    const { project, task, connection } = await bookable([])
    const portal = new Agent()
    await portal.login(user.email, password)
    const log = (start: string) =>
      json(portal, 'POST', '/api/time-logs', {
        project_id: project.id,
        task_id: task.id,
        date: daysAgo(1),
        start_time: start,
        stop_time: `${start.slice(0, 2)}:30`,
      })
    assert.equal((await log('08:00')).status, 422)
    await json(agent, 'PUT', `/api/admin/connections/${connection.id}`, { user_ids: [user.id] })
    assert.equal((await log('09:00')).status, 201)
    await json(agent, 'PUT', `/api/admin/connections/${connection.id}`, { user_ids: [] })
    assert.equal((await log('10:00')).status, 422)
  })
})
