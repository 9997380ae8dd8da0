import { test } from '@japa/runner'
import Client from '#models/client'
import { resetAppState } from '#tests/support/database'
import { json, listUrl, signedInAdmin } from '#tests/support/admin'
import { ClientFactory } from '#database/factories/client_factory'
import { ProjectFactory } from '#database/factories/project_factory'

test.group('Admin API: clients', (group) => {
  group.each.setup(() => resetAppState())

  test('create, show, update and delete a client', async ({ assert }) => {
    const { agent } = await signedInAdmin()

    const created = await json(agent, 'POST', '/api/admin/clients', {
      name: '  Acme  ',
      email: 'billing@acme.test',
      created_at: '2000-01-01T00:00:00.000Z',
    })
    assert.equal(created.status, 201)
    const { id, created_at: createdAt, updated_at: updatedAt } = created.json.data
    assert.deepEqual(created.json.data, {
      id,
      name: 'Acme',
      email: 'billing@acme.test',
      active: true,
      billable_rate: null,
      created_at: createdAt,
      updated_at: updatedAt,
    })
    assert.notEqual(createdAt.slice(0, 4), '2000')

    const shown = await json(agent, 'GET', `/api/admin/clients/${id}`)
    assert.deepEqual(shown.json, { data: created.json.data })

    // react-admin sends the whole record back; fields left out keep their values.
    const updated = await json(agent, 'PUT', `/api/admin/clients/${id}`, {
      ...created.json.data,
      email: '',
      active: false,
    })
    assert.equal(updated.status, 200)
    assert.include(updated.json.data, { name: 'Acme', email: null, active: false })
    const renamed = await json(agent, 'PUT', `/api/admin/clients/${id}`, { name: 'Acme Inc.' })
    assert.include(renamed.json.data, { name: 'Acme Inc.', email: null, active: false })

    const removed = await json(agent, 'DELETE', `/api/admin/clients/${id}`)
    assert.equal(removed.status, 204)
    assert.isNull(await Client.find(id))
  })

  test('invalid fields answer 422 with field errors, in the user language', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    await ClientFactory.merge({ name: 'Taken' }).create()

    const missing = await json(agent, 'POST', '/api/admin/clients', { email: 'no-at-sign' })
    assert.equal(missing.status, 422)
    assert.deepEqual(missing.json, {
      message: 'The given data is invalid.',
      code: 'E_VALIDATION_ERROR',
      errors: {
        name: ['The Name field is required.'],
        email: ['The Email field must be a valid email address.'],
      },
    })

    const duplicate = await json(agent, 'POST', '/api/admin/clients', {
      name: 'Taken',
      active: 'maybe',
    })
    assert.deepEqual(duplicate.json.errors, {
      name: ['The Name has already been taken.'],
      active: ['The Active field must be true or false.'],
    })

    const { agent: dutch } = await signedInAdmin({ locale: 'nl' })
    const translated = await json(dutch, 'POST', '/api/admin/clients', { name: 'Taken' })
    assert.deepEqual(translated.json.errors, { name: ['Naam is al in gebruik.'] })
  })

  test('a client keeps its own name on update', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const client = await ClientFactory.merge({ name: 'Same' }).create()
    const response = await json(agent, 'PUT', `/api/admin/clients/${client.id}`, { name: 'Same' })
    assert.equal(response.status, 200)
  })

  test('a client with projects cannot be deleted', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const client = await ClientFactory.create()
    await ProjectFactory.merge({ clientId: client.id }).create()
    const response = await json(agent, 'DELETE', `/api/admin/clients/${client.id}`)
    assert.equal(response.status, 409)
    assert.deepEqual(response.json, {
      message:
        'This client still has projects. Delete or move them first, or deactivate the client.',
      code: 'E_CONFLICT',
    })
    assert.isNotNull(await Client.find(client.id))
  })

  test('the list sorts, searches, filters and pages', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const [beta, alpha, gamma] = await Promise.all([
      ClientFactory.merge({ name: 'Beta', email: 'hello@beta.test' }).create(),
      ClientFactory.merge({ name: 'Alpha', email: null }).create(),
      ClientFactory.merge({ name: 'Gamma 50%', active: false }).create(),
    ])
    const names = async (params: Parameters<typeof listUrl>[1]) => {
      const response = await json(agent, 'GET', listUrl('clients', params))
      assert.equal(response.status, 200)
      return {
        names: response.json.data.map((row: Client) => row.name),
        total: response.json.total,
      }
    }

    assert.deepEqual(await names({}), { names: ['Alpha', 'Beta', 'Gamma 50%'], total: 3 })
    assert.deepEqual(await names({ sort: 'name', order: 'DESC' }), {
      names: ['Gamma 50%', 'Beta', 'Alpha'],
      total: 3,
    })
    assert.deepEqual(await names({ sort: 'name', order: 'asc', page: 2, perPage: 2 }), {
      names: ['Gamma 50%'],
      total: 3,
    })
    assert.deepEqual(await names({ filter: { q: 'BETA.T' } }), { names: ['Beta'], total: 1 })
    assert.deepEqual(await names({ filter: { q: '50%' } }), { names: ['Gamma 50%'], total: 1 })
    assert.deepEqual(await names({ filter: { q: '%' } }), { names: ['Gamma 50%'], total: 1 })
    assert.deepEqual(await names({ filter: { active: false } }), {
      names: ['Gamma 50%'],
      total: 1,
    })
    assert.deepEqual(await names({ filter: { active: true, name: 'a' } }), {
      names: ['Alpha', 'Beta'],
      total: 2,
    })
    // react-admin's getMany.
    assert.deepEqual(await names({ filter: { id: [alpha.id, gamma.id] } }), {
      names: ['Alpha', 'Gamma 50%'],
      total: 2,
    })
    assert.deepEqual(await names({ filter: { id: beta.id } }), { names: ['Beta'], total: 1 })
    assert.deepEqual(await names({ filter: { id: [] } }), { names: [], total: 0 })
  })

  test('bad list parameters answer 422 with field errors', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const cases: [Parameters<typeof listUrl>[1], string][] = [
      [{ sort: 'password' }, 'sort'],
      [{ sort: 'name; DROP TABLE clients' }, 'sort'],
      [{ order: 'sideways' }, 'order'],
      [{ page: 0 }, 'page'],
      [{ page: 'two' }, 'page'],
      [{ perPage: 101 }, 'perPage'],
      [{ perPage: -5 }, 'perPage'],
      [{ filter: { password: 'x' } }, 'filter'],
      [{ filter: { id: ['x'] } }, 'filter.id.0'],
      [{ filter: { active: 'perhaps' } }, 'filter.active'],
      [{ filter: { q: { nested: true } } }, 'filter.q'],
    ]
    for (const [params, field] of cases) {
      const response = await json(agent, 'GET', listUrl('clients', params))
      assert.equal(response.status, 422, JSON.stringify(params))
      assert.properties(response.json.errors, [field], JSON.stringify(params))
    }
    const notJson = await json(agent, 'GET', '/api/admin/clients?filter=%7Bnot-json')
    assert.equal(notJson.status, 422)
    assert.deepEqual(notJson.json.errors, { filter: ['The filter must be a JSON object.'] })
    const unknown = await json(agent, 'GET', listUrl('clients', { filter: { password: 'x' } }))
    assert.deepEqual(unknown.json.errors, { filter: ['The filter password is unknown.'] })
  })
})
