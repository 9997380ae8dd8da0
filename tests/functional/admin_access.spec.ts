import { test } from '@japa/runner'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { json, signedInAdmin } from '#tests/support/admin'
import { ClientFactory } from '#database/factories/client_factory'
import Client from '#models/client'

test.group('Admin API access', (group) => {
  group.each.setup(() => resetAppState())

  test('guests get 401', async ({ assert }) => {
    const response = await json(new Agent(), 'GET', '/api/admin/clients')
    assert.equal(response.status, 401)
  })

  test('users without view-admin get 403 on every resource, confirmed or not', async ({
    assert,
  }) => {
    const user = await createUser({ locale: 'nl' })
    const agent = new Agent()
    await agent.login(user.email, password)
    await agent.post('/confirm-password', { password })
    for (const resource of ['clients', 'connections', 'projects', 'tasks', 'time-logs', 'users']) {
      const response = await json(agent, 'GET', `/api/admin/${resource}`)
      assert.equal(response.status, 403, resource)
      assert.deepEqual(response.json, {
        message: 'Je hebt geen toegang tot het beheerpaneel.',
        code: 'E_FORBIDDEN',
      })
    }
    const created = await json(agent, 'POST', '/api/admin/clients', { name: 'Acme' })
    assert.equal(created.status, 403)
    assert.equal(
      await Client.query()
        .count('* as total')
        .first()
        .then((row) => row!.$extras.total),
      0
    )
  })

  test('an admin needs a recently confirmed password, then gets in', async ({ assert }) => {
    const admin = await createUser({ role: 'admin' })
    const agent = new Agent()
    await agent.login(admin.email, password)

    const refused = await json(agent, 'GET', '/api/admin/clients')
    assert.equal(refused.status, 403)
    assert.deepEqual(refused.json, {
      message: 'Password confirmation required.',
      code: 'E_FORBIDDEN',
    })

    await agent.post('/confirm-password', { password })
    const allowed = await json(agent, 'GET', '/api/admin/clients')
    assert.equal(allowed.status, 200)
    assert.deepEqual(allowed.json, { data: [], total: 0 })
  })

  test('a state-changing request without the CSRF token answers 419', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const client = await ClientFactory.create()
    for (const [method, path] of [
      ['POST', '/api/admin/clients'],
      ['PUT', `/api/admin/clients/${client.id}`],
      ['DELETE', `/api/admin/clients/${client.id}`],
    ]) {
      const response = await agent.request(
        method,
        path,
        { name: 'Forged' },
        { 'Accept': 'application/json', 'X-XSRF-TOKEN': 'forged' }
      )
      assert.equal(response.status, 419, method)
      assert.deepEqual(response.json, {
        message: 'Your session has expired. Please refresh the page.',
        code: 'E_BAD_CSRF_TOKEN',
      })
    }
    await client.refresh()
    assert.notEqual(client.name, 'Forged')
  })

  test('malformed JSON answers 400, never 500', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const client = await ClientFactory.create()
    for (const [method, path] of [
      ['POST', '/api/admin/clients'],
      ['PUT', `/api/admin/clients/${client.id}`],
    ]) {
      const response = await agent.request(method, path, '{"name": ', {
        Accept: 'application/json',
      })
      assert.equal(response.status, 400, method)
      assert.isString(response.json.message)
    }
  })

  test('a body that is not an object of fields answers 4xx', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const post = (body: string) =>
      agent.request('POST', '/api/admin/clients', body, { Accept: 'application/json' })

    const list = await post('[1, 2]')
    assert.equal(list.status, 400)
    assert.deepEqual(list.json, {
      message: 'The request body must be a JSON object.',
      code: 'E_BAD_BODY',
    })
    // The body parser itself refuses a bare JSON value.
    for (const body of ['"text"', '42', 'null']) {
      const response = await post(body)
      assert.equal(response.status, 400, body)
      assert.deepEqual(response.json, {
        message: 'The request body must be a JSON object or array.',
        code: 'E_BAD_BODY',
      })
    }
  })

  test('unknown or out-of-range ids answer 404', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    for (const id of ['99999999999999', '2147483648', 'abc', '-1', '1.5', '7']) {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const response = await json(
          agent,
          method,
          `/api/admin/clients/${id}`,
          method === 'PUT' ? { name: 'x' } : undefined
        )
        assert.equal(response.status, 404, `${method} ${id}`)
      }
    }
  })
})
