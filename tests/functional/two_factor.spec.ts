import { setTimeout as sleep } from 'node:timers/promises'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import limiter from '@adonisjs/limiter/services/main'
import { Secret, TOTP } from 'otpauth'
import User from '#models/user'
import SecurityEvent from '#models/security_event'
import { Agent } from '#tests/support/agent'
import { mailbox } from '#tests/support/mailbox'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { json, signedInAdmin } from '#tests/support/admin'
import { openEventStream } from '#tests/support/event_stream'
import { editStoredSessions } from '#tests/support/stored_sessions'

/** The code the app shows `steps` time steps (of 30 seconds) from now. */
function codeAt(secret: string, steps = 0) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret) })
  return totp.generate({ timestamp: Date.now() + steps * 30_000 })
}

/**
 * Waits out the last two seconds of a time step, so that a code of one step made here is
 * checked by the server in that same step.
 */
async function awayFromStepEdge() {
  const intoStep = Date.now() % 30_000
  if (intoStep > 28_000) await sleep(30_000 - intoStep + 100)
}

/** A user signed in with a freshly confirmed password, as turning two-factor on needs. */
async function signedIn(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides)
  const agent = new Agent()
  await agent.login(user.email, password)
  await agent.post('/confirm-password', { password })
  return { user, agent }
}

function twoFactorProps(page: { props: Record<string, any> }) {
  return page.props.twoFactor
}

/**
 * Turns two-factor sign-in on through the profile, confirmed with the code of the step before
 * this one (so that the codes of this step and the next are still unused), and signs out.
 */
async function withTwoFactor(overrides: Parameters<typeof createUser>[0] = {}) {
  const { user, agent } = await signedIn(overrides)
  await agent.post('/profile/two-factor')
  const { secret } = twoFactorProps(Agent.page(await agent.get('/profile'))).pending
  await awayFromStepEdge()
  const confirmed = await agent.post('/profile/two-factor/confirm', { code: codeAt(secret, -1) })
  if (confirmed.location !== '/profile') throw new Error(`Not confirmed: ${confirmed.status}`)
  const { recoveryCodes } = twoFactorProps(Agent.page(await agent.get('/profile')))
  await agent.post('/logout')
  return { user, secret, recoveryCodes: recoveryCodes as string[] }
}

/** After the right password: the agent is half signed in, at the challenge. */
async function atChallenge(user: User, remember = false, language?: string) {
  const agent = new Agent()
  if (language) agent.acceptLanguage(language)
  await agent.get('/login')
  const response = await agent.post('/login', { email: user.email, password, remember })
  if (response.location !== '/two-factor-challenge') {
    throw new Error(`No challenge: ${response.status} ${response.location}`)
  }
  return { agent, response }
}

function answer(agent: Agent, body: Record<string, unknown>) {
  return json(agent, 'POST', '/two-factor-challenge', body)
}

function errorOf(response: { json: any }) {
  return response.json?.errors?.[0] as { field: string; message: string } | undefined
}

test.group('Two-factor sign-in: turning it on and off', (group) => {
  group.each.setup(() => resetAppState())

  test('it is turned on with the QR code and secret, confirmed by a code; recovery codes are shown once', async ({
    assert,
  }) => {
    const { user, agent } = await signedIn()
    const off = twoFactorProps(Agent.page(await agent.get('/profile')))
    assert.deepEqual(off, {
      enabled: false,
      required: false,
      pending: null,
      recoveryCodes: null,
      recoveryCodesLeft: 0,
    })

    const started = await agent.post('/profile/two-factor')
    assert.equal(started.location, '/profile')
    const { pending } = twoFactorProps(Agent.page(await agent.get('/profile')))
    assert.match(pending.secret, /^[A-Z2-7]{32}$/)
    assert.match(pending.uri, /^otpauth:\/\/totp\//)
    assert.include(pending.uri, `secret=${pending.secret}`)
    assert.include(pending.uri, encodeURIComponent(user.email))
    assert.match(pending.svg, /^<svg[^>]*>.*<\/svg>\s*$/s)
    // Stored encrypted with APP_KEY, and not yet in force: the password alone still signs in.
    const stored = await db.from('users').where('id', user.id).first()
    assert.notInclude(stored.two_factor_secret, pending.secret)
    assert.isNull(stored.two_factor_confirmed_at)
    await new Agent().login(user.email, password)

    const wrong = await json(agent, 'POST', '/profile/two-factor/confirm', { code: '000000' })
    assert.equal(wrong.status, 422)
    assert.equal(
      errorOf(wrong)?.message,
      'This code is not right. Check the code in your authenticator app and try again.'
    )
    await awayFromStepEdge()
    const confirmed = await agent.post('/profile/two-factor/confirm', {
      code: codeAt(pending.secret),
    })
    assert.equal(confirmed.location, '/profile')
    const page = Agent.page(await agent.get('/profile'))
    const on = twoFactorProps(page)
    assert.isTrue(on.enabled)
    assert.isNull(on.pending)
    assert.lengthOf(on.recoveryCodes, 10)
    assert.equal(new Set(on.recoveryCodes).size, 10)
    for (const code of on.recoveryCodes) assert.match(code, /^[a-z2-9]{5}-[a-z2-9]{5}$/)
    assert.equal(on.recoveryCodesLeft, 10)
    assert.equal(page.props.flash.success, 'Two-factor sign-in is on.')
    const hashes = await db.from('two_factor_recovery_codes').where('user_id', user.id)
    assert.lengthOf(hashes, 10)
    assert.notInclude(JSON.stringify(hashes), on.recoveryCodes[0].replace('-', ''))
    assert.isNull(twoFactorProps(Agent.page(await agent.get('/profile'))).recoveryCodes)
  })

  test('turning it on, new recovery codes and turning it off need a confirmed password', async ({
    assert,
  }) => {
    const { user, recoveryCodes } = await withTwoFactor()
    const agent = new Agent()
    await agent.get('/login')
    // An account without two-factor, to reach the profile without a confirmed password.
    const other = await createUser()
    await agent.login(other.email, password)
    const refused = await agent.post('/profile/two-factor')
    assert.equal(refused.location, '/confirm-password')
    assert.isNull((await db.from('users').where('id', other.id).first()).two_factor_secret)

    const { agent: owner } = await atChallenge(user)
    await answer(owner, { recovery_code: recoveryCodes[0] })
    for (const [method, path] of [
      ['POST', '/profile/two-factor/recovery-codes'],
      ['DELETE', '/profile/two-factor'],
    ]) {
      const response = await owner.request(method, path)
      assert.equal(response.location, '/confirm-password', path)
    }
    await owner.post('/confirm-password', { password })
    await owner.post('/profile/two-factor/recovery-codes')
    const renewed = twoFactorProps(Agent.page(await owner.get('/profile'))).recoveryCodes
    assert.lengthOf(renewed, 10)
    assert.notInclude(renewed, recoveryCodes[1])

    await owner.request('DELETE', '/profile/two-factor')
    const off = twoFactorProps(Agent.page(await owner.get('/profile')))
    assert.isFalse(off.enabled)
    assert.equal(
      await db
        .from('two_factor_recovery_codes')
        .where('user_id', user.id)
        .count('* as n')
        .first()
        .then((row) => Number(row.n)),
      0
    )
    await owner.post('/logout')
    await new Agent().login(user.email, password)
  })
})

test.group('Two-factor sign-in: the challenge', (group) => {
  group.each.setup(() => resetAppState())
  group.each.timeout(60_000)

  test('after the password, the challenge; the half-signed-in state reaches no page, API or event stream', async ({
    assert,
    cleanup,
  }) => {
    const { user, secret } = await withTwoFactor()
    const { agent } = await atChallenge(user)
    const challenge = Agent.page(await agent.get('/two-factor-challenge'))
    assert.equal(challenge.component, 'auth/two_factor_challenge')

    assert.equal(await agent.locationOf('/dashboard'), '/login')
    assert.equal(await agent.locationOf('/profile'), '/login')
    const api = await json(agent, 'GET', '/api/v1/timer')
    assert.equal(api.status, 401)
    const admin = await json(agent, 'GET', '/api/admin/users')
    assert.equal(admin.status, 401)
    const stream = await openEventStream(agent, 'half-signed-in', cleanup)
    assert.equal(stream.status, 401)

    await awayFromStepEdge()
    const finished = await agent.post('/two-factor-challenge', { code: codeAt(secret) })
    // On to the last page asked for while half signed in, as after a login.
    assert.equal(finished.location, '/profile')
    assert.equal(await agent.statusOf('/dashboard'), 200)
    assert.equal((await json(agent, 'GET', '/api/v1/timer')).status, 200)
  })

  test('a code is accepted once: a replay, and an older code, are refused', async ({ assert }) => {
    const { user, secret } = await withTwoFactor()
    const replayed = await atChallenge(user)
    // The code that confirmed the setup.
    const refused = await answer(replayed.agent, { code: codeAt(secret, -1) })
    assert.equal(refused.status, 422)
    assert.deepEqual(errorOf(refused), {
      field: 'code',
      message: 'This code has already been used. Wait for the next code in your app.',
      rule: 'reused',
    } as never)

    await awayFromStepEdge()
    const code = codeAt(secret)
    const first = await atChallenge(user)
    assert.equal((await first.agent.post('/two-factor-challenge', { code })).location, '/dashboard')
    const second = await atChallenge(user, false, 'nl')
    const again = await answer(second.agent, { code })
    assert.equal(again.status, 422)
    assert.equal(
      errorOf(again)?.message,
      'Deze code is al gebruikt. Wacht op de volgende code in je app.'
    )
    assert.equal(await second.agent.locationOf('/dashboard'), '/login')
  })

  test('a recovery code signs in once, ever', async ({ assert }) => {
    const { user, recoveryCodes } = await withTwoFactor()
    const first = await atChallenge(user)
    const used = await first.agent.post('/two-factor-challenge', {
      recovery_code: recoveryCodes[3].toUpperCase(),
    })
    assert.equal(used.location, '/dashboard')
    const left = twoFactorProps(Agent.page(await first.agent.get('/profile'))).recoveryCodesLeft
    assert.equal(left, 9)

    const second = await atChallenge(user)
    const refused = await answer(second.agent, { recovery_code: recoveryCodes[3] })
    assert.equal(refused.status, 422)
    assert.equal(errorOf(refused)?.field, 'recovery_code')
    assert.equal(
      errorOf(refused)?.message,
      'This recovery code is not right, or it has already been used.'
    )
    assert.equal(await second.agent.locationOf('/dashboard'), '/login')
  })

  test('after 5 wrong codes, even the right one is refused for a while', async ({ assert }) => {
    const { user, secret } = await withTwoFactor()
    const { agent } = await atChallenge(user)
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await answer(agent, { code: '000000' })
      assert.equal(wrong.status, 422)
      assert.equal(
        errorOf(wrong)?.message,
        'This code is not right. Check the code in your authenticator app and try again.'
      )
    }
    await awayFromStepEdge()
    const throttled = await answer(agent, { code: codeAt(secret) })
    assert.equal(throttled.status, 422)
    assert.match(
      errorOf(throttled)!.message,
      /^Too many wrong codes\. Please try again in \d+ seconds\.$/
    )
    // From another browser too: the count is the account's.
    const other = await atChallenge(user)
    const alsoThrottled = await answer(other.agent, { recovery_code: 'abcde-fghjk' })
    assert.match(errorOf(alsoThrottled)!.message, /^Too many wrong codes/)
    assert.equal(await agent.locationOf('/dashboard'), '/login')
  })

  test('after 20 wrong codes within an hour, the account’s codes are refused for the rest of it', async ({
    assert,
  }) => {
    const { user, secret } = await withTwoFactor()
    const { agent } = await atChallenge(user, false, 'nl')
    const minuteThrottle = limiter.use({ requests: 5, duration: '1 min' })
    for (let attempt = 1; attempt <= 20; attempt++) {
      const wrong = await answer(agent, { code: '000000' })
      assert.equal(
        errorOf(wrong)?.message,
        'Deze code klopt niet. Controleer de code in je authenticator-app en probeer het opnieuw.'
      )
      // A minute's wait, as it were: only the hour's count goes on.
      if (attempt % 5 === 0) await minuteThrottle.delete(`two-factor:${user.id}`)
    }
    await awayFromStepEdge()
    const locked = await answer(agent, { code: codeAt(secret) })
    assert.equal(locked.status, 422)
    assert.match(
      errorOf(locked)!.message,
      /^Te veel verkeerde codes voor dit account\. Probeer het opnieuw over \d+ minuten\.$/
    )
    assert.equal(await agent.locationOf('/dashboard'), '/login')
  })

  test('the half-signed-in state ends after 10 minutes', async ({ assert }) => {
    const { user, secret } = await withTwoFactor()
    const { agent } = await atChallenge(user)
    await editStoredSessions((values) => {
      const pending = values.two_factor_pending as { expiresAt: number } | undefined
      if (!pending) return values
      return { ...values, two_factor_pending: { ...pending, expiresAt: Date.now() - 1 } }
    })
    await awayFromStepEdge()
    const expired = await answer(agent, { code: codeAt(secret) })
    assert.equal(expired.status, 422)
    assert.equal(errorOf(expired)?.message, 'Your sign-in has expired. Please sign in again.')
    assert.equal(await agent.locationOf('/two-factor-challenge'), '/login')
    assert.equal(await agent.locationOf('/dashboard'), '/login')
  })

  test('the 10 minutes are noted at sign-in', async ({ assert }) => {
    const { user } = await withTwoFactor()
    const before = Date.now()
    await atChallenge(user)
    let expiresAt = 0
    await editStoredSessions((values) => {
      const pending = values.two_factor_pending as { expiresAt: number } | undefined
      if (pending) expiresAt = pending.expiresAt
      return values
    })
    assert.closeTo(expiresAt - before, 10 * 60 * 1000, 5000)
  })

  test('remember me is carried over to the end of the sign-in', async ({ assert }) => {
    const { user, secret } = await withTwoFactor()
    const { agent, response } = await atChallenge(user, true)
    assert.isUndefined(
      response.headers.getSetCookie().find((value) => /^remember_\w+=[^;]/.test(value))
    )
    await awayFromStepEdge()
    const finished = await agent.post('/two-factor-challenge', { code: codeAt(secret) })
    const cookie = finished.headers.getSetCookie().find((value) => /^remember_\w+=[^;]/.test(value))
    assert.exists(cookie)
    assert.equal(Number(cookie!.match(/Max-Age=(\d+)/i)![1]), 30 * 24 * 60 * 60)

    const forgotten = await atChallenge(user, false)
    const plain = await forgotten.agent.post('/two-factor-challenge', {
      code: codeAt(secret, 1),
    })
    assert.equal(plain.location, '/dashboard')
    const remembered = plain.headers
      .getSetCookie()
      .filter((value) => /^remember_\w+=[^;]/.test(value))
    assert.isEmpty(remembered)
  })

  test('malformed answers are refused with a message in {$self}')
    .with(['en', 'nl'])
    .run(async ({ assert }, language) => {
      const { user } = await withTwoFactor()
      const { agent } = await atChallenge(user, false, language)
      const messages = {
        en: 'Enter the 6 digits of the code from your authenticator app.',
        nl: 'Vul de 6 cijfers van de code uit je authenticator-app in.',
      }
      for (const code of ['12345', '1234567', 'abcdef', 123456, ['123456'], '1'.repeat(5000)]) {
        const refused = await answer(agent, { code })
        assert.equal(refused.status, 422, JSON.stringify(code).slice(0, 20))
        assert.equal(errorOf(refused)?.field, 'code')
        if (typeof code === 'string')
          assert.equal(errorOf(refused)?.message, messages[language as 'en'])
      }
      const nothing = await answer(agent, {})
      assert.equal(nothing.status, 422)
      const recovery = await answer(agent, { recovery_code: 'not a code!' })
      assert.equal(recovery.status, 422)
      assert.equal(errorOf(recovery)?.field, 'recovery_code')
      assert.equal(await agent.locationOf('/dashboard'), '/login')
    })

  test('without a pending sign-in, the challenge leads back to the login', async ({ assert }) => {
    const agent = new Agent()
    assert.equal(await agent.locationOf('/two-factor-challenge'), '/login')
    const refused = await answer(agent, { code: '123456' })
    assert.equal(refused.status, 422)
    assert.equal(errorOf(refused)?.message, 'Your sign-in has expired. Please sign in again.')
  })
})

test.group('Two-factor sign-in: TWO_FACTOR', (group) => {
  let before: string | undefined
  group.each.setup(async () => {
    await resetAppState()
    before = env.get('TWO_FACTOR')
    return () => env.set('TWO_FACTOR', before ?? 'optional')
  })

  test('required: a person without it is taken to the profile, and the API refuses', async ({
    assert,
    cleanup,
  }) => {
    env.set('TWO_FACTOR', 'required')
    const { user, agent } = await signedIn()
    assert.equal(await agent.locationOf('/dashboard'), '/profile')
    assert.equal(await agent.locationOf('/time-logs'), '/profile')
    const profile = Agent.page(await agent.get('/profile'))
    assert.isTrue(twoFactorProps(profile).required)
    const api = await json(agent, 'GET', '/api/v1/timer')
    assert.equal(api.status, 403)
    assert.equal(
      api.json.message,
      'Turn on two-factor sign-in to go on: it is required for your account.'
    )
    const stream = await openEventStream(agent, 'not-yet', cleanup)
    assert.equal(stream.status, 403)
    const token = await User.accessTokens.create(user, ['timer'], { name: 'Script' })
    const bearer = await fetch(`${agent.baseUrl}/api/v1/timer`, {
      headers: { Authorization: `Bearer ${token.value!.release()}`, Accept: 'application/json' },
    })
    assert.equal(bearer.status, 403)

    // Set up, everything opens; and it cannot be turned off.
    await agent.post('/profile/two-factor')
    const { secret } = twoFactorProps(Agent.page(await agent.get('/profile'))).pending
    await awayFromStepEdge()
    await agent.post('/profile/two-factor/confirm', { code: codeAt(secret) })
    assert.equal(await agent.statusOf('/dashboard'), 200)
    assert.equal((await json(agent, 'GET', '/api/v1/timer')).status, 200)
    const off = await json(agent, 'DELETE', '/profile/two-factor')
    assert.equal(off.status, 409)
  })

  test('required-for-admins: administrators only', async ({ assert }) => {
    env.set('TWO_FACTOR', 'required-for-admins')
    const { agent } = await signedIn()
    assert.equal(await agent.statusOf('/dashboard'), 200)
    const { agent: admin } = await signedInAdmin()
    assert.equal(await admin.locationOf('/dashboard'), '/profile')
    assert.equal(await admin.locationOf('/admin'), '/profile')
    assert.equal((await json(admin, 'GET', '/api/admin/users')).status, 403)
  })

  test('optional: nobody is sent to set it up', async ({ assert }) => {
    env.set('TWO_FACTOR', 'optional')
    const { agent } = await signedInAdmin()
    assert.equal(await agent.statusOf('/dashboard'), 200)
  })
})

test.group('Two-factor sign-in: an administrator’s reset', (group) => {
  group.each.setup(async () => {
    await resetAppState()
    mailbox.clear()
  })

  test('resets it with the administrator’s password, signs the person out everywhere and mails them', async ({
    assert,
  }) => {
    const { user, secret } = await withTwoFactor({ locale: 'nl' })
    const { agent: person } = await atChallenge(user)
    await awayFromStepEdge()
    await person.post('/two-factor-challenge', { code: codeAt(secret) })
    assert.equal(await person.statusOf('/dashboard'), 200)

    const { agent } = await signedInAdmin()
    const path = `/api/admin/users/${user.id}/two-factor`
    const wrong = await json(agent, 'DELETE', path, { password: 'not-my-password' })
    assert.equal(wrong.status, 422)
    assert.deepEqual(wrong.json.errors, { password: ['The provided password is incorrect.'] })
    const missing = await json(agent, 'DELETE', path, {})
    assert.equal(missing.status, 422)
    assert.isNotNull((await User.findOrFail(user.id)).twoFactorConfirmedAt)

    const reset = await json(agent, 'DELETE', path, { password })
    assert.equal(reset.status, 204)
    assert.equal(await person.locationOf('/dashboard'), '/login')
    const mail = await mailbox.latest(user.email)
    assert.match(mail.subject!, /^Tweestapsaanmelding van je .+-account is gereset$/)
    assert.include(mail.text!, 'Een beheerder heeft tweestapsaanmelding')
    // The password alone signs in now.
    await new Agent().login(user.email, password)
    const again = await json(agent, 'DELETE', path, { password })
    assert.equal(again.status, 409)
    const listed = await json(agent, 'GET', `/api/admin/users/${user.id}`)
    assert.isFalse(listed.json.data.two_factor)
    const resetEvents = await SecurityEvent.query()
      .where('user_id', user.id)
      .where('kind', 'two_factor_reset')
    assert.lengthOf(resetEvents, 1)
    assert.isNotNull(resetEvents[0].actorId)
  })

  test('turning it on and off, new recovery codes and each code tried are security events', async ({
    assert,
  }) => {
    const { user, secret } = await withTwoFactor()
    const kinds = async () =>
      (await SecurityEvent.query().where('user_id', user.id).orderBy('id')).map(({ kind }) => kind)
    assert.deepEqual(await kinds(), ['sign_in', 'two_factor_enabled'])

    const wrong = await atChallenge(user)
    assert.equal((await answer(wrong.agent, { code: '000000' })).status, 422)
    await awayFromStepEdge()
    const right = await atChallenge(user)
    await right.agent.post('/two-factor-challenge', { code: codeAt(secret) })
    // The password alone is no sign-in: only the right code makes one.
    assert.deepEqual((await kinds()).slice(2), ['sign_in_failed', 'sign_in'])

    await right.agent.post('/confirm-password', { password })
    await right.agent.post('/profile/two-factor/recovery-codes')
    await right.agent.request('DELETE', '/profile/two-factor')
    assert.deepEqual((await kinds()).slice(4), [
      'recovery_codes_regenerated',
      'two_factor_disabled',
    ])
  })

  test('not of one’s own account, nor by someone who is not an administrator', async ({
    assert,
  }) => {
    const { admin, agent } = await signedInAdmin()
    const own = await json(agent, 'DELETE', `/api/admin/users/${admin.id}/two-factor`, { password })
    assert.equal(own.status, 409)
    const { user } = await withTwoFactor()
    const { agent: plain } = await signedIn()
    const refused = await json(plain, 'DELETE', `/api/admin/users/${user.id}/two-factor`, {
      password,
    })
    assert.equal(refused.status, 403)
  })
})
