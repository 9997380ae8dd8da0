import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import env from '#start/env'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { bookable } from '#tests/support/bookable'
import { freePort, startServerProcess } from '#tests/support/app_server'
import { startRoundRobinProxy } from '#tests/support/round_robin_proxy'
import { openEventStream, readUntil } from '#tests/support/event_stream'

const severalProcessesPossible = env.get('DB_CONNECTION') === 'pg' && Boolean(env.get('REDIS_URL'))

type Proxy = Awaited<ReturnType<typeof startRoundRobinProxy>>

function json(agent: Agent, method: string, path: string, body?: Record<string, unknown>) {
  return agent.request(method, path, body, { Accept: 'application/json' })
}

/** The upstream the proxy sends the next request to. */
function nextUpstream(proxy: Proxy, upstreams: string[]) {
  return upstreams[proxy.served.length % upstreams.length]
}

test.group('Scale-out: two app processes behind a round-robin proxy', (group) => {
  let servers: Awaited<ReturnType<typeof startServerProcess>>[] = []
  let upstreams: string[] = []
  let proxy: Proxy

  group.setup(async () => {
    if (!severalProcessesPossible) return
    servers = await Promise.all([
      startServerProcess(await freePort(), 'scale-out-1.log'),
      startServerProcess(await freePort(), 'scale-out-2.log'),
    ])
    upstreams = servers.map((server) => server.baseUrl)
    proxy = await startRoundRobinProxy(upstreams)
  })
  group.teardown(async () => {
    await proxy?.close()
    for (const server of servers) server.child.kill('SIGTERM')
    await Promise.all(servers.map((server) => server.exited))
  })
  group.each.setup(() => resetAppState())
  group.each.timeout(60_000)

  test('a session made on one process is valid on the other', async ({ assert }) => {
    const user = await createUser()
    const agent = new Agent(proxy.url)
    await agent.get('/login')
    const login = await agent.post('/login', { email: user.email, password })
    assert.equal(login.location, '/dashboard')

    const first = proxy.served.length
    const answers = [await json(agent, 'GET', '/api/timer'), await json(agent, 'GET', '/api/timer')]
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [200, 200]
    )
    assert.sameMembers(proxy.served.slice(first), upstreams)
  }).skip(!severalProcessesPossible, 'several app processes need PostgreSQL and REDIS_URL')

  test('a timer started through one process shows on an event stream held by the other', async ({
    assert,
    cleanup,
  }) => {
    const user = await createUser()
    const { project, task } = await bookable([user])
    const agent = new Agent(proxy.url)
    await agent.get('/login')
    await agent.post('/login', { email: user.email, password })

    const uid = randomUUID()
    const holder = nextUpstream(proxy, upstreams)
    const opened = new AbortController()
    const events = await fetch(`${proxy.url}/__transmit/events?uid=${uid}`, {
      headers: { Cookie: agent.cookieHeader() },
      signal: opened.signal,
    })
    cleanup(() => opened.abort())
    assert.equal(events.status, 200)
    const stream = events.body!.getReader()
    const channel = `users/${user.id}/timer`
    const subscribed = await json(agent, 'POST', '/__transmit/subscribe', { uid, channel })
    assert.equal(subscribed.status, 204)

    if (nextUpstream(proxy, upstreams) === holder) await agent.get('/health')
    const started = await json(agent, 'POST', '/api/timer', {
      project_id: project.id,
      task_id: task.id,
    })
    assert.equal(started.status, 201)
    assert.notEqual(proxy.served.at(-1), holder)

    const received = await readUntil(stream, started.json.data.started_at)
    assert.include(received, channel)
    assert.include(received, started.json.data.started_at)
  }).skip(!severalProcessesPossible, 'several app processes need PostgreSQL and REDIS_URL')

  test('an unsubscribe through the process without the stream stops its events', async ({
    assert,
    cleanup,
  }) => {
    const user = await createUser()
    const { project, task } = await bookable([user])
    const agent = new Agent(proxy.url)
    await agent.get('/login')
    await agent.post('/login', { email: user.email, password })

    const uid = randomUUID()
    const holder = nextUpstream(proxy, upstreams)
    const opened = new AbortController()
    const events = await fetch(`${proxy.url}/__transmit/events?uid=${uid}`, {
      headers: { Cookie: agent.cookieHeader() },
      signal: opened.signal,
    })
    cleanup(() => opened.abort())
    const stream = events.body!.getReader()
    const channel = `users/${user.id}/timer`
    assert.equal((await json(agent, 'POST', '/__transmit/subscribe', { uid, channel })).status, 204)
    if (nextUpstream(proxy, upstreams) === holder) await agent.get('/health')
    const left = await json(agent, 'POST', '/__transmit/unsubscribe', { uid, channel })
    assert.equal(left.status, 204)
    assert.notEqual(proxy.served.at(-1), holder)

    const started = await json(agent, 'POST', '/api/timer', {
      project_id: project.id,
      task_id: task.id,
    })
    assert.equal(started.status, 201)
    assert.notInclude(await readUntil(stream, channel, 2000), channel)
  }).skip(!severalProcessesPossible, 'several app processes need PostgreSQL and REDIS_URL')

  test("a subscription to another user's channel is refused on the process without the stream", async ({
    assert,
    cleanup,
  }) => {
    const user = await createUser()
    const other = await createUser()
    const agent = new Agent(proxy.url)
    await agent.get('/login')
    await agent.post('/login', { email: user.email, password })

    const uid = randomUUID()
    const holder = nextUpstream(proxy, upstreams)
    const opened = new AbortController()
    const events = await fetch(`${proxy.url}/__transmit/events?uid=${uid}`, {
      headers: { Cookie: agent.cookieHeader() },
      signal: opened.signal,
    })
    cleanup(() => opened.abort())
    assert.equal(events.status, 200)
    const refused = await json(agent, 'POST', '/__transmit/subscribe', {
      uid,
      channel: `users/${other.id}/timer`,
    })
    assert.notEqual(proxy.served.at(-1), holder)
    assert.equal(refused.status, 400)
  }).skip(!severalProcessesPossible, 'several app processes need PostgreSQL and REDIS_URL')

  test("another user's (un)subscribe of a stream is refused on either process", async ({
    assert,
    cleanup,
  }) => {
    const [owner, other] = [await createUser(), await createUser()]
    const { project, task } = await bookable([owner])
    const [ownerAgent, otherAgent] = [new Agent(proxy.url), new Agent(proxy.url)]
    for (const [user, agent] of [
      [owner, ownerAgent],
      [other, otherAgent],
    ] as const) {
      await agent.get('/login')
      await agent.post('/login', { email: user.email, password })
    }

    const uid = randomUUID()
    const stream = await openEventStream(ownerAgent, uid, cleanup, proxy.url)
    const channel = `users/${owner.id}/timer`
    assert.equal(
      (await json(ownerAgent, 'POST', '/__transmit/subscribe', { uid, channel })).status,
      204
    )

    const first = proxy.served.length
    for (const [path, body] of [
      ['/__transmit/unsubscribe', { uid, channel }],
      ['/__transmit/subscribe', { uid, channel: `users/${other.id}/timer` }],
    ] as const) {
      // Twice: once to each process, round robin.
      assert.equal((await json(otherAgent, 'POST', path, body)).status, 404, path)
      assert.equal((await json(otherAgent, 'POST', path, body)).status, 404, path)
    }
    assert.sameMembers([...new Set(proxy.served.slice(first))], upstreams)

    const started = await json(ownerAgent, 'POST', '/api/timer', {
      project_id: project.id,
      task_id: task.id,
    })
    assert.equal(started.status, 201)
    assert.include(await stream.readUntil(started.json.data.started_at), channel)
  }).skip(!severalProcessesPossible, 'several app processes need PostgreSQL and REDIS_URL')

  test('a password throttle counted on one process holds on the other', async ({ assert }) => {
    const user = await createUser()
    const agent = new Agent(proxy.url)
    await agent.get('/login')
    const first = proxy.served.length
    for (let attempt = 1; attempt <= 5; attempt++) {
      await agent.post('/login', { email: user.email, password: 'wrong-password' })
    }
    // Neither process saw five wrong passwords on its own.
    assert.sameMembers([...new Set(proxy.served.slice(first))], upstreams)

    const login = await agent.post('/login', { email: user.email, password })
    assert.notEqual(login.location, '/dashboard')
    assert.equal((await json(agent, 'GET', '/api/timer')).status, 401)
  }).skip(!severalProcessesPossible, 'several app processes need PostgreSQL and REDIS_URL')
})
