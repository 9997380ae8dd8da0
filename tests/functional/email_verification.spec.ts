import { test } from '@japa/runner'
import { signedUrlFor } from '@adonisjs/core/services/url_builder'
import User from '#models/user'
import { Agent } from '#tests/support/agent'
import { mailbox, Mailbox } from '#tests/support/mailbox'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { emailHash } from '#services/email_verification'
import { assertNameless, phishingName } from '#tests/support/hostile_text'

async function unverifiedSignedIn(name?: string) {
  const user = await createUser({ emailVerifiedAt: null, ...(name && { name }) })
  const agent = new Agent().asInertia()
  await agent.login(user.email, password)
  return { user, agent }
}

async function sendLink(agent: Agent, email: string) {
  await agent.post('/email/verification-notification')
  return Mailbox.link(await mailbox.latest(email), 'http')
}

test.group('E-mail verification', (group) => {
  group.each.setup(async () => {
    await resetAppState()
    mailbox.clear()
  })

  test('the link from the mail verifies the address and opens the app', async ({ assert }) => {
    const { user, agent } = await unverifiedSignedIn()
    const link = await sendLink(agent, user.email)
    assert.match(link, /\/verify-email\/\d+\/[0-9a-f]{40}\?signature=/)

    const response = await agent.visit(link)
    assert.equal(response.location, '/dashboard')
    await user.refresh()
    assert.isNotNull(user.emailVerifiedAt)

    const dashboard = Agent.page(await agent.get('/dashboard'))
    assert.equal(dashboard.component, 'dashboard')
    assert.deepEqual(dashboard.props.flash, { success: 'Your email address has been verified.' })
  })

  test('resending says so on the notice and as a toast, and is throttled', async ({ assert }) => {
    const { user, agent } = await unverifiedSignedIn()
    await agent.post('/email/verification-notification')
    let notice = Agent.page(await agent.get('/verify-email'))
    assert.equal(notice.props.status, 'verification-link-sent')
    assert.deepEqual(notice.props.flash, { success: 'New verification link sent.' })

    await agent.post('/email/verification-notification')
    notice = Agent.page(await agent.get('/verify-email'))
    assert.isNull(notice.props.status)
    assert.deepEqual(notice.props.flash, { error: 'Please wait before retrying.' })
    assert.lengthOf(mailbox.for(user.email), 1)
  })

  test('a tampered link is refused with a clear page', async ({ assert }) => {
    const { user, agent } = await unverifiedSignedIn()
    const link = await sendLink(agent, user.email)

    for (const tampered of [
      link.replace(/signature=[^&]+/, 'signature=forged'),
      link.replace(/\/verify-email\/\d+\//, `/verify-email/${user.id + 1}/`),
      link.replace(/\?signature=.*/, ''),
    ]) {
      const response = await agent.visit(tampered)
      assert.equal(response.status, 403, tampered)
      const page = Agent.page(response)
      assert.equal(page.component, 'errors/show')
      assert.include(page.props.message, 'invalid or has expired')
    }
    await user.refresh()
    assert.isNull(user.emailVerifiedAt)
  })

  test('an expired link is refused', async ({ assert }) => {
    const { user, agent } = await unverifiedSignedIn()
    const expired = signedUrlFor(
      'verification.verify',
      { id: user.id, hash: emailHash(user.email) },
      { expiresIn: -1 }
    )
    const response = await agent.get(expired)
    assert.equal(response.status, 403)
    await user.refresh()
    assert.isNull(user.emailVerifiedAt)
  })

  test("someone else's valid link does not verify the signed-in user", async ({ assert }) => {
    const { user, agent } = await unverifiedSignedIn()
    const other = await createUser({ emailVerifiedAt: null })
    const othersLink = signedUrlFor(
      'verification.verify',
      { id: other.id, hash: emailHash(other.email) },
      { expiresIn: '60 minutes' }
    )
    assert.equal(await agent.statusOf(othersLink), 403)
    const unverified = await User.query().whereNull('email_verified_at')
    assert.sameMembers(
      unverified.map(({ id }) => id),
      [user.id, other.id]
    )
  })

  test('a link sent to an old address stops working when the address changes', async ({
    assert,
  }) => {
    const { user, agent } = await unverifiedSignedIn()
    const link = await sendLink(agent, user.email)
    user.email = 'new-address@example.test'
    await user.save()
    const response = await agent.visit(link)
    assert.equal(response.status, 403)
  })

  test('a link opened signed out goes to the bare login page, and back after it', async ({
    assert,
  }) => {
    const { user, agent } = await unverifiedSignedIn()
    const link = await sendLink(agent, user.email)
    const signedOut = new Agent().asInertia()

    const response = await signedOut.visit(link)
    assert.equal(response.status, 302)
    assert.equal(response.location, '/login')
    await signedOut.get('/login')
    const login = await signedOut.post('/login', { email: user.email, password })
    assert.equal(login.location, new URL(link).pathname + new URL(link).search)
  })

  test('verified users are sent on from the notice', async ({ assert }) => {
    const user = await createUser()
    const agent = new Agent()
    await agent.login(user.email, password)
    assert.equal(await agent.locationOf('/verify-email'), '/dashboard')
  })

  test('the verification mail is in HTML and plain text, with the product name', async ({
    assert,
  }) => {
    const { user, agent } = await unverifiedSignedIn()
    await agent.post('/email/verification-notification')
    const mail = await mailbox.latest(user.email)
    assert.equal(mail.subject, 'Verify your email address for Hourbook')
    assert.include(mail.html || '', '<a href="http')
    assert.include(mail.text || '', 'Hello,')
    assert.include(mail.text || '', 'This link expires in 60 minutes.')
    assert.equal(mail.from?.value[0].name, 'Hourbook')
  })

  test('the resent mail carries nothing of the name a stranger gave the address', async ({
    assert,
  }) => {
    const { user, agent } = await unverifiedSignedIn(phishingName)
    await agent.post('/email/verification-notification')
    assertNameless(assert, await mailbox.latest(user.email), user.email)
  })
})
