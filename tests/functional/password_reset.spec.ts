import { test } from '@japa/runner'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import { Agent } from '#tests/support/agent'
import { mailbox, Mailbox } from '#tests/support/mailbox'
import { resetAppState } from '#tests/support/database'
import { backgroundTasksFinished } from '#lib/background_tasks'
import { createUser, password } from '#tests/support/accounts'
import { assertNameless, phishingName } from '#tests/support/hostile_text'

const newPassword = 'a-brand-new-secret'

async function requestLink(agent: Agent, email: string) {
  await agent.get('/forgot-password')
  return agent.post('/forgot-password', { email })
}

async function resetLink(email: string) {
  return Mailbox.link(await mailbox.latest(email), 'http')
}

function tokenOf(link: string) {
  return new URL(link).pathname.split('/').pop()!
}

async function reset(agent: Agent, email: string, token: string, chosen = newPassword) {
  await agent.get('/login')
  return agent.post('/reset-password', {
    email,
    token,
    password: chosen,
    password_confirmation: chosen,
  })
}

test.group('Forgot and reset password', (group) => {
  group.each.setup(async () => {
    await resetAppState()
    mailbox.clear()
  })

  test('the same answer whether or not the address has an account', async ({ assert }) => {
    const user = await createUser()
    const agent = new Agent().asInertia()

    await requestLink(agent, user.email)
    const known = Agent.page(await agent.get('/forgot-password'))
    await requestLink(agent, 'nobody@example.test')
    const unknown = Agent.page(await agent.get('/forgot-password'))

    assert.deepEqual(known.props.flash, { success: 'Reset link sent.' })
    assert.deepEqual(unknown.props.flash, known.props.flash)
    assert.deepEqual(unknown.props.errors, known.props.errors)
    await backgroundTasksFinished()
    assert.lengthOf(mailbox.for(user.email), 1)
    assert.lengthOf(mailbox.for('nobody@example.test'), 0)
  })

  test('at most one mail per address per 60 seconds, with or without an account', async ({
    assert,
  }) => {
    const user = await createUser()
    const agent = new Agent().asInertia()
    for (const email of [user.email, 'nobody@example.test']) {
      await requestLink(agent, email)
      await requestLink(agent, email)
      const page = Agent.page(await agent.get('/forgot-password'))
      assert.equal(page.props.errors.email, 'Please wait before retrying.')
    }
    await backgroundTasksFinished()
    assert.lengthOf(mailbox.for(user.email), 1)
  })

  test('the token is random, kept only as a hash, and valid for 60 minutes', async ({ assert }) => {
    const user = await createUser()
    await requestLink(new Agent(), user.email)
    const link = await resetLink(user.email)
    const token = tokenOf(link)
    assert.isAtLeast(token.length, 40)

    const stored = await PasswordResetToken.findByOrFail('user_id', user.id)
    assert.notEqual(stored.tokenHash, token)
    assert.notInclude(JSON.stringify(await db.from('password_reset_tokens')), token)
    const minutes = stored.expiresAt.diff(DateTime.now(), 'minutes').minutes
    assert.closeTo(minutes, 60, 1)
  })

  test('the reset page receives email and token', async ({ assert }) => {
    const user = await createUser()
    await requestLink(new Agent(), user.email)
    const link = await resetLink(user.email)
    const page = Agent.page(await new Agent().visit(link))
    assert.equal(page.component, 'auth/reset_password')
    assert.equal(page.props.email, user.email)
    assert.equal(page.props.token, tokenOf(link))
    assert.isTrue(page.props.usable)
  })

  test('the reset page says at once when the link is used, expired or not theirs', async ({
    assert,
  }) => {
    const user = await createUser()
    const other = await createUser()
    await requestLink(new Agent(), user.email)
    const link = new URL(await resetLink(user.email))
    const usable = async (token: string, email: string) => {
      const query = new URLSearchParams({ email })
      const page = await new Agent().get(`/reset-password/${token}?${query}`)
      return Agent.page(page).props.usable
    }
    const token = tokenOf(link.href)
    const expire = (minutes: number) =>
      PasswordResetToken.query()
        .where('user_id', user.id)
        .update({ expiresAt: DateTime.now().plus({ minutes }).toSQL({ includeOffset: false }) })

    assert.isTrue(await usable(token, user.email))
    assert.isFalse(await usable(token, other.email))
    assert.isFalse(await usable(`${token}x`, user.email))
    assert.isFalse(await usable(token, `${user.email}\u0000`))
    await expire(-1)
    assert.isFalse(await usable(token, user.email))
    await expire(10)
    await reset(new Agent(), user.email, token)
    assert.isFalse(await usable(token, user.email))
  })

  test('a reset sets the password, says so, and the token works only once', async ({ assert }) => {
    const user = await createUser()
    await requestLink(new Agent(), user.email)
    const token = tokenOf(await resetLink(user.email))

    const agent = new Agent().asInertia()
    await agent.get('/login')
    const response = await reset(agent, user.email, token)
    assert.equal(response.location, '/login')
    const login = Agent.page(await agent.get('/login'))
    assert.deepEqual(login.props.flash, { success: 'Password reset.' })
    await agent.login(user.email, newPassword)

    const again = new Agent().asInertia()
    await again.get('/login')
    await reset(again, user.email, token, 'yet-another-secret')
    const page = Agent.page(await again.get('/login'))
    assert.equal(page.props.errors.email, 'This password reset token is invalid.')
    await User.verifyCredentials(user.email, newPassword)
  })

  test('a token does not work for another address, nor after an hour', async ({ assert }) => {
    const user = await createUser()
    const other = await createUser()
    await requestLink(new Agent(), user.email)
    const token = tokenOf(await resetLink(user.email))

    const agent = new Agent().asInertia()
    await agent.get('/login')
    await reset(agent, other.email, token)
    assert.equal(
      Agent.page(await agent.get('/login')).props.errors.email,
      'This password reset token is invalid.'
    )

    await PasswordResetToken.query()
      .where('user_id', user.id)
      .update({ expiresAt: DateTime.now().minus({ minutes: 1 }).toSQL({ includeOffset: false }) })
    await reset(agent, user.email, token)
    assert.equal(
      Agent.page(await agent.get('/login')).props.errors.email,
      'This password reset token is invalid.'
    )
    await User.verifyCredentials(user.email, password)
  })

  test('a reset signs the user out everywhere, remember-me included', async ({ assert }) => {
    const user = await createUser()
    const laptop = new Agent()
    await laptop.login(user.email, password, true)
    const phone = new Agent()
    await phone.login(user.email, password)
    assert.equal(await laptop.statusOf('/dashboard'), 200)

    await requestLink(new Agent(), user.email)
    await reset(new Agent(), user.email, tokenOf(await resetLink(user.email)))

    assert.equal(await phone.locationOf('/dashboard'), '/login')
    assert.equal(await laptop.locationOf('/dashboard'), '/login')
    laptop.cookies.delete('hourbook-session')
    assert.equal(await laptop.locationOf('/dashboard'), '/login')
    assert.lengthOf(await db.from('remember_me_tokens').where('tokenable_id', user.id), 0)
  })

  test('the new password follows the password rules', async ({ assert }) => {
    const user = await createUser()
    await requestLink(new Agent(), user.email)
    const token = tokenOf(await resetLink(user.email))
    const agent = new Agent().asInertia()
    await agent.get('/login')
    await reset(agent, user.email, token, 'hourbook-breached')
    const page = Agent.page(await agent.get('/login'))
    assert.include(page.props.errors.password, 'data leak')
    await User.verifyCredentials(user.email, password)
  })

  test('the reset mail comes in the user language', async ({ assert }) => {
    const user = await createUser({ locale: 'nl' })
    await requestLink(new Agent(), user.email)
    const mail = await mailbox.latest(user.email)
    assert.equal(mail.subject, 'Stel je Hourbook-wachtwoord opnieuw in')
    assert.include(mail.text || '', 'Wachtwoord opnieuw instellen:')
    assert.include(mail.html || '', 'Wachtwoord opnieuw instellen')
  })

  test('the reset mail of an unverified account carries nothing of its name', async ({
    assert,
  }) => {
    const user = await createUser({ name: phishingName, emailVerifiedAt: null })
    await requestLink(new Agent(), user.email)
    const mail = await mailbox.latest(user.email)
    assertNameless(assert, mail, user.email)
    assert.include(mail.text || '', 'Hello,')
  })

  test('the reset mail of a verified account greets and addresses it by name', async ({
    assert,
  }) => {
    const user = await createUser({ name: 'Ada Lovelace' })
    await requestLink(new Agent(), user.email)
    const mail = await mailbox.latest(user.email)
    assert.deepEqual([mail.to].flat()[0]?.value, [{ address: user.email, name: 'Ada Lovelace' }])
    assert.include(mail.text || '', 'Hello Ada Lovelace,')
    assert.include(mail.html || '', 'Hello Ada Lovelace,')
  })

  test('the answer does not wait for the mail: it comes while the mail server hangs', async ({
    assert,
    cleanup,
  }) => {
    const user = await createUser()
    const release = mailbox.hold()
    cleanup(release)
    // Without a deadline a request that waited for the mail would never be answered.
    const deadline = setTimeout(release, 3000)
    cleanup(() => clearTimeout(deadline))

    const agent = new Agent().asInertia()
    const response = await requestLink(agent, user.email)
    assert.equal(response.status, 302)
    assert.lengthOf(mailbox.for(user.email), 0)
    assert.deepEqual(Agent.page(await agent.get('/forgot-password')).props.flash, {
      success: 'Reset link sent.',
    })

    release()
    assert.equal((await mailbox.latest(user.email)).subject, 'Reset your Hourbook password')
  })

  test('a mail that cannot be sent is logged, not shown', async ({ assert, cleanup }) => {
    const user = await createUser()
    cleanup(mailbox.refuse())
    const logged: unknown[][] = []
    const logError = logger.error
    logger.error = (...args: unknown[]) => void logged.push(args)
    cleanup(() => {
      logger.error = logError
    })

    const agent = new Agent().asInertia()
    await requestLink(agent, user.email)
    assert.deepEqual(Agent.page(await agent.get('/forgot-password')).props.flash, {
      success: 'Reset link sent.',
    })
    await backgroundTasksFinished()
    assert.lengthOf(logged, 1)
    assert.equal(logged[0][1], 'The password reset link could not be sent')
    assert.include(String((logged[0][0] as { err: Error }).err), 'Mailbox unavailable')
  })
})
