import { test } from '@japa/runner'
import User from '#models/user'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'

async function signedIn() {
  const user = await createUser()
  const agent = new Agent().asInertia()
  await agent.login(user.email, password)
  return { user, agent }
}

test.group('Profile, password update and password confirmation', (group) => {
  group.each.setup(() => resetAppState())

  test('the profile page shows the name, e-mail, language, time zone and formats', async ({
    assert,
  }) => {
    const { user, agent } = await signedIn()
    const page = Agent.page(await agent.get('/profile'))
    assert.equal(page.component, 'profile/edit')
    assert.deepEqual(page.props.profile, {
      name: user.name,
      email: user.email,
      locale: 'en',
      timezone: 'UTC',
      date_format: null,
      time_format: null,
    })
  })

  test('name and language are saved; the page follows the new language', async ({ assert }) => {
    const { user, agent } = await signedIn()
    await agent.put('/profile', { name: 'Grace Hopper', locale: 'nl' })
    await user.refresh()
    assert.equal(user.name, 'Grace Hopper')
    assert.equal(user.locale, 'nl')
    const page = Agent.page(await agent.get('/profile'))
    assert.equal(page.props.locale, 'nl')
    assert.deepEqual(page.props.flash, { success: 'Profiel opgeslagen.' })
  })

  test('an empty name or unknown language is refused', async ({ assert }) => {
    const { user, agent } = await signedIn()
    await agent.put('/profile', { name: '  ', locale: 'xx' })
    const page = Agent.page(await agent.get('/profile'))
    assert.equal(page.props.errors.name, 'The Name field is required.')
    assert.equal(page.props.errors.locale, 'The selected Language is invalid.')
    await user.refresh()
    assert.notEqual(user.name, '  ')
  })

  test('the password changes given the current one; other sessions end, this one goes on', async ({
    assert,
  }) => {
    const { user, agent } = await signedIn()
    const elsewhere = new Agent()
    await elsewhere.login(user.email, password)

    const response = await agent.put('/password', {
      current_password: password,
      password: 'a-brand-new-secret',
      password_confirmation: 'a-brand-new-secret',
    })
    assert.equal(response.status, 303)
    const page = Agent.page(await agent.get('/profile'))
    assert.deepEqual(page.props.flash, { success: 'Password updated.' })
    assert.equal(await agent.statusOf('/dashboard'), 200)
    assert.equal(await elsewhere.locationOf('/dashboard'), '/login')
    await User.verifyCredentials(user.email, 'a-brand-new-secret')
  })

  test('a wrong current password or a weak new one changes nothing', async ({ assert }) => {
    const { user, agent } = await signedIn()
    await agent.put('/password', {
      current_password: 'not-my-password',
      password: 'a-brand-new-secret',
      password_confirmation: 'a-brand-new-secret',
    })
    let page = Agent.page(await agent.get('/profile'))
    assert.equal(page.props.errors.current_password, 'The provided password is incorrect.')

    await agent.put('/password', {
      current_password: password,
      password: user.email,
      password_confirmation: user.email,
    })
    page = Agent.page(await agent.get('/profile'))
    assert.equal(page.props.errors.password, 'The Password may not be your email address.')
    await User.verifyCredentials(user.email, password)
  })

  test('confirm password: a wrong password is refused, the right one goes on', async ({
    assert,
  }) => {
    const { agent } = await signedIn()
    assert.equal(
      Agent.page(await agent.get('/confirm-password')).component,
      'auth/confirm_password'
    )

    await agent.post('/confirm-password', { password: 'not-my-password' })
    const page = Agent.page(await agent.get('/confirm-password'))
    assert.equal(page.props.errors.password, 'The provided password is incorrect.')

    const response = await agent.post('/confirm-password', { password })
    assert.equal(response.location, '/dashboard')
  })
})
