import { test } from '@japa/runner'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { signedInAdmin, panelRoot } from '#tests/support/admin'
const panelPaths = ['/admin', '/admin/clients', '/admin/time-logs/create', '/admin/users/1/edit']

test.group('Admin panel page', (group) => {
  group.each.setup(() => resetAppState())

  test('guests are sent to the login page', async ({ assert }) => {
    assert.equal(await new Agent().locationOf('/admin/clients'), '/login')
  })

  test('users without view-admin get 403, confirmed or not', async ({ assert }) => {
    const user = await createUser()
    const agent = new Agent()
    await agent.login(user.email, password)
    for (const path of panelPaths) assert.equal(await agent.statusOf(path), 403, path)
    await agent.post('/confirm-password', { password })
    for (const path of panelPaths) {
      const response = await agent.get(path)
      assert.equal(response.status, 403, path)
      assert.notInclude(response.text, 'id="admin"')
    }
  })

  test('an admin confirms the password first, then lands where they were going', async ({
    assert,
  }) => {
    const admin = await createUser({ role: 'admin' })
    const agent = new Agent()
    await agent.login(admin.email, password)
    assert.equal(await agent.locationOf('/admin/projects/create'), '/confirm-password')
    const confirmed = await agent.post('/confirm-password', { password })
    assert.equal(confirmed.location, '/admin/projects/create')
    assert.equal(await agent.statusOf('/admin/projects/create'), 200)
  })

  test('a confirmed admin gets the panel on every path below /admin', async ({ assert }) => {
    const { admin, agent } = await signedInAdmin()
    for (const path of panelPaths) {
      const response = await agent.get(path)
      assert.equal(response.status, 200, path)
      assert.match(response.text, panelRoot(admin.id), path)
      assert.include(response.text, '<title>Admin Panel — Hourbook</title>', path)
      assert.include(response.text, "localStorage.getItem('hourbook.theme')", path)
    }
  })

  test('the page speaks the admin’s language', async ({ assert }) => {
    const { agent } = await signedInAdmin({ locale: 'nl' })
    const response = await agent.get('/admin')
    assert.include(response.text, '<html lang="nl">')
    assert.include(response.text, '<title>Beheerpaneel — Hourbook</title>')
  })

  test('an Inertia visit gets a full page load instead', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    agent.asInertia()
    await agent.get('/dashboard')
    const response = await agent.get('/admin')
    assert.equal(response.status, 409)
    assert.match(response.headers.get('x-inertia-location')!, /\/admin$/)
  })
})
