import { test } from '@japa/runner'
import User from '#models/user'
import { Agent } from '#tests/support/agent'
import { mailbox } from '#tests/support/mailbox'
import { resetAppState } from '#tests/support/database'
import { createUser } from '#tests/support/accounts'
import { assertNameless, phishingName } from '#tests/support/hostile_text'
import { breachedPasswordsUnreachable } from '#tests/support/breached_passwords'

const newAccount = {
  name: 'Ada Lovelace',
  email: 'Ada@Example.test',
  password: 'analytical-engine',
  password_confirmation: 'analytical-engine',
  timezone: 'Europe/Amsterdam',
}

async function errorsAfter(agent: Agent, body: Record<string, unknown>) {
  await agent.post('/register', body)
  const page = Agent.page(await agent.get('/register'))
  return page.props.errors
}

test.group('Registration', (group) => {
  group.each.setup(async () => {
    await resetAppState()
    mailbox.clear()
  })

  test('the register page is a guest page', async ({ assert }) => {
    const page = Agent.page(await new Agent().get('/register'))
    assert.equal(page.component, 'auth/register')
  })

  test('registering signs the user in, unverified, and sends the verification mail', async ({
    assert,
  }) => {
    const agent = new Agent().asInertia()
    await agent.get('/register')
    const response = await agent.post('/register', newAccount)
    assert.equal(response.location, '/verify-email')

    const user = await User.findByOrFail('email', 'ada@example.test')
    assert.equal(user.name, 'Ada Lovelace')
    assert.equal(user.timezone, 'Europe/Amsterdam')
    assert.equal(user.locale, 'en')
    assert.equal(user.role, 'user')
    assert.isNull(user.emailVerifiedAt)

    const notice = Agent.page(await agent.get('/verify-email'))
    assert.equal(notice.component, 'auth/verify_email')
    assert.equal(notice.props.auth.user.email, 'ada@example.test')

    const mail = await mailbox.latest('ada@example.test')
    assert.equal(mail.subject, 'Verify your email address for Hourbook')
    assert.include(mail.html || '', 'Verify Email Address')
    assert.include(mail.text || '', '/verify-email/')
  })

  test('unverified users reach only the notice, logout and the locale switch', async ({
    assert,
  }) => {
    const agent = new Agent().asInertia()
    await agent.get('/register')
    await agent.post('/register', newAccount)

    assert.equal(await agent.locationOf('/dashboard'), '/verify-email')
    assert.equal(await agent.locationOf('/profile'), '/verify-email')
    const localeChange = await agent.put('/locale', { locale: 'nl' })
    assert.equal(localeChange.status, 303)
    const logout = await agent.post('/logout')
    assert.equal(logout.location, '/login')
  })

  test('a Dutch visitor gets a Dutch account and a Dutch mail', async ({ assert }) => {
    const agent = new Agent().asInertia().acceptLanguage('nl')
    await agent.get('/register')
    await agent.post('/register', { ...newAccount, email: 'piet@example.test' })
    const user = await User.findByOrFail('email', 'piet@example.test')
    assert.equal(user.locale, 'nl')
    const mail = await mailbox.latest('piet@example.test')
    assert.equal(mail.subject, 'Bevestig je e-mailadres voor Hourbook')
    assert.include(mail.text || '', 'Hallo,')
  })

  test('the verification mail carries nothing of the name a stranger gave the address', async ({
    assert,
  }) => {
    const agent = new Agent().asInertia()
    await agent.get('/register')
    await agent.post('/register', { ...newAccount, name: phishingName })
    const mail = await mailbox.latest('ada@example.test')
    assertNameless(assert, mail, 'ada@example.test')
    assert.include(mail.text || '', 'Hello,')
  })

  test('an unknown time zone falls back to UTC', async ({ assert }) => {
    const agent = new Agent()
    await agent.get('/register')
    await agent.post('/register', { ...newAccount, timezone: 'Mars/Olympus' })
    const user = await User.findByOrFail('email', 'ada@example.test')
    assert.equal(user.timezone, 'UTC')
  })

  test('every field is checked, with messages under the fields', async ({ assert }) => {
    await createUser({ email: 'taken@example.test' })
    const agent = new Agent().asInertia()
    await agent.get('/register')

    let errors = await errorsAfter(agent, {})
    assert.equal(errors.name, 'The Name field is required.')
    assert.equal(errors.email, 'The Email field is required.')
    assert.equal(errors.password, 'The Password field is required.')

    errors = await errorsAfter(agent, { ...newAccount, email: 'not-an-address' })
    assert.equal(errors.email, 'The Email field must be a valid email address.')

    errors = await errorsAfter(agent, { ...newAccount, email: 'TAKEN@example.test' })
    assert.equal(errors.email, 'The Email has already been taken.')

    errors = await errorsAfter(agent, {
      ...newAccount,
      password: 'short',
      password_confirmation: 'short',
    })
    assert.equal(errors.password, 'The Password field must be at least 8 characters.')

    errors = await errorsAfter(agent, { ...newAccount, password_confirmation: 'something-else' })
    assert.equal(errors.password_confirmation, 'The Password confirmation does not match.')

    errors = await errorsAfter(agent, {
      ...newAccount,
      password: 'ada@example.test',
      password_confirmation: 'ada@example.test',
    })
    assert.equal(errors.password, 'The Password may not be your email address.')

    errors = await errorsAfter(agent, {
      ...newAccount,
      password: 'password123',
      password_confirmation: 'password123',
    })
    assert.equal(
      errors.password,
      'The given Password has appeared in a data leak. Please choose a different Password.'
    )
    assert.lengthOf(await User.all(), 1)
  })

  test('validation messages come in Dutch too', async ({ assert }) => {
    const agent = new Agent().asInertia().acceptLanguage('nl')
    await agent.get('/register')
    const errors = await errorsAfter(agent, { ...newAccount, password_confirmation: 'x' })
    assert.equal(errors.password_confirmation, 'Wachtwoordbevestiging komt niet overeen.')
    const missing = await errorsAfter(agent, {})
    assert.equal(missing.name, 'Het veld Naam is verplicht.')
  })

  test('a breached password is refused', async ({ assert }) => {
    const agent = new Agent().asInertia()
    await agent.get('/register')
    const errors = await errorsAfter(agent, {
      ...newAccount,
      password: 'hourbook-breached',
      password_confirmation: 'hourbook-breached',
    })
    assert.equal(
      errors.password,
      'The given Password has appeared in a data leak. Please choose a different Password.'
    )
  })

  test('with BREACHED_PASSWORDS=required, an unchecked password is refused, in the language', async ({
    assert,
    cleanup,
  }) => {
    const unreachable = await breachedPasswordsUnreachable('required')
    cleanup(unreachable.restore)
    const agent = new Agent().asInertia().acceptLanguage('nl')
    await agent.get('/register')
    const errors = await errorsAfter(agent, newAccount)
    assert.equal(
      errors.password,
      'Wachtwoord kon nu niet worden gecontroleerd op bekende datalekken. Probeer het later opnieuw.'
    )
    assert.isNull(await User.findBy('email', 'ada@example.test'))
    assert.deepEqual(unreachable.warnings, [
      'The breached-password check could not be done; the password is refused',
    ])
  })

  test('with BREACHED_PASSWORDS=best-effort, an unchecked password passes', async ({
    assert,
    cleanup,
  }) => {
    const unreachable = await breachedPasswordsUnreachable('best-effort')
    cleanup(unreachable.restore)
    const agent = new Agent().asInertia()
    await agent.get('/register')
    const response = await agent.post('/register', newAccount)
    assert.equal(response.location, '/verify-email')
    assert.isNotNull(await User.findBy('email', 'ada@example.test'))
    assert.deepEqual(unreachable.warnings, [
      'The breached-password check could not be done; the password passes',
    ])
  })

  test('malformed bodies answer 4xx, never 500', async ({ assert }) => {
    const agent = new Agent()
    await agent.get('/register')
    for (const body of [
      { name: ['x'], email: {}, password: 1 },
      { name: 'x'.repeat(5000), email: 'a@b.test', password: 'x'.repeat(5000) },
      { email: null, password: null, password_confirmation: null },
    ]) {
      const response = await agent.request('POST', '/register', body, {
        Accept: 'application/json',
      })
      assert.equal(response.status, 422, JSON.stringify(body).slice(0, 80))
    }
  })
})
