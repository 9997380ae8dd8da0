import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import User from '#models/user'
import TimeLog from '#models/time_log'
import UserCreate from '#commands/user_create'
import { Agent } from '#tests/support/agent'
import { ace } from '#tests/support/ace'
import { json, signedInAdmin } from '#tests/support/admin'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { bookable, daysAgo } from '#tests/support/bookable'

const newPassword = { password: 'a-long-new-secret', password_confirmation: 'a-long-new-secret' }

async function userCreate(args: string[], { prompted = true } = {}) {
  const kernel = await app.container.make('ace')
  kernel.ui.switchMode('raw')
  const command = await kernel.create(UserCreate, args)
  if (prompted) {
    command.prompt.trap('Password').replyWith('a-long-password')
    command.prompt.trap('Repeat the password').replyWith('a-long-password')
  }
  await command.exec()
  return command
}

/** Runs `node ace ...args` in a process of its own with APP_TIMEZONE set. */
async function aceWithAppTimezone(timezone: string, args: string[], answers: [string, string][]) {
  const before = process.env.APP_TIMEZONE
  process.env.APP_TIMEZONE = timezone
  try {
    return await ace(args, answers)
  } finally {
    if (before === undefined) delete process.env.APP_TIMEZONE
    else process.env.APP_TIMEZONE = before
  }
}

test.group('Time zones', (group) => {
  group.each.setup(() => resetAppState())

  test('the profile shows the time zone and saves another one as its IANA name', async ({
    assert,
  }) => {
    const user = await createUser()
    const agent = new Agent().asInertia()
    await agent.login(user.email, password)
    assert.equal(Agent.page(await agent.get('/profile')).props.profile.timezone, 'UTC')

    await agent.put('/profile', { name: user.name, locale: 'en', timezone: 'america/new_york' })
    await user.refresh()
    assert.equal(user.timezone, 'America/New_York')
    assert.equal(Agent.page(await agent.get('/profile')).props.profile.timezone, 'America/New_York')
  })

  test('an unknown time zone is refused in the language of the page', async ({ assert }) => {
    const user = await createUser({ timezone: 'Europe/Amsterdam' })
    const agent = new Agent().asInertia()
    await agent.login(user.email, password)

    await agent.put('/profile', { name: user.name, locale: 'en', timezone: 'Mars/Olympus_Mons' })
    let page = Agent.page(await agent.get('/profile'))
    assert.equal(
      page.props.errors.timezone,
      'The Time zone field must be a time zone such as Europe/Amsterdam.'
    )

    await agent.put('/profile', { name: user.name, locale: 'nl' })
    await agent.put('/profile', { name: user.name, locale: 'nl', timezone: 'x'.repeat(65) })
    page = Agent.page(await agent.get('/profile'))
    assert.match(page.props.errors.timezone, /^Het veld Tijdzone/)
    await user.refresh()
    assert.equal(user.timezone, 'Europe/Amsterdam')
  })

  test('a change of time zone moves no stored log', async ({ assert }) => {
    const user = await createUser({ timezone: 'Europe/Amsterdam' })
    const { project, task } = await bookable([user])
    const date = daysAgo(2, 'Europe/Amsterdam')
    const log = await TimeLog.create({
      userId: user.id,
      projectId: project.id,
      taskId: task.id,
      date,
      startTime: '09:00:00',
      stopTime: '10:30:00',
      comments: null,
    })
    const agent = new Agent().asInertia()
    await agent.login(user.email, password)
    await agent.put('/profile', { name: user.name, locale: 'en', timezone: 'Asia/Tokyo' })

    await log.refresh()
    assert.equal(log.date, date)
    assert.equal(log.startTime, '09:00:00')
    assert.equal(log.stopTime, '10:30:00')
  })

  test('an administrator sets the time zone; left out, the installation default', async ({
    assert,
  }) => {
    const { agent } = await signedInAdmin()
    const zoned = await json(agent, 'POST', '/api/admin/users', {
      name: 'Ann',
      email: 'ann@example.test',
      timezone: 'Asia/Tokyo',
      ...newPassword,
    })
    assert.equal(zoned.status, 201)
    assert.equal(zoned.json.data.timezone, 'Asia/Tokyo')

    const plain = await json(agent, 'POST', '/api/admin/users', {
      name: 'Bob',
      email: 'bob@example.test',
      ...newPassword,
    })
    assert.equal(plain.json.data.timezone, 'UTC')

    const moved = await json(agent, 'PUT', `/api/admin/users/${plain.json.data.id}`, {
      name: 'Bob',
      email: 'bob@example.test',
      timezone: 'Europe/Amsterdam',
    })
    assert.equal(moved.status, 200)
    assert.equal(
      (await User.findByOrFail('email', 'bob@example.test')).timezone,
      'Europe/Amsterdam'
    )

    const refused = await json(agent, 'POST', '/api/admin/users', {
      name: 'Cy',
      email: 'cy@example.test',
      timezone: 'Nowhere/Land',
      ...newPassword,
    })
    assert.equal(refused.status, 422)
    assert.deepEqual(refused.json.errors, {
      timezone: ['The Time zone field must be a time zone such as Europe/Amsterdam.'],
    })
    assert.isNull(await User.findBy('email', 'cy@example.test'))
  })

  test('user:create takes --timezone', async ({ assert }) => {
    ;(
      await userCreate(['--name=Ann', '--email=ann@example.test', '--timezone=asia/tokyo'])
    ).assertSucceeded()
    assert.equal((await User.findByOrFail('email', 'ann@example.test')).timezone, 'Asia/Tokyo')
  })

  test('user:create without --timezone gives the installation default', async ({ assert }) => {
    ;(await userCreate(['--name=Bob', '--email=bob@example.test'])).assertSucceeded()
    assert.equal((await User.findByOrFail('email', 'bob@example.test')).timezone, 'UTC')
  })

  test('user:create refuses an unknown time zone before asking for a password', async ({
    assert,
  }) => {
    const command = await userCreate(
      ['--name=Cy', '--email=cy@example.test', '--timezone=Nowhere'],
      {
        prompted: false,
      }
    )
    command.assertFailed()
    command.assertLog(
      '[ red(error) ] The timezone must be an IANA time zone such as Europe/Amsterdam',
      'stderr'
    )
    assert.isNull(await User.findBy('email', 'cy@example.test'))
  })

  test('APP_TIMEZONE is the time zone of accounts made without one', async ({ assert }) => {
    const finished = await aceWithAppTimezone(
      'Europe/Lisbon',
      ['user:create', '--name=Dee', '--email=dee@example.test'],
      [
        ['Password', 'a-long-password'],
        ['Repeat the password', 'a-long-password'],
      ]
    )
    assert.equal(finished.code, 0, finished.output)
    const dee = await User.findBy('email', 'dee@example.test')
    assert.equal(dee?.timezone, 'Europe/Lisbon', finished.output)
  }).timeout(90_000)

  test('an unknown APP_TIMEZONE stops the app from starting, saying why', async ({ assert }) => {
    const finished = await aceWithAppTimezone(
      'Mars/Olympus_Mons',
      ['user:create', '--name=Eve', '--email=eve@example.test'],
      []
    )
    assert.equal(finished.code, 1)
    assert.include(finished.output, 'APP_TIMEZONE must be an IANA time zone')
    assert.isNull(await User.findBy('email', 'eve@example.test'))
  }).timeout(90_000)
})
