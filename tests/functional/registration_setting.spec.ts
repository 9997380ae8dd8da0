import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import User from '#models/user'
import UserCreate from '#commands/user_create'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { json, signedInAdmin } from '#tests/support/admin'
import { withRegistration } from '#tests/support/registration'

const newAccount = {
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  password: 'analytical-engine',
  password_confirmation: 'analytical-engine',
  timezone: 'Europe/Amsterdam',
}

test.group('REGISTRATION setting', (group) => {
  group.each.setup(() => resetAppState())

  test('open: the pages link to registration and visitors register', async ({ assert }) => {
    await withRegistration('open', async () => {
      for (const path of ['/', '/login']) {
        const page = Agent.page(await new Agent().get(path))
        assert.isTrue(page.props.registrationOpen, path)
      }
      const agent = new Agent()
      assert.equal(await agent.statusOf('/register'), 200)
      const response = await agent.post('/register', newAccount)
      assert.equal(response.location, '/verify-email')
      assert.isNotNull(await User.findBy('email', 'ada@example.test'))
    })
  })

  test('closed: no page links to registration, and /register is not found', async ({ assert }) => {
    await withRegistration('closed', async () => {
      for (const path of ['/', '/login', '/forgot-password']) {
        const page = Agent.page(await new Agent().get(path))
        assert.isFalse(page.props.registrationOpen, path)
      }
      const agent = new Agent()
      const shown = await agent.get('/register')
      assert.equal(shown.status, 404)
      const page = Agent.page(shown)
      assert.equal(page.component, 'errors/show')
      assert.equal(page.props.status, 404)
      assert.notInclude(shown.text, 'href="/register"')

      await agent.get('/login')
      const posted = await agent.post('/register', newAccount)
      assert.equal(posted.status, 404)
      assert.isNull(await User.findBy('email', 'ada@example.test'))
    })
  })

  test('closed: the login page renders without a link to /register', async ({ assert }) => {
    await withRegistration('closed', async () => {
      const login = await new Agent().get('/login')
      assert.notInclude(login.text, 'href="/register"')
    })
    const open = await new Agent().get('/login')
    assert.include(open.text, 'href="/register"')
  })

  test('closed: administrators still make accounts, by the panel and by user:create', async ({
    assert,
  }) => {
    await withRegistration('closed', async () => {
      const { agent } = await signedInAdmin()
      const created = await json(agent, 'POST', '/api/admin/users', {
        name: 'Grace Hopper',
        email: 'grace@example.test',
      })
      assert.equal(created.status, 201)
      const invited = await User.findByOrFail('email', 'grace@example.test')
      assert.isNotNull(invited.invitedAt)

      const ace = await app.container.make('ace')
      ace.ui.switchMode('raw')
      const command = await ace.create(UserCreate, ['--name=Ann', '--email=ann@example.test'])
      command.prompt.trap('Password').replyWith('a-long-password')
      command.prompt.trap('Repeat the password').replyWith('a-long-password')
      await command.exec()
      command.assertSucceeded()
      assert.isNotNull(await User.findBy('email', 'ann@example.test'))
    })
  })
})
