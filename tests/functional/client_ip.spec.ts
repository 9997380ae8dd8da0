import { test } from '@japa/runner'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { freePort, startServerProcess } from '#tests/support/app_server'

/** A login sent as if by a proxy: the message on email, or null when it signed in. */
async function login(agent: Agent, email: string, tried: string, forwardedFor: string) {
  const response = await agent.request(
    'POST',
    '/login',
    { email, password: tried },
    { 'Accept': 'application/json', 'X-Forwarded-For': forwardedFor }
  )
  return response.status === 422 ? (response.json.errors[0].message as string) : null
}

test.group('The client IP behind proxies', (group) => {
  group.each.setup(() => resetAppState())

  test('from a trusted proxy (loopback, by default) X-Forwarded-For names the client', async ({
    assert,
  }) => {
    const user = await createUser()
    const agent = new Agent()
    await agent.get('/login')
    for (let attempt = 1; attempt <= 5; attempt++) {
      await login(agent, user.email, 'wrong-password', '203.0.113.1')
    }
    assert.match(
      (await login(agent, user.email, password, '203.0.113.1'))!,
      /^Too many login attempts\./
    )
    assert.isNull(await login(agent, user.email, password, '203.0.113.2'))
  })

  test('from a peer that is not a trusted proxy X-Forwarded-For is ignored', async ({
    assert,
    cleanup,
  }) => {
    const user = await createUser()
    // The tests reach the server over loopback; here loopback is not a trusted proxy.
    const server = await startServerProcess(await freePort(), 'client-ip-server.log', {
      TRUSTED_PROXIES: '192.0.2.1',
    })
    cleanup(() => void server.child.kill('SIGKILL'))

    const agent = new Agent(server.baseUrl)
    await agent.get('/login')
    for (let attempt = 1; attempt <= 5; attempt++) {
      await login(agent, user.email, 'wrong-password', `203.0.113.${attempt}`)
    }
    assert.match(
      (await login(agent, user.email, password, '203.0.113.6'))!,
      /^Too many login attempts\./
    )
  }).timeout(60_000)
})
