import { test } from '@japa/runner'
import { IncomingMessage, request } from 'node:http'
import { Socket } from 'node:net'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import HttpExceptionHandler from '#exceptions/handler'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { json, listUrl, signedInAdmin } from '#tests/support/admin'
import { bookable, daysAgo } from '#tests/support/bookable'
import { leakIn } from '#tests/support/fuzz'

const nul = 'Ada\u0000Lovelace'
const loneSurrogate = 'ada\ud800@example.test'
const nulMessage = (field: string) => `The ${field} field must not contain a NUL character.`

/** A verified user with a project and task to log on, signed in on an agent. */
async function signedInUser(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides)
  const { project, task } = await bookable([user])
  const agent = new Agent()
  await agent.login(user.email, password)
  const log = {
    project_id: project.id,
    task_id: task.id,
    date: daysAgo(1),
    start_time: '09:00',
    stop_time: '10:00',
  }
  return { user, agent, log, project, task }
}

/** Sends the whole request before reading, as many clients do: a reset then loses the answer. */
function sendWhole(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status?: number; error?: string }>((resolve) => {
    const outgoing = request(
      { host: 'localhost', port: Number(process.env.PORT), path, headers, agent: false },
      (response) => {
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode }))
      }
    )
    outgoing.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code }))
    outgoing.end()
  })
}

test.group('Malformed input: NUL bytes and lone surrogates', (group) => {
  group.each.setup(() => resetAppState())

  test('a NUL byte in the profile name is refused, in English and in Dutch', async ({ assert }) => {
    for (const [locale, message] of [
      ['en', nulMessage('Name')],
      ['nl', 'Het veld Naam mag geen NUL-teken bevatten.'],
    ]) {
      const { user, agent } = await signedInUser({ locale: locale as 'en' | 'nl' })
      agent.asInertia()
      await agent.get('/profile')
      await agent.put('/profile', { name: nul, locale })
      const page = Agent.page(await agent.get('/profile'))
      assert.equal(page.props.errors.name, message)
      await user.refresh()
      assert.notEqual(user.name, nul)
    }
  })

  test('comments with a NUL byte are refused by the web form, the API and the timer', async ({
    assert,
  }) => {
    const { agent, log, project, task } = await signedInUser()

    const api = await json(agent, 'POST', '/api/time-logs', { ...log, comments: nul })
    assert.equal(api.status, 422)
    assert.deepEqual(api.json.errors, { comments: [nulMessage('Comments')] })

    const timer = await json(agent, 'POST', '/api/timer', {
      project_id: project.id,
      task_id: task.id,
      comments: nul,
    })
    assert.equal(timer.status, 422)
    assert.deepEqual(timer.json.errors, { comments: [nulMessage('Comments')] })

    agent.asInertia()
    await agent.get('/time-logs/create')
    await agent.post('/time-logs', { ...log, comments: nul })
    const page = Agent.page(await agent.get('/time-logs/create'))
    assert.equal(page.props.errors.comments, nulMessage('Comments'))
    assert.equal((await json(agent, 'GET', '/api/time-logs')).json.total, 0)
  })

  test('the time-log search and the admin text search refuse a NUL byte', async ({ assert }) => {
    const { agent } = await signedInUser()
    const search = await json(agent, 'GET', `/api/time-logs?search=${encodeURIComponent(nul)}`)
    assert.equal(search.status, 422)
    assert.deepEqual(search.json.errors, { search: [nulMessage('Search')] })

    const { agent: admin } = await signedInAdmin()
    for (const resource of ['clients', 'connections', 'projects', 'tasks', 'time-logs', 'users']) {
      const list = await json(admin, 'GET', listUrl(resource, { filter: { q: nul } }))
      assert.equal(list.status, 422, resource)
      assert.deepEqual(list.json.errors, { 'filter.q': [nulMessage('Search')] }, resource)
    }
    const byName = await json(admin, 'GET', listUrl('clients', { filter: { name: nul } }))
    assert.deepEqual(byName.json.errors, { 'filter.name': [nulMessage('Name')] })
  })

  test('admin names and e-mail addresses refuse a NUL byte', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const { client } = await bookable([])
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['clients', { name: nul }, 'name', 'Name'],
      ['clients', { name: 'Analytical', email: 'ada\u0000@example.test' }, 'email', 'Email'],
      ['tasks', { name: nul }, 'name', 'Name'],
      ['projects', { client_id: client.id, name: nul }, 'name', 'Name'],
      [
        'users',
        { name: nul, email: 'ada@example.test', password, password_confirmation: password },
        'name',
        'Name',
      ],
      [
        'users',
        { name: 'Ada', email: 'ada\u0000@example.test', password, password_confirmation: password },
        'email',
        'Email',
      ],
    ]
    for (const [resource, body, field, label] of cases) {
      const response = await json(agent, 'POST', `/api/admin/${resource}`, body)
      assert.equal(response.status, 422, `${resource} ${field}`)
      assert.deepEqual(response.json.errors[field], [nulMessage(label)], `${resource} ${field}`)
    }
  })

  test('a lone surrogate in an e-mail address is refused for admin clients and users', async ({
    assert,
  }) => {
    const { agent } = await signedInAdmin()
    const message = ['The Email field contains an invalid character.']

    const client = await json(agent, 'POST', '/api/admin/clients', {
      name: 'Analytical Engines',
      email: loneSurrogate,
    })
    assert.equal(client.status, 422)
    assert.deepEqual(client.json.errors, { email: message })

    const user = await json(agent, 'POST', '/api/admin/users', {
      name: 'Ada',
      email: loneSurrogate,
      password: 'a-long-new-secret',
      password_confirmation: 'a-long-new-secret',
    })
    assert.equal(user.status, 422)
    assert.deepEqual(user.json.errors, { email: message })
  })
})

test.group('Malformed input: ids', (group) => {
  group.each.setup(() => resetAppState())

  /** Ids that are no ids, and what is wrong with them. */
  const notIds = [
    { label: '1.5', value: 1.5, problem: 'must be a whole number.' },
    { label: '1e308', value: 1e308, problem: 'must not be greater than 2147483647.' },
    {
      label: '"99999999999999999999999"',
      value: '99999999999999999999999',
      problem: 'must not be greater than 2147483647.',
    },
    { label: '"Infinity"', value: 'Infinity', problem: 'must be a number.' },
    { label: 'true', value: true, problem: 'must be a number.' },
    { label: '[7]', value: [7], problem: 'must be a number.' },
    { label: '"0x7"', value: '0x7', problem: 'must be a number.' },
  ]

  test('client_id, project_id, task_id and user_id refuse {label}')
    .with(notIds)
    .run(async ({ assert }, { value, problem }) => {
      const { agent, admin } = await signedInAdmin()
      const { project, task } = await bookable([admin])
      const log = {
        project_id: project.id,
        task_id: task.id,
        date: daysAgo(1),
        start_time: '09:00',
        stop_time: '10:00',
      }
      const cases: [string, Record<string, unknown>, string, string][] = [
        ['/api/admin/projects', { client_id: value, name: 'Engine' }, 'client_id', 'Client'],
        ['/api/time-logs', { ...log, project_id: value }, 'project_id', 'Project'],
        ['/api/time-logs', { ...log, task_id: value }, 'task_id', 'Task'],
        ['/api/timer', { project_id: project.id, task_id: value }, 'task_id', 'Task'],
        [
          '/api/admin/connections',
          { project_id: value, task_id: task.id },
          'project_id',
          'Project',
        ],
        ['/api/admin/connections', { project_id: project.id, task_id: value }, 'task_id', 'Task'],
        ['/api/admin/time-logs', { ...log, user_id: value }, 'user_id', 'User'],
      ]
      for (const [path, body, field, label] of cases) {
        const response = await json(agent, 'POST', path, body)
        assert.equal(response.status, 422, `${path} ${field}`)
        assert.deepEqual(
          response.json.errors[field],
          [`The ${label} field ${problem}`],
          `${path} ${field}`
        )
      }
    })

  test('each of a connection’s user_ids refuses {label}')
    .with(notIds)
    .run(async ({ assert }, { value, problem }) => {
      const { agent, admin } = await signedInAdmin()
      const { client } = await bookable([])
      const project = await json(agent, 'POST', '/api/admin/projects', {
        client_id: client.id,
        name: 'Difference Engine',
      })
      const task = await json(agent, 'POST', '/api/admin/tasks', { name: 'Calculating' })
      const response = await json(agent, 'POST', '/api/admin/connections', {
        project_id: project.json.data.id,
        task_id: task.json.data.id,
        user_ids: [admin.id, value],
      })
      assert.equal(response.status, 422)
      assert.deepEqual(response.json.errors, { 'user_ids.1': [`Every entry of Users ${problem}`] })
    })

  test('a huge or non-integer id in the URL answers 404', async ({ assert }) => {
    const { agent } = await signedInUser()
    const page = await agent.asInertia().get('/time-logs/99999999999999999999999/edit')
    assert.equal(page.status, 404)
    assert.equal(Agent.page(page).component, 'errors/show')
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const body = method === 'PUT' ? {} : undefined
      const api = await json(agent, method, '/api/time-logs/99999999999999999999999', body)
      assert.equal(api.status, 404, method)
    }

    const { agent: admin } = await signedInAdmin()
    for (const path of ['/api/admin/users/1e308', '/api/admin/clients/99999999999999999999999']) {
      const response = await json(admin, 'GET', path)
      assert.equal(response.status, 404, path)
      assert.isString(response.json.message)
    }
  })
})

test.group('Malformed input: the event stream', (group) => {
  group.each.setup(() => resetAppState())

  test('opening the stream without a uid answers 422', async ({ assert }) => {
    const { agent } = await signedInUser()
    const response = await json(agent, 'GET', '/__transmit/events')
    assert.equal(response.status, 422)
    assert.deepEqual(response.json.errors, { uid: ['The Connection id field is required.'] })
  })

  test('subscribing without a channel, with an empty one or a number answers 422', async ({
    assert,
  }) => {
    const { agent } = await signedInUser()
    const cases: [Record<string, unknown>, string][] = [
      [{ uid: 'stream' }, 'The Channel field is required.'],
      [{ uid: 'stream', channel: '' }, 'The Channel field is required.'],
      [{ uid: 'stream', channel: 5 }, 'The Channel field must be a string.'],
      [{ uid: 'stream', channel: ['users/1/timer'] }, 'The Channel field must be a string.'],
    ]
    for (const path of ['/__transmit/subscribe', '/__transmit/unsubscribe']) {
      for (const [body, message] of cases) {
        const response = await json(agent, 'POST', path, body)
        assert.equal(response.status, 422, `${path} ${JSON.stringify(body)}`)
        assert.deepEqual(response.json.errors, { channel: [message] })
      }
    }
  })

  test('a subscription body that is not JSON answers 400 with a message', async ({ assert }) => {
    const { agent } = await signedInUser()
    const response = await agent.request('POST', '/__transmit/subscribe', '{not json', {
      Accept: 'application/json',
    })
    assert.equal(response.status, 400)
    assert.deepEqual(response.json, {
      message: 'The request body is not valid JSON.',
      code: 'E_INVALID_JSON',
    })
  })

  test('a stream subscribes to its own user’s channel as before', async ({ assert }) => {
    const { user, agent } = await signedInUser()
    const opened = new AbortController()
    const stream = await fetch(`${agent.baseUrl}/__transmit/events?uid=own-stream`, {
      headers: { Cookie: agent.cookieHeader() },
      signal: opened.signal,
    })
    try {
      assert.equal(stream.status, 200)
      const subscribed = await json(agent, 'POST', '/__transmit/subscribe', {
        uid: 'own-stream',
        channel: `users/${user.id}/timer`,
      })
      assert.equal(subscribed.status, 204)
    } finally {
      opened.abort()
    }
  })
})

test.group('Malformed input: oversized requests', (group) => {
  group.each.setup(() => resetAppState())

  const oneMegabyte = 'x'.repeat(1024 * 1024)

  test('a 1 MB header is answered with 431, not a reset', async ({ assert }) => {
    assert.deepEqual(await sendWhole('/login', { 'X-Long': oneMegabyte }), { status: 431 })
    assert.deepEqual(await sendWhole('/health'), { status: 200 })
  })

  test('a 1 MB query string is answered with 431, not a reset', async ({ assert }) => {
    assert.deepEqual(await sendWhole(`/login?search=${oneMegabyte}`), { status: 431 })
  })

  test('a 1 MB body answers 413 with a message', async ({ assert }) => {
    const { agent } = await signedInUser()
    const response = await json(agent, 'POST', '/api/time-logs', { comments: oneMegabyte })
    assert.equal(response.status, 413)
    assert.deepEqual(response.json, {
      message: 'The request is too large.',
      code: 'E_REQUEST_ENTITY_TOO_LARGE',
    })
  })
})

test.group('Malformed input: error answers outside development', (group) => {
  group.each.setup(() => resetAppState())

  test('a failing query shows neither SQL nor a stack, in any answer format', async ({
    assert,
  }) => {
    const { agent } = await signedInUser()
    await db.rawQuery('ALTER TABLE time_logs RENAME TO time_logs_unreachable')
    try {
      const api = await json(agent, 'GET', '/api/time-logs?search=x')
      assert.equal(api.status, 500)
      assert.deepEqual(api.json, {
        message: 'Something went wrong. Please try again later or go back home.',
        code: 'E_SERVER_ERROR',
      })
      for (const accept of ['application/json', 'application/vnd.api+json', 'text/html']) {
        const page = await agent.request('GET', '/time-logs/1/edit', undefined, { Accept: accept })
        assert.equal(page.status, 500, accept)
        assert.isNull(leakIn(page.text), accept)
      }
      const inertia = await agent.asInertia().get('/time-logs/1/edit')
      assert.equal(inertia.status, 500)
      assert.equal(Agent.page(inertia).component, 'errors/show')
      assert.isNull(leakIn(inertia.text))
    } finally {
      await db.rawQuery('ALTER TABLE time_logs_unreachable RENAME TO time_logs')
    }
  })

  test('a value the database refuses answers 400 with a message', async ({ assert }) => {
    const refused = await db
      .rawQuery(
        db.connection().dialect.name === 'postgres'
          ? "SELECT '99999999999999999999999'::integer"
          : 'SELECT CAST(zeroblob(2000000000) AS TEXT)'
      )
      .catch((error: Error) => error)
    assert.instanceOf(refused, Error)

    const incoming = new IncomingMessage(new Socket())
    incoming.url = '/api/time-logs'
    incoming.method = 'GET'
    incoming.headers = { accept: 'application/json' }
    const ctx = await testUtils.createHttpContext({ req: incoming })
    const handler = await app.container.make(HttpExceptionHandler)
    await handler.handle(refused, ctx)

    assert.equal(ctx.response.getStatus(), 400)
    assert.deepEqual(ctx.response.getBody(), {
      message: 'The request contains a value that cannot be stored or searched for.',
      code: 'E_INVALID_VALUE',
    })
  })
})
