import { test } from '@japa/runner'
import { Agent } from '#tests/support/agent'
import { UserFactory } from '#database/factories/user_factory'
import { resetAppState } from '#tests/support/database'

const password = 'correct-horse-1'

test.group('Shared page props', (group) => {
  group.each.setup(() => resetAppState())

  test('a guest gets exactly the documented shared props', async ({ assert }) => {
    const page = Agent.page(await new Agent().get('/'))
    assert.equal(page.component, 'home')
    assert.deepEqual(page.props.auth, { user: null, can: { 'view-admin': false } })
    assert.equal(page.props.locale, 'en')
    assert.deepEqual(page.props.locales, { en: 'English', nl: 'Nederlands' })
    assert.deepEqual(page.props.flash, {})
    assert.deepEqual(page.props.errors, {})
    assert.isTrue(page.props.canLogin)
  })

  test('an admin has view-admin, a user has not', async ({ assert }) => {
    const admin = await UserFactory.apply('admin').merge({ password }).create()
    const user = await UserFactory.merge({ password }).create()

    const asAdmin = new Agent().asInertia()
    await asAdmin.login(admin.email, password)
    assert.isTrue(Agent.page(await asAdmin.get('/dashboard')).props.auth.can['view-admin'])

    const asUser = new Agent().asInertia()
    await asUser.login(user.email, password)
    assert.isFalse(Agent.page(await asUser.get('/dashboard')).props.auth.can['view-admin'])
  })

  test('the user prop never carries more than id, name and e-mail', async ({ assert }) => {
    const user = await UserFactory.merge({ password }).create()
    const agent = new Agent().asInertia()
    await agent.login(user.email, password)
    const page = Agent.page(await agent.get('/dashboard'))
    assert.sameMembers(Object.keys(page.props.auth.user), [
      'id',
      'name',
      'email',
      'timezone',
      'date_format',
      'time_format',
    ])
    assert.notInclude(JSON.stringify(page), user.password)
  })

  test('logging out says so with a success flash', async ({ assert }) => {
    const user = await UserFactory.merge({ password }).create()
    const agent = new Agent().asInertia()
    await agent.login(user.email, password)
    await agent.post('/logout')
    const page = Agent.page(await agent.get('/login'))
    assert.deepEqual(page.props.flash, { success: 'You have been logged out.' })
  })
})
