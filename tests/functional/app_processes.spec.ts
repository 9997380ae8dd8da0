import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer, get, type IncomingMessage } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { freePort, spawnServerProcess, startServerProcess } from '#tests/support/app_server'

const severalProcessesPossible = env.get('DB_CONNECTION') === 'pg' && Boolean(env.get('REDIS_URL'))

/** The exit code of a server that should refuse to start, and what it wrote. */
async function refusedStart(logName: string, overrides: Record<string, string>, port?: number) {
  const server = spawnServerProcess(port ?? (await freePort()), logName, overrides)
  const exit = await Promise.race([server.exited, sleep(30_000, 'still running')])
  if (exit === 'still running') server.child.kill('SIGKILL')
  return { exit, output: readFileSync(app.tmpPath(logName), 'utf8') }
}

/** The pids of a process's children (Linux). */
function childrenOf(pid: number) {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean)
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs} ms for ${what}`)
    await sleep(100)
  }
}

/** An event stream on a connection of its own, so that each lands on the next app process. */
function openEventStream(baseUrl: string, cookie: string) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    get(
      `${baseUrl}/__transmit/events?uid=${randomUUID()}`,
      { agent: false, headers: { Cookie: cookie } },
      (response) => resolve(response.resume())
    ).once('error', reject)
  })
}

test.group('PROCESSES: several app processes', (group) => {
  group.each.setup(() => resetAppState())

  test('are refused on SQLite, with a message and exit code 1', async ({ assert }) => {
    const { exit, output } = await refusedStart('processes-sqlite.log', {
      PROCESSES: '2',
      DB_CONNECTION: 'sqlite',
    })
    assert.equal(exit, 1)
    assert.include(output, 'PROCESSES=2 needs PostgreSQL (DB_CONNECTION=pg)')
  }).timeout(60_000)

  test('are refused without REDIS_URL, with a message and exit code 1', async ({ assert }) => {
    const { exit, output } = await refusedStart('processes-no-redis.log', {
      PROCESSES: '2',
      DB_CONNECTION: 'pg',
      REDIS_URL: '',
    })
    assert.equal(exit, 1)
    assert.include(output, 'PROCESSES=2 needs REDIS_URL')
  }).timeout(60_000)

  test('two serve side by side, one that dies is replaced, and SIGTERM stops them all', async ({
    assert,
    cleanup,
  }) => {
    const logName = 'processes-two.log'
    const log = () => readFileSync(app.tmpPath(logName), 'utf8')
    const listening = () => log().split('started HTTP server').length - 1
    const server = await startServerProcess(await freePort(), logName, {
      PROCESSES: '2',
      LOG_LEVEL: 'info',
    })
    cleanup(() => void server.child.kill('SIGKILL'))
    const primary = server.child.pid!
    assert.lengthOf(childrenOf(primary), 2)
    await waitFor(() => listening() === 2, 'both app processes to listen')

    const user = await createUser()
    const agent = new Agent(server.baseUrl)
    await agent.get('/login')
    assert.equal(
      (await agent.post('/login', { email: user.email, password })).location,
      '/dashboard'
    )
    const streams = [
      await openEventStream(server.baseUrl, agent.cookieHeader()),
      await openEventStream(server.baseUrl, agent.cookieHeader()),
    ]
    cleanup(() => streams.forEach((stream) => stream.destroy()))
    assert.deepEqual(
      streams.map((stream) => stream.statusCode),
      [200, 200]
    )
    const closed = streams.map((stream) => {
      const state = { closed: false }
      stream.once('close', () => (state.closed = true))
      return state
    })

    // Each stream is held by another process: killing one process ends exactly one of them.
    const [killed] = childrenOf(primary)
    process.kill(Number(killed), 'SIGKILL')
    await waitFor(() => closed.some((state) => state.closed), 'a stream to end')
    await sleep(500)
    assert.deepEqual(closed.map((state) => state.closed).sort(), [false, true])
    assert.equal((await fetch(`${server.baseUrl}/health`)).status, 200)

    await waitFor(() => listening() === 3, 'a new app process to listen')
    const children = childrenOf(primary)
    assert.lengthOf(children, 2)
    assert.notInclude(children, killed)

    server.child.kill('SIGTERM')
    assert.equal(await Promise.race([server.exited, sleep(20_000, 'still running')]), 0)
  })
    .timeout(120_000)
    .skip(!severalProcessesPossible, 'several app processes need PostgreSQL and REDIS_URL')

  test('stop with exit code 1 when one dies before it listens, instead of starting it again', async ({
    assert,
    cleanup,
  }) => {
    const port = await freePort()
    const taken = createServer().listen(port, 'localhost')
    cleanup(() => void taken.close())
    const { exit, output } = await refusedStart(
      'processes-port-taken.log',
      { PROCESSES: '2' },
      port
    )
    assert.equal(exit, 1)
    assert.include(output, 'An app process exited before it listened; stopping')
  })
    .timeout(60_000)
    .skip(!severalProcessesPossible, 'several app processes need PostgreSQL and REDIS_URL')
})
