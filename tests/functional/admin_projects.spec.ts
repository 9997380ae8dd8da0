import { test } from '@japa/runner'
import Project from '#models/project'
import TimeLog from '#models/time_log'
import Connection from '#models/connection'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { json, listUrl, signedInAdmin } from '#tests/support/admin'
import { bookable, daysAgo } from '#tests/support/bookable'
import { ClientFactory } from '#database/factories/client_factory'
import { ProjectFactory } from '#database/factories/project_factory'

test.group('Admin API: projects', (group) => {
  group.each.setup(() => resetAppState())

  test('create, show, update and delete a project', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const client = await ClientFactory.create()

    const created = await json(agent, 'POST', '/api/admin/projects', {
      client_id: client.id,
      name: 'Website',
      billable: false,
      planned_hours: 120.5,
      start_date: '2025-01-01',
      end_date: '2025-12-31',
    })
    assert.equal(created.status, 201)
    const { id, created_at: createdAt, updated_at: updatedAt } = created.json.data
    assert.deepEqual(created.json.data, {
      id,
      client_id: client.id,
      client_name: client.name,
      name: 'Website',
      billable: false,
      planned_hours: 120.5,
      planned_hours_limit: 'stop',
      planned_hours_alerted_at: null,
      start_date: '2025-01-01',
      end_date: '2025-12-31',
      active: true,
      billable_rate: null,
      budget_amount: null,
      budget_period: 'total',
      budget_used: 0,
      created_at: createdAt,
      updated_at: updatedAt,
    })
    assert.deepEqual((await json(agent, 'GET', `/api/admin/projects/${id}`)).json, created.json)

    const updated = await json(agent, 'PUT', `/api/admin/projects/${id}`, {
      ...created.json.data,
      planned_hours: null,
      end_date: '',
      active: false,
    })
    assert.equal(updated.status, 200)
    assert.include(updated.json.data, {
      planned_hours: null,
      end_date: null,
      start_date: '2025-01-01',
      active: false,
    })

    const removed = await json(agent, 'DELETE', `/api/admin/projects/${id}`)
    assert.equal(removed.status, 204)
    assert.isNull(await Project.find(id))
  })

  test('invalid fields answer 422 with field errors', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const client = await ClientFactory.create()
    await ProjectFactory.merge({ clientId: client.id, name: 'Taken' }).create()
    const other = await ClientFactory.create()

    const response = await json(agent, 'POST', '/api/admin/projects', {
      client_id: 999999,
      name: '',
      planned_hours: -1,
      start_date: '2025-02-30',
      end_date: 'tomorrow',
    })
    assert.equal(response.status, 422)
    assert.properties(response.json.errors, [
      'client_id',
      'name',
      'planned_hours',
      'start_date',
      'end_date',
    ])
    assert.deepEqual(response.json.errors.client_id, ['The selected Client is invalid.'])

    const backwards = await json(agent, 'POST', '/api/admin/projects', {
      client_id: client.id,
      name: 'Taken',
      planned_hours: 1.234,
      start_date: '2025-03-01',
      end_date: '2025-02-01',
    })
    assert.deepEqual(backwards.json.errors, {
      name: ['The Name has already been taken.'],
      planned_hours: ['The Planned hours field must have at most 2 decimals.'],
      end_date: ['The End date must be a date after or equal to the start date.'],
    })

    // Names are unique per client only.
    const elsewhere = await json(agent, 'POST', '/api/admin/projects', {
      client_id: other.id,
      name: 'Taken',
    })
    assert.equal(elsewhere.status, 201)
  })

  test('the list filters by client ids, booleans and dates, and sorts', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const [acme, globex] = await ClientFactory.createMany(2)
    await ProjectFactory.merge({ clientId: acme.id, name: 'A1', billable: false }).create()
    await ProjectFactory.merge({ clientId: acme.id, name: 'A2', startDate: '2025-06-01' }).create()
    await ProjectFactory.merge({ clientId: globex.id, name: 'G1', plannedHours: 10 }).create()
    const names = async (params: Parameters<typeof listUrl>[1]) => {
      const response = await json(agent, 'GET', listUrl('projects', params))
      assert.equal(response.status, 200, JSON.stringify(params))
      return response.json.data.map((project: Project) => project.name)
    }
    assert.deepEqual(await names({ filter: { client_id: [acme.id] } }), ['A1', 'A2'])
    assert.deepEqual(await names({ filter: { client_id: globex.id } }), ['G1'])
    assert.deepEqual(await names({ filter: { billable: false } }), ['A1'])
    assert.deepEqual(await names({ filter: { start_date_gte: '2025-01-01' } }), ['A2'])
    assert.deepEqual(await names({ sort: 'planned_hours', order: 'desc', perPage: 1 }), ['G1'])
    // Empty values sort last either way, on every database.
    assert.deepEqual(await names({ sort: 'planned_hours' }), ['G1', 'A1', 'A2'])
    assert.deepEqual(await names({ sort: 'client_id', order: 'desc' }), ['G1', 'A2', 'A1'])
  })

  test('a project carries its client name and is found by it', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const acme = await ClientFactory.merge({ name: 'Acme' }).create()
    const globex = await ClientFactory.merge({ name: 'Globex' }).create()
    await ProjectFactory.merge({ clientId: acme.id, name: 'Website' }).create()
    await ProjectFactory.merge({ clientId: globex.id, name: 'Website' }).create()
    await ProjectFactory.merge({ clientId: globex.id, name: 'Acme migration' }).create()
    const search = async (q: string) => {
      const response = await json(agent, 'GET', listUrl('projects', { filter: { q } }))
      return response.json.data.map(
        (project: { client_name: string; name: string }) =>
          `${project.client_name} — ${project.name}`
      )
    }
    assert.deepEqual(await search('acme'), ['Globex — Acme migration', 'Acme — Website'])
    assert.deepEqual(await search('globex'), ['Globex — Acme migration', 'Globex — Website'])
  })

  test('a project with time logs cannot be deleted; without, its connections go too', async ({
    assert,
  }) => {
    const { admin, agent } = await signedInAdmin()
    const used = await bookable([admin])
    await TimeLog.create({
      userId: admin.id,
      projectId: used.project.id,
      taskId: used.task.id,
      date: daysAgo(1),
      startTime: '09:00:00',
      stopTime: '10:00:00',
      comments: null,
    })
    const refused = await json(agent, 'DELETE', `/api/admin/projects/${used.project.id}`)
    assert.equal(refused.status, 409)
    assert.deepEqual(refused.json, {
      message: 'This project has time logs and cannot be deleted. Deactivate it instead.',
      code: 'E_CONFLICT',
    })

    const unused = await bookable([admin])
    const removed = await json(agent, 'DELETE', `/api/admin/projects/${unused.project.id}`)
    assert.equal(removed.status, 204)
    assert.isNull(await Connection.find(unused.connection.id))
  })

  test('planned hours set here cap what users log in the portal', async ({ assert }) => {
    const { agent: adminAgent } = await signedInAdmin()
    const user = await createUser()
    const { project, task } = await bookable([user])
    const portal = new Agent()
    await portal.login(user.email, password)
    const log = (start: string, stop: string) =>
      json(portal, 'POST', '/api/time-logs', {
        project_id: project.id,
        task_id: task.id,
        date: daysAgo(1),
        start_time: start,
        stop_time: stop,
      })
    assert.equal((await log('08:00', '09:00')).status, 201)

    const capped = await json(adminAgent, 'PUT', `/api/admin/projects/${project.id}`, {
      planned_hours: 2,
    })
    assert.equal(capped.status, 200)

    const over = await log('10:00', '12:00')
    assert.equal(over.status, 422)
    assert.deepEqual(over.json.errors.project_id, [
      'The hours logged on this project may not exceed 2; 1 hours remain.',
    ])
    assert.equal((await log('10:00', '11:00')).status, 201)
  })
})
