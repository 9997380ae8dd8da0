import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { unzipSync, strFromU8 } from 'fflate'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import TimeLog from '#models/time_log'
import Project from '#models/project'
import BillingBatch from '#models/billing_batch'
import Timer from '#models/timer'
import WeekSubmission from '#models/week_submission'
import PasswordResetToken from '#models/password_reset_token'
import { setLockDate } from '#services/periods'
import { sendInvitation } from '#services/invitations'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { json, signedInAdmin } from '#tests/support/admin'
import { bookable, daysAgo } from '#tests/support/bookable'
import { download, i18nFor } from '#tests/support/exports'
import { eraseAccount, purgeAccount } from '#services/account_erasure'

/** A person with two logs, a running timer, a week handed in, a token and a remember-me cookie. */
async function personWithData(overrides: Partial<User> = {}) {
  const user = await createUser({ timezone: 'Europe/Amsterdam', dateFormat: 'iso', ...overrides })
  const { client, project, task } = await bookable([user])
  const log = (date: string, startTime: string, stopTime: string, comments: string | null) =>
    TimeLog.create({
      userId: user.id,
      projectId: project.id,
      taskId: task.id,
      date,
      startTime,
      stopTime,
      comments,
    })
  await log(daysAgo(3), '09:00:00', '10:30:00', '=SUM(A1) "quoted", comma')
  await log(daysAgo(2), '13:00:00', '14:00:00', null)
  await Timer.create({
    userId: user.id,
    projectId: project.id,
    taskId: task.id,
    comments: 'Running',
    startedAt: DateTime.utc().minus({ minutes: 5 }),
  })
  await WeekSubmission.create({
    userId: user.id,
    startsOn: '2026-01-05',
    endsOn: '2026-01-11',
    status: 'submitted',
    comment: null,
    submittedAt: DateTime.utc(),
  })
  await User.accessTokens.create(user, ['time-logs:read'], { name: 'My script' })
  const agent = new Agent().asInertia()
  await agent.login(user.email, password)
  const remembered = new Agent()
  await remembered.login(user.email, password, true)
  return { user, agent, remembered, client, project, task }
}

function deleteAccount(agent: Agent, body: Record<string, unknown>, headers = {}) {
  return agent.request('DELETE', '/profile', body, { Accept: 'application/json', ...headers })
}

/** The message on each field: the portal's list of errors, or the admin API's map. */
function errorsOf(response: { json: any }): Record<string, string> {
  const errors = response.json.errors
  if (!Array.isArray(errors)) {
    return Object.fromEntries(
      Object.entries(errors as Record<string, string[]>).map(([field, [message]]) => [
        field,
        message,
      ])
    )
  }
  return Object.fromEntries(
    (errors as { field: string; message: string }[]).map((error) => [error.field, error.message])
  )
}

test.group("Deleting one's own account", (group) => {
  group.each.setup(() => resetAppState())

  test('erases the personal data, keeps the logs under "Deleted user N", signs out everywhere', async ({
    assert,
  }) => {
    const { user, agent, remembered } = await personWithData({ locale: 'nl', timeFormat: '12h' })
    await PasswordResetToken.create({
      userId: user.id,
      tokenHash: 'x'.repeat(64),
      expiresAt: DateTime.utc().plus({ hours: 1 }),
    })
    await db
      .from('users')
      .where('id', user.id)
      .update({ two_factor_secret: 'sealed', two_factor_confirmed_at: new Date() })
    await db
      .table('two_factor_recovery_codes')
      .insert({ user_id: user.id, code_hash: 'y'.repeat(64), created_at: new Date() })
    await user.refresh()
    const before = { email: user.email, password: user.password }

    const response = await agent.request('DELETE', '/profile', {
      password,
      email_confirmation: ` ${user.email.toUpperCase()} `,
    })
    assert.equal(response.status, 303)
    assert.equal(response.location, '/')

    await user.refresh()
    assert.equal(user.name, `Deleted user ${user.id}`)
    assert.equal(user.email, `deleted-${user.id}@deleted.invalid`)
    assert.notEqual(user.password, before.password)
    assert.isFalse(user.active)
    assert.equal(user.locale, 'en')
    assert.equal(user.timezone, 'UTC')
    assert.isNull(user.dateFormat)
    assert.isNull(user.timeFormat)
    // The logs and the week stay, the credentials and the timer go.
    assert.lengthOf(await TimeLog.query().where('user_id', user.id), 2)
    assert.lengthOf(await WeekSubmission.query().where('user_id', user.id), 1)
    assert.isNull(await Timer.findBy('user_id', user.id))
    for (const [table, column] of [
      ['auth_access_tokens', 'tokenable_id'],
      ['remember_me_tokens', 'tokenable_id'],
      ['password_reset_tokens', 'user_id'],
      ['invitations', 'user_id'],
      ['two_factor_recovery_codes', 'user_id'],
      ['devices', 'user_id'],
    ]) {
      assert.lengthOf(await db.from(table).where(column, user.id), 0, table)
    }
    assert.isNull(user.twoFactorSecret)
    assert.isNull(user.twoFactorConfirmedAt)
    // Their earlier security events (addresses, browsers) go; the erasure itself is noted.
    const events = await db.from('security_events').where('user_id', user.id)
    assert.deepEqual(
      events.map((event) => [event.kind, event.ip, event.user_agent]),
      [['account_erased', null, null]]
    )
    const home = Agent.page(await agent.get('/'))
    assert.match(home.props.flash.success, /^Je account is verwijderd\./)
    // Signed out here and on every other device; nobody signs in with the old credentials.
    assert.equal(await agent.locationOf('/dashboard'), '/login')
    assert.equal(await remembered.locationOf('/dashboard'), '/login')
    const login = await new Agent().post('/login', { email: before.email, password })
    assert.notEqual(login.location, '/dashboard')
  })

  test('the erased name is what lists and reports show', async ({ assert }) => {
    const { user, agent } = await personWithData()
    await deleteAccount(agent, { password, email_confirmation: user.email })
    const { agent: admin } = await signedInAdmin()
    const users = await json(admin, 'GET', `/api/admin/users/${user.id}`)
    assert.equal(users.json.data.name, `Deleted user ${user.id}`)
    assert.equal(users.json.data.email, `deleted-${user.id}@deleted.invalid`)
    const range = `date_from=${daysAgo(10)}&date_to=${daysAgo(0)}`
    const summary = await json(admin, 'GET', `/api/admin/reports/summary?${range}&group=user`)
    assert.equal(summary.status, 200)
    assert.include(JSON.stringify(summary.json), `Deleted user ${user.id}`)
    const csv = await download(admin, `/api/admin/reports/export?format=csv&group=user&${range}`)
    assert.equal(csv.status, 200)
    assert.include(csv.bytes.toString('utf8'), `Deleted user ${user.id}`)
  })

  test('a wrong password or e-mail address is refused with field errors, in English and Dutch', async ({
    assert,
  }) => {
    const { user, agent } = await personWithData()
    const wrongPassword = await deleteAccount(agent, {
      password: 'not-my-password',
      email_confirmation: user.email,
    })
    assert.equal(wrongPassword.status, 422)
    assert.deepEqual(errorsOf(wrongPassword), { password: 'The provided password is incorrect.' })
    const wrongEmail = await deleteAccount(agent, {
      password,
      email_confirmation: 'someone@example.test',
    })
    assert.equal(wrongEmail.status, 422)
    assert.match(errorsOf(wrongEmail).email_confirmation, /^This is not your account's e-mail/)
    const missing = await deleteAccount(agent, {})
    assert.equal(missing.status, 422)
    assert.sameMembers(Object.keys(errorsOf(missing)), ['password', 'email_confirmation'])
    assert.notInclude(JSON.stringify(missing.json), 'email_confirmation field')

    const dutch = await personWithData({ locale: 'nl' })
    const nlEmail = await deleteAccount(dutch.agent, { password, email_confirmation: 'x@y.test' })
    assert.match(errorsOf(nlEmail).email_confirmation, /^Dit is niet het e-mailadres/)
    const nlPassword = await deleteAccount(dutch.agent, {
      password: 'wrong',
      email_confirmation: dutch.user.email,
    })
    assert.deepEqual(errorsOf(nlPassword), { password: 'Het opgegeven wachtwoord is onjuist.' })
    const nlMissing = await deleteAccount(dutch.agent, { password: '' })
    assert.include(errorsOf(nlMissing).email_confirmation, 'e-mailadres')

    await user.refresh()
    assert.isTrue(user.active)
    assert.notEqual(user.name, `Deleted user ${user.id}`)
    assert.equal(await agent.statusOf('/dashboard'), 200)
  })

  test('the last active administrator cannot delete their account; another can', async ({
    assert,
  }) => {
    const { admin, agent } = await signedInAdmin()
    // An inactive administrator does not count.
    await createUser({ role: 'admin', active: false })
    const refused = await deleteAccount(agent, { password, email_confirmation: admin.email })
    assert.equal(refused.status, 422)
    assert.match(errorsOf(refused).account, /last active administrator/)
    await admin.refresh()
    assert.isTrue(admin.active)

    await createUser({ role: 'admin' })
    const erased = await deleteAccount(agent, { password, email_confirmation: admin.email })
    assert.equal(erased.status, 302)
    await admin.refresh()
    assert.isFalse(admin.active)
  })
})

test.group("Downloading one's data", (group) => {
  group.each.setup(() => resetAppState())

  test('one ZIP file with the profile, logs, timer, weeks and token metadata', async ({
    assert,
  }) => {
    const { user, agent, client, project, task } = await personWithData()
    const response = await download(agent, '/profile/export')
    assert.equal(response.status, 200)
    assert.equal(response.headers.get('content-type'), 'application/zip')
    const today = DateTime.now().setZone('Europe/Amsterdam').toISODate()
    assert.equal(
      response.headers.get('content-disposition'),
      `attachment; filename="hourbook-data-${today}.zip"`
    )
    const files = unzipSync(new Uint8Array(response.bytes))
    assert.sameMembers(Object.keys(files), [
      'README.txt',
      'profile.json',
      'time_logs.json',
      'time_logs.csv',
      'timer.json',
      'week_submissions.json',
      'access_tokens.json',
      'passkeys.json',
      'security_events.json',
    ])
    const read = (name: string) => JSON.parse(strFromU8(files[name]))

    const profile = read('profile.json')
    assert.equal(profile.email, user.email)
    assert.equal(profile.name, user.name)
    assert.equal(profile.timezone, 'Europe/Amsterdam')
    assert.equal(profile.date_format, 'iso')
    assert.notProperty(profile, 'password')
    assert.notInclude(strFromU8(files['profile.json']), user.password)

    const logs = read('time_logs.json')
    assert.lengthOf(logs, 2)
    assert.deepInclude(logs[0], {
      date: daysAgo(3),
      start_time: '09:00:00',
      stop_time: '10:30:00',
      seconds: 5400,
      client: client.name,
      project: project.name,
      task: task.name,
      comments: '=SUM(A1) "quoted", comma',
    })
    const csv = strFromU8(files['time_logs.csv'])
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    assert.lengthOf(lines, 3)
    assert.equal(
      lines[0],
      'id,date,start_time,stop_time,seconds,client,project,task,billable,comments,created_at,updated_at'
    )
    // A comment a spreadsheet would run as a formula is neutralised, then quoted.
    assert.include(lines[1], `,"'=SUM(A1) ""quoted"", comma",`)

    assert.deepInclude(read('timer.json'), { comments: 'Running', project: project.name })
    assert.deepEqual(read('week_submissions.json')[0].status, 'submitted')
    const tokens = read('access_tokens.json')
    assert.lengthOf(tokens, 1)
    assert.sameMembers(Object.keys(tokens[0]), [
      'name',
      'abilities',
      'created_at',
      'last_used_at',
      'expires_at',
    ])
    assert.deepEqual(tokens[0].abilities, ['time-logs:read'])
    const stored = await db.from('auth_access_tokens').where('tokenable_id', user.id).first()
    assert.notInclude(strFromU8(files['access_tokens.json']), stored.hash)
    const events = read('security_events.json') as Record<string, unknown>[]
    assert.isAbove(events.length, 0)
    assert.deepInclude(events[0], { kind: 'sign_in', by_administrator: false })
    assert.sameMembers(Object.keys(events[0]), [
      'kind',
      'at',
      'by_administrator',
      'ip',
      'user_agent',
    ])
    assert.include(strFromU8(files['README.txt']), 'time_logs.csv')
  })

  test('someone without logs or timer gets empty lists and null', async ({ assert }) => {
    const user = await createUser()
    const agent = new Agent()
    await agent.login(user.email, password)
    const response = await download(agent, '/profile/export')
    const files = unzipSync(new Uint8Array(response.bytes))
    assert.deepEqual(JSON.parse(strFromU8(files['time_logs.json'])), [])
    assert.isNull(JSON.parse(strFromU8(files['timer.json'])))
  })

  test('once a minute per person: 429 with Retry-After and a message, in Dutch too', async ({
    assert,
  }) => {
    const { agent } = await personWithData({ locale: 'nl' })
    const first = await download(agent, '/profile/export')
    assert.equal(first.status, 200)
    // The README is in the person's language.
    const readme = strFromU8(unzipSync(new Uint8Array(first.bytes))['README.txt'])
    assert.match(readme, /^Je gegevens uit Hourbook\r\n/)
    assert.include(readme, '(voor\r\nspreadsheets)')
    assert.include(readme, "programma's")
    const again = await agent.request('GET', '/profile/export', undefined, {
      Accept: 'application/json',
    })
    assert.equal(again.status, 429)
    const retryAfter = Number(again.headers.get('retry-after'))
    assert.isAbove(retryAfter, 0)
    assert.isAtMost(retryAfter, 60)
    assert.match(again.json.message, /^Je kunt je gegevens één keer per minuut downloaden\./)
    // Another person's turn is their own.
    const other = await createUser()
    const otherAgent = new Agent()
    await otherAgent.login(other.email, password)
    assert.equal((await download(otherAgent, '/profile/export')).status, 200)
  })

  test('signed out, the download sends to the login page', async ({ assert }) => {
    const response = await new Agent().get('/profile/export')
    assert.equal(response.location, '/login')
  })
})

test.group('Admin API: erasing and purging a person', (group) => {
  group.each.setup(() => resetAppState())

  for (const prefix of ['/api/admin', '/api/v1/admin']) {
    test(`${prefix}: erase keeps the logs under the anonymous name`, async ({ assert }) => {
      const { agent } = await signedInAdmin()
      const { user, remembered } = await personWithData()
      const response = await json(agent, 'POST', `${prefix}/users/${user.id}/erasure`, {
        password,
      })
      assert.equal(response.status, 200)
      assert.equal(response.json.data.name, `Deleted user ${user.id}`)
      assert.equal(response.json.data.email, `deleted-${user.id}@deleted.invalid`)
      assert.isFalse(response.json.data.active)
      assert.lengthOf(await TimeLog.query().where('user_id', user.id), 2)
      assert.lengthOf(await db.from('auth_access_tokens').where('tokenable_id', user.id), 0)
      assert.equal(await remembered.locationOf('/dashboard'), '/login')
      const [erased] = await db.from('security_events').where('user_id', user.id)
      assert.equal(erased.kind, 'account_erased')
      assert.isNotNull(erased.actor_id)
    })
  }

  test("erase and purge need the administrator's own password", async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const { user } = await personWithData()
    for (const action of ['erasure', 'purge']) {
      const wrong = await json(agent, 'POST', `/api/admin/users/${user.id}/${action}`, {
        password: 'not-my-password',
      })
      assert.equal(wrong.status, 422)
      assert.deepEqual(errorsOf(wrong), { password: 'The provided password is incorrect.' })
      const missing = await json(agent, 'POST', `/api/admin/users/${user.id}/${action}`, {})
      assert.equal(missing.status, 422)
    }
    await user.refresh()
    assert.isTrue(user.active)
    assert.lengthOf(await TimeLog.query().where('user_id', user.id), 2)
  })

  test('no erasing or purging oneself here; unknown people are 404', async ({ assert }) => {
    const { admin, agent } = await signedInAdmin()
    for (const action of ['erasure', 'purge']) {
      const own = await json(agent, 'POST', `/api/admin/users/${admin.id}/${action}`, { password })
      assert.equal(own.status, 409)
      assert.equal(own.json.message, 'Delete your own account from your profile instead.')
      const unknown = await json(agent, 'POST', `/api/admin/users/999999/${action}`, { password })
      assert.equal(unknown.status, 404)
    }
  })

  test('the service keeps the last active administrator, whoever asks', async ({ assert }) => {
    const admin = await createUser({ role: 'admin' })
    await createUser({ role: 'admin', active: false })
    const i18n = await i18nFor('en')
    for (const remove of [
      () => eraseAccount(admin, i18n, { own: false }),
      () => purgeAccount(admin, i18n),
    ]) {
      await assert.rejects(
        remove,
        'This is the last active administrator. Make someone else an administrator first.'
      )
    }
    await admin.refresh()
    assert.isTrue(admin.active)
    assert.notEqual(admin.name, `Deleted user ${admin.id}`)
  })

  test('purge deletes the person with their logs, timer, weeks and tokens', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const { user, project } = await personWithData()
    const loggedBefore = Number(
      (await db.from('projects').where('id', project.id).first()).logged_seconds
    )
    assert.equal(loggedBefore, 9000)
    const response = await json(agent, 'POST', `/api/v1/admin/users/${user.id}/purge`, {
      password,
    })
    assert.equal(response.status, 204)
    assert.isNull(await User.find(user.id))
    assert.lengthOf(await TimeLog.query().where('user_id', user.id), 0)
    assert.lengthOf(await WeekSubmission.query().where('user_id', user.id), 0)
    assert.isNull(await Timer.findBy('user_id', user.id))
    assert.lengthOf(await db.from('auth_access_tokens').where('tokenable_id', user.id), 0)
    assert.lengthOf(await db.from('daily_log_totals').where('user_id', user.id), 0)
    const loggedAfter = Number(
      (await db.from('projects').where('id', project.id).first()).logged_seconds
    )
    assert.equal(loggedAfter, 0)
  })

  test('purge is refused with an approved week, a billed log, and a log in a locked period', async ({
    assert,
  }) => {
    const { admin, agent } = await signedInAdmin({ locale: 'nl' })
    const { user } = await personWithData()
    await WeekSubmission.query().where('user_id', user.id).update({ status: 'approved' })
    const approved = await json(agent, 'POST', `/api/admin/users/${user.id}/purge`, { password })
    assert.equal(approved.status, 409)
    assert.match(approved.json.message, /^Deze persoon heeft goedgekeurde weken/)

    await WeekSubmission.query().where('user_id', user.id).update({ status: 'rejected' })
    const log = await TimeLog.query().where('user_id', user.id).firstOrFail()
    const batch = await BillingBatch.create({
      number: '2026-0001',
      issuedOn: daysAgo(0),
      clientId: (await Project.findOrFail(log.projectId)).clientId,
      projectId: null,
      dateFrom: daysAgo(30),
      dateTo: daysAgo(0),
      grouping: 'task',
      logCount: 1,
      seconds: 3600,
      subtotal: 0,
      taxRate: null,
      tax: 0,
      total: 0,
      currency: 'EUR',
      createdBy: admin.id,
    })
    await TimeLog.query().where('id', log.id).update({ billing_batch_id: batch.id })
    const billed = await json(agent, 'POST', `/api/admin/users/${user.id}/purge`, { password })
    assert.equal(billed.status, 409)
    assert.match(billed.json.message, /^Deze persoon heeft gefactureerde registraties/)
    await TimeLog.query().where('id', log.id).update({ billing_batch_id: null })

    await setLockDate(daysAgo(3), admin)
    const locked = await json(agent, 'POST', `/api/admin/users/${user.id}/purge`, { password })
    assert.equal(locked.status, 409)
    assert.include(locked.json.message, daysAgo(3))
    assert.isNotNull(await User.find(user.id))
    assert.lengthOf(await TimeLog.query().where('user_id', user.id), 2)

    // Erasing the personal data stays possible.
    const erased = await json(agent, 'POST', `/api/admin/users/${user.id}/erasure`, { password })
    assert.equal(erased.status, 200)

    // With the lock date before the logs and no approved week, the purge goes through.
    await setLockDate(daysAgo(4), admin)
    const purged = await json(agent, 'POST', `/api/admin/users/${user.id}/purge`, { password })
    assert.equal(purged.status, 204)
  })

  test("an invited person's link stops working once erased", async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const invited = await createUser()
    await sendInvitation(invited)
    assert.lengthOf(await db.from('invitations').where('user_id', invited.id), 1)
    await json(agent, 'POST', `/api/admin/users/${invited.id}/erasure`, { password })
    assert.lengthOf(await db.from('invitations').where('user_id', invited.id), 0)
  })
})
