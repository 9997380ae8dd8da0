import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { test } from '@japa/runner'
import { Agent } from '#tests/support/agent'
import { mailbox } from '#tests/support/mailbox'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { freePort, startServerProcess } from '#tests/support/app_server'

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
})
