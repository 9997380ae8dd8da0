import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { test } from '@japa/runner'
import type { TestContext } from '@japa/runner/core'
import User from '#models/user'
import TimeLog from '#models/time_log'
import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { userTokenAbilities } from '#shared/token_abilities'
import { Agent } from '#tests/support/agent'
import { mailbox } from '#tests/support/mailbox'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { freePort, startServerProcess } from '#tests/support/app_server'
import { bookable, daysAgo } from '#tests/support/bookable'
import { keepAliveLoad } from '#tests/support/keep_alive_load'

const severalProcessesPossible = env.get('DB_CONNECTION') === 'pg' && Boolean(env.get('REDIS_URL'))

/**
 * Six keep-alive clients, each with the access token of a user of its own, create and list time
 * logs while the server gets SIGTERM: it exits 0 within 10 seconds, every log answered 201 is
 * stored, and no request the server took lost its answer (a log stored without a 201; the exit
 * code would be 1 for a request cut off). A client may meet a refused new connection, or a reset
 * of an idle connection it was reusing before the server read from it. With several processes
 * the primary hands each new connection to an app process; one it accepted while the last of
 * them stopped listening is reset before any of them read from it.
 */
async function shutDownUnderLoad(
  { assert, cleanup }: TestContext,
  overrides: Record<string, string>
) {
  const users = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createUser()))
  const { project, task } = await bookable(users)
  const tokens = await Promise.all(
    users.map((user) => User.accessTokens.create(user, [...userTokenAbilities]))
  )
  const logName = `shutdown-load-${overrides.PROCESSES}.log`
  const server = await startServerProcess(await freePort(), logName, overrides)
  cleanup(() => void server.child.kill('SIGKILL'))

  const load = keepAliveLoad(
    server.baseUrl,
    tokens.map((token) => token.value!.release()),
    { projectId: project.id, taskId: task.id, date: daysAgo(1) }
  )
  while (load.outcome.createdIds.length < 30) await sleep(50)
  server.child.kill('SIGTERM')
  const exit = await Promise.race([server.exited, sleep(10_000, 'still running')])
  const outcome = await load.stop()

  assert.equal(exit, 0)
  const stored = await TimeLog.query().whereIn(
    'userId',
    users.map((user) => user.id)
  )
  assert.sameMembers(
    stored.map((log) => log.id),
    outcome.createdIds
  )
  const severalProcesses = overrides.PROCESSES !== '1'
  for (const failure of outcome.failures) {
    assert.isTrue(
      failure.code === 'ECONNREFUSED' ||
        (failure.code === 'ECONNRESET' && (failure.reusedSocket || severalProcesses)),
      `unexpected failure: ${JSON.stringify(failure)}`
    )
  }
}

test.group('Shutdown', (group) => {
  group.each.setup(async () => {
    await resetAppState()
    mailbox.clear()
  })

  test('SIGTERM closes the open event streams, lets a mail being sent go out, and exits within 10 seconds', async ({
    assert,
    cleanup,
  }) => {
    const user = await createUser()
    const server = await startServerProcess(await freePort(), 'shutdown-server.log')
    cleanup(() => void server.child.kill('SIGKILL'))

    const agent = new Agent(server.baseUrl)
    await agent.get('/login')
    const login = await agent.post('/login', { email: user.email, password })
    assert.equal(login.location, '/dashboard')

    const events = await fetch(`${server.baseUrl}/__transmit/events?uid=${randomUUID()}`, {
      headers: { Cookie: agent.cookieHeader() },
    })
    assert.equal(events.headers.get('content-type'), 'text/event-stream')
    const stream = events.body!.getReader()
    assert.include(new TextDecoder().decode((await stream.read()).value), ':ok')

    const release = mailbox.hold()
    cleanup(release)
    const guest = new Agent(server.baseUrl)
    await guest.get('/login')
    const reset = await guest.post('/forgot-password', { email: user.email })
    assert.equal(reset.status, 302)

    server.child.kill('SIGTERM')
    const streamClosed = stream.read().then(
      ({ done }) => done,
      () => true
    )
    // The mail server takes the mail only once the process is shutting down.
    setTimeout(release, 1000)
    const exit = await Promise.race([server.exited, sleep(10_000, 'still running')])

    assert.equal(exit, 0)
    assert.isTrue(await streamClosed)
    assert.lengthOf(mailbox.for(user.email), 1)
  }).timeout(60_000)

  test('SIGTERM under keep-alive load answers the requests under way and exits 0 within 10 seconds', async (context) => {
    await shutDownUnderLoad(context, { PROCESSES: '1' })
  }).timeout(60_000)

  test('SIGTERM under keep-alive load with two app processes exits 0 within 10 seconds', async (context) => {
    await shutDownUnderLoad(context, { PROCESSES: '2' })
  })
    .timeout(60_000)
    .skip(!severalProcessesPossible, 'several app processes need PostgreSQL and REDIS_URL')

  test('after SHUTDOWN_TIMEOUT the connections left are cut, and a request cut off makes the exit code 1', async ({
    assert,
    cleanup,
  }) => {
    const port = await freePort()
    const server = await startServerProcess(port, 'shutdown-timeout.log', {
      SHUTDOWN_TIMEOUT: '1',
    })
    cleanup(() => void server.child.kill('SIGKILL'))
    // A request whose body never ends stays under way.
    const socket = connect(port, 'localhost')
    cleanup(() => void socket.destroy())
    socket.on('error', () => {})
    socket.write(
      'POST /login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{'
    )
    await sleep(500)

    const signalled = Date.now()
    server.child.kill('SIGTERM')
    const exit = await Promise.race([server.exited, sleep(10_000, 'still running')])

    assert.equal(exit, 1)
    assert.isBelow(Date.now() - signalled, 3000)
    assert.include(
      readFileSync(app.tmpPath('shutdown-timeout.log'), 'utf8'),
      'Shutdown timeout: 1 requests cut off without an answer'
    )
  }).timeout(60_000)
})
