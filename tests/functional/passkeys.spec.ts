import { setTimeout as sleep } from 'node:timers/promises'
import { test } from '@japa/runner'
import { unzipSync, strFromU8 } from 'fflate'
import db from '@adonisjs/lucid/services/db'
import { Secret, TOTP } from 'otpauth'
import User from '#models/user'
import { webAuthn } from '#config/app'
import { eraseAccount } from '#services/account_erasure'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { download, i18nFor } from '#tests/support/exports'
import { editStoredSessions } from '#tests/support/stored_sessions'
import { TestPasskey } from '#tests/support/passkey_authenticator'
import { backgroundTasksFinished } from '#lib/background_tasks'

const asJson = { Accept: 'application/json' }

function postJson(agent: Agent, path: string, body?: Record<string, unknown>) {
  return agent.request('POST', path, body ?? {}, asJson)
}

function errorOf(response: { json: any }) {
  return response.json?.errors?.[0] as { field: string; message: string; rule: string } | undefined
}

/** A signed-in user whose password was just confirmed, as adding a passkey needs. */
async function signedIn(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides)
  const agent = new Agent()
  await agent.login(user.email, password)
  await agent.post('/confirm-password', { password })
  return { user, agent }
}

/** Adds a passkey through the profile's routes, as the browser's ceremony does. */
async function addPasskey(agent: Agent, name = 'Laptop', passkey = new TestPasskey()) {
  const options = await postJson(agent, '/profile/passkeys/options')
  if (options.status !== 200) throw new Error(`No options: ${options.status}`)
  const answer = passkey.register(options.json)
  const stored = await agent.post('/profile/passkeys', { name, response: JSON.stringify(answer) })
  if (stored.location !== '/profile') throw new Error(`Not stored: ${stored.status} ${stored.text}`)
  return { passkey, answer }
}

async function eventKinds(userId: number) {
  const rows = await db.from('security_events').where('user_id', userId).orderBy('id')
  return rows.map((row) => row.kind as string)
}

/** Asks for sign-in options from the login page and answers them with the passkey. */
async function signInWith(agent: Agent, passkey: TestPasskey) {
  await agent.get('/login')
  const options = await postJson(agent, '/login/passkey/options')
  const answer = passkey.authenticate(options.json)
  return agent.post('/login/passkey', { response: JSON.stringify(answer) })
}

async function isSignedIn(agent: Agent) {
  const answer = await agent.request('GET', '/api/timer', undefined, asJson)
  return answer.status === 200
}

test.group('Passkeys on the profile', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => backgroundTasksFinished())

  test('registration options need a signed-in session with a fresh password', async ({
    assert,
  }) => {
    const guest = new Agent()
    await guest.get('/login')
    const asGuest = await postJson(guest, '/profile/passkeys/options')
    assert.equal(asGuest.status, 401)

    const user = await createUser()
    const agent = new Agent()
    await agent.login(user.email, password)
    const unconfirmed = await postJson(agent, '/profile/passkeys/options')
    assert.equal(unconfirmed.status, 302)
    assert.equal(unconfirmed.location, '/confirm-password')

    await agent.post('/confirm-password', { password })
    const options = await postJson(agent, '/profile/passkeys/options')
    assert.equal(options.status, 200)
    assert.equal(options.json.rp.id, webAuthn.rpId)
    assert.equal(options.json.user.name, user.email)
    assert.equal(options.json.authenticatorSelection.residentKey, 'required')
    assert.isString(options.json.challenge)
  })

  test('a registration stores the passkey, lists it and records the event', async ({ assert }) => {
    const { user, agent } = await signedIn({ timezone: 'Pacific/Auckland' })
    const { passkey } = await addPasskey(agent, 'Work laptop')

    const rows = await db.from('passkeys').where('user_id', user.id)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].credential_id, passkey.id)
    assert.equal(rows[0].name, 'Work laptop')
    assert.isNull(rows[0].last_used_at)
    assert.deepEqual(JSON.parse(rows[0].transports), ['internal'])
    assert.include(await eventKinds(user.id), 'passkey_added')

    const page = Agent.page(await agent.asInertia().get('/profile'))
    const [listed] = page.props.passkeys.passkeys
    assert.equal(listed.name, 'Work laptop')
    assert.isNull(listed.last_used)
    assert.notInclude(JSON.stringify(page.props.passkeys), passkey.id)
    const { DateTime } = await import('luxon')
    const local = DateTime.fromISO(listed.created.at).setZone('Pacific/Auckland')
    assert.equal(listed.created.date, local.toISODate())
  })

  test('a malformed or wrong answer is refused with 422 and stores nothing', async ({ assert }) => {
    const { user, agent } = await signedIn()
    for (const response of ['not json', '{"id":"x"}', '[]', '{"id":1,"response":{}}']) {
      await postJson(agent, '/profile/passkeys/options')
      const answer = await agent.request(
        'POST',
        '/profile/passkeys',
        { name: 'Laptop', response },
        asJson
      )
      assert.equal(answer.status, 422, response)
      assert.deepEqual(errorOf(answer), {
        field: 'response',
        message: "The passkey's answer could not be read. Try again.",
        rule: 'malformed',
      })
    }

    // Well formed, but for another site's origin.
    const options = await postJson(agent, '/profile/passkeys/options')
    const elsewhere = new TestPasskey('https://evil.example.test').register(options.json)
    const refused = await agent.request(
      'POST',
      '/profile/passkeys',
      { name: 'Laptop', response: JSON.stringify(elsewhere) },
      asJson
    )
    assert.equal(refused.status, 422)
    assert.equal(
      errorOf(refused)?.message,
      'This passkey was not accepted. Try again, or use another way to sign in.'
    )

    // A challenge the server never gave.
    await postJson(agent, '/profile/passkeys/options')
    const forged = new TestPasskey().register({ challenge: 'bm90LXRoZS1jaGFsbGVuZ2U' })
    const wrongChallenge = await agent.request(
      'POST',
      '/profile/passkeys',
      { name: 'Laptop', response: JSON.stringify(forged) },
      asJson
    )
    assert.equal(wrongChallenge.status, 422)
    assert.lengthOf(await db.from('passkeys').where('user_id', user.id), 0)
  })

  test('the messages are in Dutch for a Dutch reader', async ({ assert }) => {
    const { agent } = await signedIn({ locale: 'nl' })
    await postJson(agent, '/profile/passkeys/options')
    const answer = await agent.request(
      'POST',
      '/profile/passkeys',
      { name: 'Laptop', response: 'not json' },
      { ...asJson, 'Accept-Language': 'nl' }
    )
    assert.equal(answer.status, 422)
    assert.equal(
      errorOf(answer)?.message,
      'Het antwoord van de passkey kon niet worden gelezen. Probeer het opnieuw.'
    )
  })

  test('a challenge serves once: the same answer again is refused', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const { answer } = await addPasskey(agent)
    const replayed = await agent.request(
      'POST',
      '/profile/passkeys',
      { name: 'Again', response: JSON.stringify(answer) },
      asJson
    )
    assert.equal(replayed.status, 422)
    assert.equal(
      errorOf(replayed)?.message,
      'The passkey request has expired or was already used. Try again.'
    )

    // A new challenge does not make the old answer good.
    await postJson(agent, '/profile/passkeys/options')
    const stale = await agent.request(
      'POST',
      '/profile/passkeys',
      { name: 'Again', response: JSON.stringify(answer) },
      asJson
    )
    assert.equal(stale.status, 422)
    assert.lengthOf(await db.from('passkeys').where('user_id', user.id), 1)
  })

  test('an expired challenge is refused', async ({ assert }) => {
    const { agent } = await signedIn()
    const options = await postJson(agent, '/profile/passkeys/options')
    const answer = new TestPasskey().register(options.json)
    // The challenge lives 5 minutes: move the stored expiry into the past.
    await editStoredSessions((values: Record<string, any>) => {
      const stored = values.passkey_challenge_registration
      if (stored) stored.expiresAt = Date.now() - 1
      return values
    })
    const late = await agent.request(
      'POST',
      '/profile/passkeys',
      { name: 'Laptop', response: JSON.stringify(answer) },
      asJson
    )
    assert.equal(late.status, 422)
    assert.equal(errorOf(late)?.rule, 'expired')
  })

  test("removing a passkey: one's own goes, another's is a 404", async ({ assert }) => {
    const { user, agent } = await signedIn()
    await addPasskey(agent)
    const other = await signedIn()
    await addPasskey(other.agent, 'Theirs')
    const [mine] = await db.from('passkeys').where('user_id', user.id)
    const [theirs] = await db.from('passkeys').where('user_id', other.user.id)

    const notMine = await agent.request(
      'DELETE',
      `/profile/passkeys/${theirs.id}`,
      undefined,
      asJson
    )
    assert.equal(notMine.status, 404)
    const unknown = await agent.request('DELETE', '/profile/passkeys/999999', undefined, asJson)
    assert.equal(unknown.status, 404)
    assert.lengthOf(await db.from('passkeys').where('id', theirs.id), 1)

    const removed = await agent.request('DELETE', `/profile/passkeys/${mine.id}`)
    assert.equal(removed.location, '/profile')
    assert.lengthOf(await db.from('passkeys').where('id', mine.id), 0)
    assert.include(await eventKinds(user.id), 'passkey_removed')
  })

  test('erasing the account deletes its passkeys', async ({ assert }) => {
    const { user, agent } = await signedIn()
    await addPasskey(agent)
    assert.lengthOf(await db.from('passkeys').where('user_id', user.id), 1)
    await eraseAccount(await User.findOrFail(user.id), await i18nFor('en'), { own: true })
    assert.lengthOf(await db.from('passkeys').where('user_id', user.id), 0)
  })

  test('the data export lists the passkeys without their keys', async ({ assert }) => {
    const { agent } = await signedIn()
    const { passkey } = await addPasskey(agent, 'Phone')
    const response = await download(agent, '/profile/export')
    const text = strFromU8(unzipSync(new Uint8Array(response.bytes))['passkeys.json'])
    const listed = JSON.parse(text)
    assert.lengthOf(listed, 1)
    assert.equal(listed[0].name, 'Phone')
    assert.isNull(listed[0].last_used_at)
    assert.isString(listed[0].created_at)
    assert.notInclude(text, passkey.id)
  })
})

test.group('Signing in with a passkey', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => backgroundTasksFinished())

  async function withPasskey(overrides: Parameters<typeof createUser>[0] = {}) {
    const { user, agent } = await signedIn(overrides)
    const { passkey } = await addPasskey(agent)
    await agent.post('/logout')
    return { user, passkey }
  }

  test('the right passkey signs its owner in, without an address', async ({ assert }) => {
    const { user, passkey } = await withPasskey()
    const agent = new Agent()
    await agent.get('/login')
    const options = await postJson(agent, '/login/passkey/options')
    assert.equal(options.status, 200)
    assert.deepEqual(options.json.allowCredentials, [])
    assert.equal(options.json.userVerification, 'preferred')
    assert.equal(options.json.rpId, webAuthn.rpId)

    const answer = passkey.authenticate(options.json)
    const signedInAnswer = await agent.post('/login/passkey', { response: JSON.stringify(answer) })
    assert.equal(signedInAnswer.status, 302)
    assert.equal(signedInAnswer.location, '/dashboard')
    assert.isTrue(await isSignedIn(agent))
    assert.equal((await eventKinds(user.id)).at(-1), 'sign_in')
    const [row] = await db.from('passkeys').where('user_id', user.id)
    assert.isNotNull(row.last_used_at)
    assert.equal(Number(row.counter), 1)

    // The same answer again: the challenge is gone with its first use.
    const other = new Agent()
    await other.get('/login')
    await postJson(other, '/login/passkey/options')
    const replayed = await other.request(
      'POST',
      '/login/passkey',
      { response: JSON.stringify(answer) },
      asJson
    )
    assert.equal(replayed.status, 422)
    assert.isFalse(await isSignedIn(other))
  })

  test('a wrong, unknown or malformed answer signs nobody in', async ({ assert }) => {
    const { passkey } = await withPasskey()
    const agent = new Agent()

    // Signed by a key the server does not know, under the stored credential's id.
    await agent.get('/login')
    const options = await postJson(agent, '/login/passkey/options')
    const impostor = new TestPasskey()
    const forged = { ...impostor.authenticate(options.json), id: passkey.id, rawId: passkey.id }
    const wrong = await agent.request(
      'POST',
      '/login/passkey',
      { response: JSON.stringify(forged) },
      asJson
    )
    assert.equal(wrong.status, 422)
    assert.equal(
      errorOf(wrong)?.message,
      'This passkey was not accepted. Try again, or use another way to sign in.'
    )

    await postJson(agent, '/login/passkey/options')
    const unknownOptions = await postJson(agent, '/login/passkey/options')
    const unknown = await agent.request(
      'POST',
      '/login/passkey',
      { response: JSON.stringify(new TestPasskey().authenticate(unknownOptions.json)) },
      asJson
    )
    assert.equal(unknown.status, 422)

    await postJson(agent, '/login/passkey/options')
    const malformed = await agent.request('POST', '/login/passkey', { response: '{' }, asJson)
    assert.equal(malformed.status, 422)
    assert.equal(errorOf(malformed)?.rule, 'malformed')

    const noChallenge = await agent.request(
      'POST',
      '/login/passkey',
      { response: JSON.stringify(passkey.authenticate({ challenge: 'eA' })) },
      asJson
    )
    assert.equal(noChallenge.status, 422)
    assert.equal(errorOf(noChallenge)?.rule, 'expired')
    assert.isFalse(await isSignedIn(agent))
  })

  test('a deactivated account is refused', async ({ assert }) => {
    const { user, passkey } = await withPasskey()
    await db.from('users').where('id', user.id).update({ active: false })
    const agent = new Agent()
    const answer = await agent.request(
      'POST',
      '/login/passkey',
      { response: JSON.stringify(passkey.authenticate((await optionsFor(agent)).json)) },
      asJson
    )
    assert.equal(answer.status, 422)
    assert.equal(errorOf(answer)?.rule, 'deactivated')
    assert.isFalse(await isSignedIn(agent))
  })

  async function optionsFor(agent: Agent) {
    await agent.get('/login')
    return postJson(agent, '/login/passkey/options')
  }

  test('refused answers are throttled per address', async ({ assert }) => {
    const agent = new Agent()
    let last
    for (let attempt = 0; attempt < 11; attempt++) {
      const options = await optionsFor(agent)
      last = await agent.request(
        'POST',
        '/login/passkey',
        { response: JSON.stringify(new TestPasskey().authenticate(options.json)) },
        asJson
      )
    }
    assert.equal(last!.status, 422)
    assert.equal(errorOf(last!)?.rule, 'throttle')
    assert.match(
      errorOf(last!)!.message,
      /^Too many passkey attempts\. Try again in \d+ seconds?\.$/
    )
  })

  test('signing in works with the second sign-in too', async ({ assert }) => {
    const { passkey } = await withPasskey()
    const first = new Agent()
    assert.equal((await signInWith(first, passkey)).location, '/dashboard')
    const second = new Agent()
    assert.equal((await signInWith(second, passkey)).location, '/dashboard')
  })
})

test.group('A passkey as the second factor', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => backgroundTasksFinished())

  /** A user with two-factor sign-in on and a passkey, signed out. */
  async function withBoth(user?: User) {
    const { user: owner, agent } = user
      ? { user, agent: await confirmedAgent(user) }
      : await signedIn()
    await agent.post('/profile/two-factor')
    const { secret } = Agent.page(await agent.asInertia().get('/profile')).props.twoFactor.pending
    if (Date.now() % 30_000 > 28_000) await sleep(2_500)
    const totp = new TOTP({ secret: Secret.fromBase32(secret) })
    await agent.post('/profile/two-factor/confirm', {
      code: totp.generate({ timestamp: Date.now() - 30_000 }),
    })
    await agent.post('/confirm-password', { password })
    const { passkey } = await addPasskey(agent)
    await agent.post('/logout')
    return { user: owner, passkey }
  }

  async function confirmedAgent(user: User) {
    const agent = new Agent()
    await agent.login(user.email, password)
    await agent.post('/confirm-password', { password })
    return agent
  }

  async function atChallenge(user: User) {
    const agent = new Agent()
    await agent.get('/login')
    const response = await agent.post('/login', { email: user.email, password })
    if (response.location !== '/two-factor-challenge') throw new Error('No challenge')
    return agent
  }

  test('the challenge offers the passkey and a right answer finishes it', async ({ assert }) => {
    const { user, passkey } = await withBoth()
    const agent = await atChallenge(user)
    const page = Agent.page(await agent.asInertia().get('/two-factor-challenge'))
    assert.isTrue(page.props.hasPasskey)

    const options = await postJson(agent, '/two-factor-challenge/passkey/options')
    assert.equal(options.status, 200)
    assert.deepEqual(
      options.json.allowCredentials.map((credential: { id: string }) => credential.id),
      [passkey.id]
    )
    const answer = await agent.post('/two-factor-challenge/passkey', {
      response: JSON.stringify(passkey.authenticate(options.json)),
    })
    assert.equal(answer.location, '/dashboard')
    assert.isTrue(await isSignedIn(agent))
    assert.equal((await eventKinds(user.id)).at(-1), 'sign_in')
  })

  test("another person's passkey does not finish the challenge", async ({ assert }) => {
    const { user } = await withBoth()
    const other = await withBoth(await createUser())
    const agent = await atChallenge(user)
    const options = await postJson(agent, '/two-factor-challenge/passkey/options')
    const answer = await agent.request(
      'POST',
      '/two-factor-challenge/passkey',
      { response: JSON.stringify(other.passkey.authenticate(options.json)) },
      asJson
    )
    assert.equal(answer.status, 422)
    assert.isFalse(await isSignedIn(agent))
  })

  test('without a pending sign-in there are no options', async ({ assert }) => {
    const agent = new Agent()
    await agent.get('/login')
    const options = await postJson(agent, '/two-factor-challenge/passkey/options')
    assert.equal(options.status, 422)
    assert.equal(errorOf(options)?.rule, 'expired')
  })
})
