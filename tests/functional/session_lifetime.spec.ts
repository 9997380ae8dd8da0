import { setTimeout as sleep } from 'node:timers/promises'
import { test } from '@japa/runner'
import { sessionCookieName } from '#config/session'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { freePort, startServerProcess } from '#tests/support/app_server'
import { editStoredSessions } from '#tests/support/stored_sessions'

/** The maximum age the server below gives sessions, with and without remember-me. */
const maxAgeMs = 5000

function timerStatus(agent: Agent) {
  return agent.request('GET', '/api/timer', undefined, { Accept: 'application/json' })
}

/** Waits until `ms` after `since`. */
const until = (since: number, ms: number) => sleep(Math.max(0, since + ms - Date.now()))

test.group('Sessions: an absolute lifetime', (group) => {
  let server: Awaited<ReturnType<typeof startServerProcess>>

  group.setup(async () => {
    server = await startServerProcess(await freePort(), 'session-lifetime.log', {
      SESSION_MAX_AGE: `${maxAgeMs}ms`,
      REMEMBER_ME_MAX_AGE: `${maxAgeMs}ms`,
    })
    return async () => {
      server.child.kill('SIGTERM')
      await server.exited
    }
  })
  group.each.setup(() => resetAppState())
  group.each.timeout(30_000)

  async function signedIn(remember: boolean) {
    const user = await createUser()
    const agent = new Agent(server.baseUrl)
    await agent.login(user.email, password, remember)
    return agent
  }

  test('a session ends its maximum age after sign-in, however active', async ({ assert }) => {
    const signingIn = Date.now()
    const [api, page] = [await signedIn(false), await signedIn(false)]
    const signedInAt = Date.now()
    for (let second = 1; Date.now() < signingIn + maxAgeMs - 1000; second++) {
      assert.equal((await timerStatus(api)).status, 200)
      assert.equal(await page.locationOf('/dashboard'), null)
      await until(signingIn, second * 1000)
    }

    await until(signedInAt, maxAgeMs + 500)
    assert.equal((await timerStatus(api)).status, 401)
    assert.equal(await page.locationOf('/dashboard'), '/login')
  })

  test('remember-me restores a session only until its maximum age after sign-in', async ({
    assert,
  }) => {
    const [kept, restored] = [await signedIn(true), await signedIn(true)]
    const signedInAt = Date.now()
    // The session is gone, as after the idle timeout: the remember-me token restores it.
    restored.cookies.delete(sessionCookieName)
    assert.equal((await timerStatus(restored)).status, 200)
    assert.equal((await timerStatus(kept)).status, 200)

    await until(signedInAt, maxAgeMs + 500)
    // The restored session's token is not renewed past the sign-in's maximum age.
    restored.cookies.delete(sessionCookieName)
    assert.equal((await timerStatus(restored)).status, 401)
    assert.equal((await timerStatus(kept)).status, 401)
    kept.cookies.delete(sessionCookieName)
    assert.equal((await timerStatus(kept)).status, 401)
  })
})

test.group('Sessions: the password confirmation', (group) => {
  group.each.setup(() => resetAppState())

  test('lasts as long as the idle timeout, no longer', async ({ assert }) => {
    const admin = await createUser({ role: 'admin' })
    const agent = new Agent()
    await agent.login(admin.email, password)
    await agent.post('/confirm-password', { password })
    const confirmedAgo = async (ms: number) => {
      await editStoredSessions((values) => ({ ...values, password_confirmed_at: Date.now() - ms }))
      return agent.locationOf('/admin')
    }

    assert.equal(await confirmedAgo(2 * 60 * 60 * 1000 - 60_000), null)
    assert.equal(await confirmedAgo(2 * 60 * 60 * 1000 + 60_000), '/confirm-password')
  })
})
