import { test } from '@japa/runner'
import i18nManager from '@adonisjs/i18n/services/main'
import TimeLog from '#models/time_log'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { bookable, daysAgo } from '#tests/support/bookable'

async function signedIn() {
  const user = await createUser()
  const agent = new Agent()
  await agent.login(user.email, password)
  return { user, agent }
}

const dashboard = async (agent: Agent) => Agent.page(await agent.get('/dashboard')).props

test.group('Dashboard on a first visit', (group) => {
  group.each.setup(() => resetAppState())

  test('a new user without a connection is new here and cannot log time', async ({ assert }) => {
    const { agent } = await signedIn()
    const props = await dashboard(agent)
    assert.isTrue(props.new_here)
    assert.isFalse(props.can_log_time)
  })

  test('an inactive connection does not let the user log time', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const { connection } = await bookable([user])
    connection.active = false
    await connection.save()
    assert.isFalse((await dashboard(agent)).can_log_time)
  })

  test('a connection lets the user log time; the first log makes them a returning user', async ({
    assert,
  }) => {
    const { user, agent } = await signedIn()
    const { project, task } = await bookable([user])
    const before = await dashboard(agent)
    assert.isTrue(before.new_here)
    assert.isTrue(before.can_log_time)

    await TimeLog.create({
      userId: user.id,
      projectId: project.id,
      taskId: task.id,
      date: daysAgo(40),
      startTime: '09:00:00',
      stopTime: '10:00:00',
      comments: null,
    })
    const after = await dashboard(agent)
    assert.isFalse(after.new_here)
    assert.isTrue(after.can_log_time)
  })

  test('the greeting and the notice read well in {name}')
    .with([
      {
        name: 'English',
        language: 'en',
        welcome: 'Welcome, Anna!',
        notice: 'You cannot log time yet: ask an administrator to give you access to a project.',
      },
      {
        name: 'Dutch',
        language: 'nl',
        welcome: 'Welkom, Anna!',
        notice:
          'Je kunt nog geen tijd registreren: vraag een beheerder om je toegang te geven tot een project.',
      },
    ])
    .run(({ assert }, { language, welcome, notice }) => {
      const i18n = i18nManager.locale(language)
      assert.equal(i18n.t('messages.welcome', { name: 'Anna' }), welcome)
      assert.equal(i18n.t('time_logs.empty.no_connection'), notice)
    })
})
