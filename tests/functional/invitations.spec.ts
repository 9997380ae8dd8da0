import { test } from '@japa/runner'
import User from '#models/user'
import Invitation from '#models/invitation'
import { Agent } from '#tests/support/agent'
import { mailbox, Mailbox } from '#tests/support/mailbox'
import { resetAppState } from '#tests/support/database'
import { createUser } from '#tests/support/accounts'
import { json, listUrl, signedInAdmin } from '#tests/support/admin'

const chosen = 'an-invited-secret'

/** An administrator's new user without a password: invited. */
async function invite(agent: Agent, fields: Record<string, unknown> = {}) {
  const created = await json(agent, 'POST', '/api/admin/users', {
    name: 'Ines Invited',
    email: 'ines@example.test',
    ...fields,
  })
  if (created.status !== 201) throw new Error(`Invite failed: ${created.status} ${created.text}`)
  return created.json.data as { id: number; email: string; invited: boolean }
}

function tokenOf(link: string) {
  return new URL(link).pathname.split('/').pop()!
}

async function accept(agent: Agent, token: string, password = chosen) {
  await agent.get(`/invitation/${token}`)
  return agent.post('/invitation', { token, password, password_confirmation: password })
}

test.group('Invitations', (group) => {
  group.each.setup(async () => {
    await resetAppState()
    mailbox.clear()
  })

  test('an invited user is mailed in their language, sets a password and is signed in', async ({
    assert,
  }) => {
    const { agent } = await signedInAdmin()
    const record = await invite(agent)
    assert.isTrue(record.invited)
    const user = await User.findOrFail(record.id)
    assert.isNull(user.emailVerifiedAt)
    // The person's language is Dutch before the invitation goes again.
    user.locale = 'nl'
    await user.save()
    const resent = await json(agent, 'POST', `/api/admin/users/${user.id}/invitation`)
    assert.equal(resent.status, 202)

    const mails = mailbox.for(user.email)
    assert.lengthOf(mails, 2)
    const mail = await mailbox.latest(user.email)
    assert.equal(mail.subject, 'Je bent uitgenodigd voor Hourbook')
    assert.include(mail.text ?? '', 'Hallo,')
    assert.notInclude(mail.text ?? '', 'Ines')
    assert.notInclude(JSON.stringify(mail.to), 'Ines')
    assert.include(mail.text ?? '', '7 dagen')

    // The first link stopped working when the second was sent.
    const first = tokenOf(Mailbox.link(mails[0], 'http'))
    const token = tokenOf(Mailbox.link(mail, 'http'))
    const stale = Agent.page(await new Agent().asInertia().get(`/invitation/${first}`))
    assert.isFalse(stale.props.usable)
    const stored = await Invitation.query().where('user_id', user.id)
    assert.lengthOf(stored, 1)
    assert.notEqual(stored[0].tokenHash, token)
    assert.lengthOf(stored[0].tokenHash, 64)

    const guest = new Agent()
    const page = Agent.page(await guest.asInertia().get(`/invitation/${token}`))
    assert.equal(page.component, 'auth/accept_invitation')
    assert.isTrue(page.props.usable)
    assert.equal(page.props.email, user.email)
    const accepted = await accept(new Agent(), token)
    assert.equal(accepted.status, 302)
    assert.equal(accepted.location, '/dashboard')

    await user.refresh()
    assert.isNull(user.invitedAt)
    assert.isNotNull(user.emailVerifiedAt)
    const signedIn = new Agent()
    await signedIn.login(user.email, chosen)

    // Used once, the link says so.
    const used = Agent.page(await new Agent().asInertia().get(`/invitation/${token}`))
    assert.isFalse(used.props.usable)
    const again = await accept(new Agent(), token, 'another-fine-secret')
    assert.equal(again.status, 302)
    assert.notEqual(again.location, '/dashboard')
  })

  test('a link expires after 7 days', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const record = await invite(agent)
    const token = tokenOf(Mailbox.link(await mailbox.latest(record.email), 'http'))
    const invitation = await Invitation.findByOrFail('user_id', record.id)
    assert.isTrue(invitation.expiresAt.diffNow('days').days > 6.9)
    invitation.expiresAt = invitation.expiresAt.minus({ days: 7 })
    await invitation.save()

    const page = Agent.page(await new Agent().asInertia().get(`/invitation/${token}`))
    assert.isFalse(page.props.usable)
    const refused = Agent.page(
      await (async () => {
        const guest = new Agent().asInertia()
        await guest.get(`/invitation/${token}`)
        await guest.post('/invitation', {
          token,
          password: chosen,
          password_confirmation: chosen,
        })
        return guest.get(`/invitation/${token}`)
      })()
    )
    assert.include(JSON.stringify(refused.props.errors ?? {}), 'invitation link is invalid')
    assert.isNotNull((await User.findOrFail(record.id)).invitedAt)
  })

  test('an invited user cannot sign in with any password', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const record = await invite(agent)
    const user = await User.findOrFail(record.id)
    // Even the stored password, were it known, does not open the account.
    user.password = chosen
    await user.save()
    const guest = new Agent().asInertia()
    await guest.get('/login')
    const response = await guest.post('/login', { email: user.email, password: chosen })
    assert.notEqual(response.location, '/dashboard')
    const page = Agent.page(await guest.get('/login'))
    assert.include(JSON.stringify(page.props.errors), 'These credentials do not match')
  })

  test('the list shows and filters invited users; resend is throttled and refused when set', async ({
    assert,
  }) => {
    const { agent } = await signedInAdmin()
    const record = await invite(agent)
    const invited = await json(agent, 'GET', listUrl('users', { filter: { invited: true } }))
    assert.deepEqual(
      invited.json.data.map((user: { id: number }) => user.id),
      [record.id]
    )
    const others = await json(agent, 'GET', listUrl('users', { filter: { invited: false } }))
    assert.notInclude(
      others.json.data.map((user: { id: number }) => user.id),
      record.id
    )

    const first = await json(agent, 'POST', `/api/admin/users/${record.id}/invitation`)
    assert.equal(first.status, 202)
    const second = await json(agent, 'POST', `/api/admin/users/${record.id}/invitation`)
    assert.equal(second.status, 429)

    const member = await createUser()
    const { agent: dutch } = await signedInAdmin({ locale: 'nl' })
    const refused = await json(dutch, 'POST', `/api/admin/users/${member.id}/invitation`)
    assert.equal(refused.status, 409)
    assert.include(refused.text, 'al een wachtwoord')
  })

  test('only administrators invite; a bad address is refused in the language asked', async ({
    assert,
  }) => {
    const member = await createUser()
    const { agent } = await signedInAdmin({ locale: 'nl' })
    const memberAgent = new Agent()
    await memberAgent.login(member.email, 'correct-horse-1')
    const forbidden = await json(memberAgent, 'POST', '/api/admin/users', {
      name: 'X',
      email: 'x@example.test',
    })
    assert.equal(forbidden.status, 403)
    const forbiddenResend = await json(
      memberAgent,
      'POST',
      `/api/admin/users/${member.id}/invitation`
    )
    assert.equal(forbiddenResend.status, 403)

    const bad = await json(agent, 'POST', '/api/admin/users', {
      name: 'X',
      email: 'not-an-address',
    })
    assert.equal(bad.status, 422)
    assert.include(bad.text, 'E-mailadres')
    assert.lengthOf(mailbox.for('not-an-address'), 0)
  })
})
