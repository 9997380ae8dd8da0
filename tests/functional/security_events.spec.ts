import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import SecurityEvent from '#models/security_event'
import User from '#models/user'
import PruneSecurityEvents from '#commands/prune_security_events'
import SendReminders from '#commands/send_reminders'
import { recordSecurityEvent } from '#services/security_events'
import { securityEventsRetention } from '#config/app'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { json, listUrl, signedInAdmin } from '#tests/support/admin'
import { mailbox, Mailbox } from '#tests/support/mailbox'

const browser = 'Mozilla/5.0 (Hourbook test) Firefox/133.0'
const newPassword = 'a-brand-new-password'

/** The events recorded so far, oldest first. */
function recorded() {
  return SecurityEvent.query().orderBy('id', 'asc')
}

async function kindsOf(userId: number | null) {
  const events = await recorded()
  return events.filter((event) => event.userId === userId).map((event) => event.kind)
}

/** Signs in through the login form with a browser's User-Agent. */
async function signIn(agent: Agent, email: string, given = password) {
  await agent.get('/login')
  return agent.request('POST', '/login', { email, password: given }, { 'User-Agent': browser })
}

async function signedIn(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides)
  const agent = new Agent()
  await agent.login(user.email, password)
  await agent.post('/confirm-password', { password })
  return { user, agent }
}

/** Runs an Ace command in this process, as the scheduler would run it. */
async function runCommand(command: typeof PruneSecurityEvents | typeof SendReminders, args = []) {
  const ace = await app.container.make('ace')
  ace.ui.switchMode('raw')
  const instance = await ace.create(command, args)
  await instance.exec()
  instance.assertSucceeded()
}

async function eventAt(user: User, createdAt: DateTime) {
  return SecurityEvent.create({ kind: 'sign_in', userId: user.id, createdAt })
}

test.group('Security events: recording', (group) => {
  group.each.setup(async () => {
    await resetAppState()
    mailbox.clear()
  })

  test('a sign-in is recorded with its address and browser', async ({ assert }) => {
    const user = await createUser()
    const response = await signIn(new Agent(), user.email.toUpperCase())
    assert.equal(response.location, '/dashboard')
    const [event] = await recorded()
    assert.equal(event.kind, 'sign_in')
    assert.equal(event.userId, user.id)
    assert.isNull(event.actorId)
    assert.isNull(event.email)
    assert.equal(event.ip, '127.0.0.1')
    assert.equal(event.userAgent, browser)
    assert.isTrue(event.createdAt.diffNow().as('seconds') > -60)
  })

  test('failed sign-ins: on the account, or with the address tried when none has it', async ({
    assert,
  }) => {
    const user = await createUser()
    const inactive = await createUser({ active: false })
    await signIn(new Agent(), user.email, 'wrong-password-1')
    await signIn(new Agent(), '  Nobody@Example.TEST ', 'wrong-password-1')
    await signIn(new Agent(), inactive.email)
    const events = await recorded()
    assert.deepEqual(
      events.map((event) => [event.kind, event.userId, event.email]),
      [
        ['sign_in_failed', user.id, null],
        ['sign_in_failed', null, 'nobody@example.test'],
        ['sign_in_failed', inactive.id, null],
      ]
    )
    assert.isTrue(events.every((event) => event.userAgent === browser))
  })

  test('resetting and changing the password are recorded', async ({ assert }) => {
    const user = await createUser()
    const guest = new Agent()
    await guest.get('/forgot-password')
    await guest.post('/forgot-password', { email: user.email })
    const link = Mailbox.link(await mailbox.latest(user.email), 'http')
    const token = new URL(link).pathname.split('/').pop()!
    await guest.get('/login')
    const reset = await guest.post('/reset-password', {
      email: user.email,
      token,
      password: newPassword,
      password_confirmation: newPassword,
    })
    assert.equal(reset.location, '/login')
    assert.deepEqual(await kindsOf(user.id), ['password_reset'])

    const agent = new Agent()
    await agent.login(user.email, newPassword)
    const changed = await agent.put('/password', {
      current_password: newPassword,
      password: 'another-new-password',
      password_confirmation: 'another-new-password',
    })
    assert.equal(changed.status, 302)
    assert.deepEqual(await kindsOf(user.id), ['password_reset', 'sign_in', 'password_changed'])
  })

  test("making and revoking one's own token are recorded, without an actor", async ({ assert }) => {
    const { user, agent } = await signedIn()
    await agent.post('/profile/tokens', { name: 'CLI', abilities: ['timer'], expires_in: '30' })
    const [token] = await User.accessTokens.all(user)
    const revoked = await agent.request('DELETE', `/profile/tokens/${token.identifier}`)
    assert.equal(revoked.status, 302)
    const events = await recorded()
    assert.deepEqual(
      events.map((event) => [event.kind, event.actorId]),
      [
        ['sign_in', null],
        ['token_created', null],
        ['token_revoked', null],
      ]
    )
  })

  test("an administrator's changes are recorded on the person, with the administrator", async ({
    assert,
  }) => {
    const { admin, agent } = await signedInAdmin()
    const person = await createUser()
    const token = await User.accessTokens.create(person, ['timer'], { name: 'Script' })
    const revoked = await json(
      agent,
      'DELETE',
      `/api/admin/users/${person.id}/tokens/${token.identifier}`
    )
    assert.equal(revoked.status, 204)
    const changed = await json(agent, 'PUT', `/api/admin/users/${person.id}`, {
      email: 'moved@example.test',
      password: newPassword,
      password_confirmation: newPassword,
      role: 'admin',
      active: false,
    })
    assert.equal(changed.status, 200, changed.text)
    const reactivated = await json(agent, 'PUT', `/api/admin/users/${person.id}`, {
      active: true,
    })
    assert.equal(reactivated.status, 200)

    const events = (await recorded()).filter((event) => event.userId === person.id)
    assert.deepEqual(
      events.map((event) => event.kind),
      [
        'token_revoked',
        'password_changed',
        'email_changed',
        'role_changed',
        'account_deactivated',
        'account_activated',
      ]
    )
    assert.isTrue(events.every((event) => event.actorId === admin.id))
    assert.isTrue(events.every((event) => event.ip === '127.0.0.1'))
  })

  test('an invitation accepted is recorded', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const created = await json(agent, 'POST', '/api/admin/users', {
      name: 'Ines Invited',
      email: 'ines@example.test',
    })
    assert.equal(created.status, 201)
    const link = Mailbox.link(await mailbox.latest('ines@example.test'), 'http')
    const token = new URL(link).pathname.split('/').pop()!
    const guest = new Agent()
    await guest.get(`/invitation/${token}`)
    const accepted = await guest.post('/invitation', {
      token,
      password: newPassword,
      password_confirmation: newPassword,
    })
    assert.equal(accepted.location, '/dashboard')
    assert.deepEqual(await kindsOf(created.json.data.id), ['invitation_accepted'])
  })

  test('an event that cannot be written fails no request: it is logged', async ({
    assert,
    cleanup,
  }) => {
    const errors: unknown[] = []
    const before = logger.error
    logger.error = (...args: unknown[]) => void errors.push(args[1])
    cleanup(() => {
      logger.error = before
    })
    // No such account: the foreign key refuses the row.
    await recordSecurityEvent({ kind: 'sign_in', userId: 2_000_000_000 })
    assert.deepEqual(errors, ['A security event could not be recorded'])
    assert.lengthOf(await recorded(), 0)
  })
})

test.group("Security events: the person's own list", (group) => {
  group.each.setup(() => resetAppState())

  test("the Profile shows one's own events, newest first, in one's time zone", async ({
    assert,
  }) => {
    const { user, agent } = await signedIn({ timezone: 'Asia/Tokyo' })
    const other = await createUser()
    await SecurityEvent.create({ kind: 'sign_in_failed', userId: other.id })
    await SecurityEvent.create({ kind: 'sign_in_failed', userId: null, email: 'x@example.test' })
    const late = await SecurityEvent.create({
      kind: 'role_changed',
      userId: user.id,
      actorId: other.id,
      ip: '203.0.113.9',
      userAgent: browser,
      createdAt: DateTime.fromISO('2026-11-30T23:30:00Z'),
    })
    const page = Agent.page(await agent.get('/profile'))
    const { events, page: number, hasMore } = page.props.securityEvents
    assert.equal(number, 1)
    assert.isFalse(hasMore)
    assert.deepEqual(
      events.map((event: { kind: string }) => event.kind),
      ['sign_in', 'role_changed']
    )
    const shown = events[1]
    assert.equal(shown.id, late.id)
    // 23:30 UTC is 08:30 the next day in Tokyo.
    assert.equal(shown.date, '2026-12-01')
    assert.equal(shown.time, '08:30:00')
    assert.equal(shown.ip, '203.0.113.9')
    assert.equal(shown.browser, 'Firefox 133')
    assert.isTrue(shown.by_administrator)
    assert.notProperty(shown, 'actor')
    assert.notInclude(JSON.stringify(page.props.securityEvents), other.email)
  })

  test('20 a page, newest first, with the older ones on the next pages', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const start = DateTime.now().minus({ days: 30 })
    for (let index = 0; index < 24; index++) {
      await eventAt(user, start.plus({ hours: index }))
    }
    const first = Agent.page(await agent.get('/profile')).props.securityEvents
    assert.lengthOf(first.events, 20)
    assert.isTrue(first.hasMore)
    // The newest is the sign-in of signedIn(), the 24 made here follow.
    const second = Agent.page(await agent.get('/profile?security_events_page=2')).props
      .securityEvents
    assert.equal(second.page, 2)
    assert.lengthOf(second.events, 5)
    assert.isFalse(second.hasMore)
    const shown = [...first.events, ...second.events]
    assert.equal(shown[0].kind, 'sign_in')
    const moments = shown.map((event: { created_at: string }) => event.created_at)
    assert.deepEqual(moments, [...moments].sort().reverse())
    for (const odd of ['abc', '0', '-1', '1.5', '1e308']) {
      const page = Agent.page(await agent.get(`/profile?security_events_page=${odd}`))
      assert.equal(page.props.securityEvents.page, 1, odd)
    }
  })
})

test.group('Security events: the admin list', (group) => {
  group.each.setup(() => resetAppState())

  test('filters by person, kind and days; searches the address tried', async ({ assert }) => {
    const { admin, agent } = await signedInAdmin()
    const ann = await createUser({ name: 'Ann Example' })
    const bob = await createUser({ name: 'Bob Example' })
    const day = (iso: string) => DateTime.fromISO(iso)
    await SecurityEvent.create({
      kind: 'sign_in',
      userId: ann.id,
      createdAt: day('2026-11-02T08:00'),
    })
    await SecurityEvent.create({
      kind: 'password_changed',
      userId: ann.id,
      createdAt: day('2026-11-03T23:59'),
    })
    await SecurityEvent.create({
      kind: 'sign_in',
      userId: bob.id,
      createdAt: day('2026-11-04T00:00'),
    })
    await SecurityEvent.create({
      kind: 'sign_in_failed',
      userId: null,
      email: 'stranger@example.test',
      createdAt: day('2026-11-03T10:00'),
    })

    const list = async (filter: Record<string, unknown>) => {
      const response = await json(
        agent,
        'GET',
        listUrl('security-events', { filter, sort: 'created_at', order: 'DESC' })
      )
      assert.equal(response.status, 200, response.text)
      return response.json as { data: any[]; total: number }
    }

    const anns = await list({ user_id: ann.id })
    assert.equal(anns.total, 2)
    assert.deepEqual(
      anns.data.map((event) => event.kind),
      ['password_changed', 'sign_in']
    )
    assert.deepEqual(anns.data[0].user, { id: ann.id, name: 'Ann Example', email: ann.email })

    const signIns = await list({ kind: 'sign_in' })
    assert.sameMembers(
      signIns.data.map((event) => event.user.id),
      [ann.id, bob.id, admin.id]
    )

    const days = await list({ created_at_gte: '2026-11-03', created_at_lte: '2026-11-03' })
    assert.deepEqual(
      days.data.map((event) => event.kind),
      ['password_changed', 'sign_in_failed']
    )

    const stranger = await list({ q: 'stranger' })
    assert.equal(stranger.total, 1)
    assert.isNull(stranger.data[0].user)
    assert.equal(stranger.data[0].email, 'stranger@example.test')

    const shown = await json(agent, 'GET', `/api/admin/security-events/${stranger.data[0].id}`)
    assert.equal(shown.json.data.kind, 'sign_in_failed')

    const unknownFilter = await json(agent, 'GET', listUrl('security-events', { filter: { x: 1 } }))
    assert.equal(unknownFilter.status, 422)
    const badDay = await json(
      agent,
      'GET',
      listUrl('security-events', { filter: { created_at_gte: '2026-02-30' } })
    )
    assert.equal(badDay.status, 422)
  })

  test('is read-only and for administrators only', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const create = await json(agent, 'POST', '/api/admin/security-events', { kind: 'sign_in' })
    assert.equal(create.status, 404)
    const { agent: user } = await signedIn()
    const refused = await json(user, 'GET', '/api/admin/security-events')
    assert.equal(refused.status, 403)
  })
})

test.group('Security events: pruning', (group) => {
  group.each.setup(() => resetAppState())

  test('security-events:prune deletes the events older than the retention', async ({
    assert,
    cleanup,
  }) => {
    const user = await createUser()
    const now = DateTime.now()
    const old = await eventAt(user, now.minus({ days: 366 }))
    const kept = await eventAt(user, now.minus({ days: 364 }))
    await runCommand(PruneSecurityEvents)
    assert.deepEqual(
      (await recorded()).map((event) => event.id),
      [kept.id]
    )
    assert.isNull(await SecurityEvent.find(old.id))

    const before = securityEventsRetention.days
    securityEventsRetention.days = 30
    cleanup(() => {
      securityEventsRetention.days = before
    })
    const recent = await eventAt(user, now.minus({ days: 29 }))
    await runCommand(PruneSecurityEvents)
    assert.deepEqual(
      (await recorded()).map((event) => event.id),
      [recent.id]
    )
  })

  test('the hourly reminders:send prunes them too', async ({ assert }) => {
    const user = await createUser()
    await eventAt(user, DateTime.now().minus({ days: 400 }))
    const kept = await eventAt(user, DateTime.now().minus({ days: 1 }))
    await runCommand(SendReminders)
    assert.deepEqual(
      (await recorded()).map((event) => event.id),
      [kept.id]
    )
  })
})
