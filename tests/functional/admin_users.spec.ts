import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import TimeLog from '#models/time_log'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { json, listUrl, signedInAdmin } from '#tests/support/admin'
import { bookable, daysAgo } from '#tests/support/bookable'

/** Keeps only the remember-me cookie, as a browser that was closed and opened again. */
function rememberOnly(agent: Agent) {
  for (const name of [...agent.cookies.keys()]) {
    if (!name.startsWith('remember_')) agent.cookies.delete(name)
  }
  return agent
}

/** The user signed in on one agent, and on another that keeps only its remember-me cookie. */
async function signedInTwice(user: User) {
  const session = new Agent()
  await session.login(user.email, password)
  const remembered = new Agent()
  await remembered.login(user.email, password, true)
  return { session, remembered: rememberOnly(remembered) }
}

test.group('Admin API: users', (group) => {
  group.each.setup(() => resetAppState())

  test('create, show, update and delete a user; never the password hash', async ({ assert }) => {
    const { agent } = await signedInAdmin()

    const created = await json(agent, 'POST', '/api/admin/users', {
      name: 'Grace Hopper',
      email: ' Grace@Example.TEST ',
      role: 'admin',
      available_hours: 32.5,
      password: 'a-long-new-secret',
      password_confirmation: 'a-long-new-secret',
    })
    assert.equal(created.status, 201)
    const record = created.json.data
    assert.deepEqual(Object.keys(record).sort(), [
      'active',
      'available_hours',
      'billable_rate',
      'cost_rate',
      'created_at',
      'date_format',
      'email',
      'email_verified_at',
      'id',
      'invited',
      'invited_at',
      'locale',
      'name',
      'role',
      'time_format',
      'timezone',
      'two_factor',
      'updated_at',
    ])
    assert.include(record, {
      name: 'Grace Hopper',
      email: 'grace@example.test',
      role: 'admin',
      active: true,
      available_hours: 32.5,
    })
    assert.isString(record.email_verified_at)
    assert.notInclude(created.text, 'scrypt')
    const user = await User.findOrFail(record.id)
    assert.isTrue(await hash.verify(user.password, 'a-long-new-secret'))

    const shown = await json(agent, 'GET', `/api/admin/users/${record.id}`)
    assert.deepEqual(shown.json, created.json)
    const listed = await json(agent, 'GET', listUrl('users', { filter: { q: 'grace' } }))
    assert.notInclude(listed.text, 'scrypt')
    assert.notProperty(listed.json.data[0], 'password')

    // No password on update keeps the current one.
    const updated = await json(agent, 'PUT', `/api/admin/users/${record.id}`, {
      ...record,
      name: 'Rear Admiral Hopper',
      available_hours: null,
      password: '',
    })
    assert.equal(updated.status, 200)
    assert.include(updated.json.data, { name: 'Rear Admiral Hopper', available_hours: null })
    await user.refresh()
    assert.isTrue(await hash.verify(user.password, 'a-long-new-secret'))

    assert.equal((await json(agent, 'DELETE', `/api/admin/users/${record.id}`)).status, 204)
    assert.isNull(await User.find(record.id))
  })

  test('invalid fields answer 422 with the registration password rules', async ({ assert }) => {
    const { admin, agent } = await signedInAdmin()

    // No password is no error: the new user is invited (tests/functional/invitations.spec.ts).
    const missing = await json(agent, 'POST', '/api/admin/users', { role: 'root' })
    assert.deepEqual(missing.json.errors, {
      name: ['The Name field is required.'],
      email: ['The Email field is required.'],
      role: ['The selected Role is invalid.'],
    })

    const weak = await json(agent, 'POST', '/api/admin/users', {
      name: 'Someone',
      email: admin.email.toUpperCase(),
      available_hours: 200,
      password: 'short',
      password_confirmation: 'short',
    })
    assert.deepEqual(weak.json.errors, {
      email: ['The Email has already been taken.'],
      available_hours: ['The Available hours field must not be greater than 168.'],
      password: ['The Password field must be at least 8 characters.'],
    })

    const breached = await json(agent, 'POST', '/api/admin/users', {
      name: 'Someone',
      email: 'someone@example.test',
      password: 'password123',
      password_confirmation: 'password123',
    })
    assert.deepEqual(breached.json.errors, {
      password: [
        'The given Password has appeared in a data leak. Please choose a different Password.',
      ],
    })

    const unconfirmed = await json(agent, 'PUT', `/api/admin/users/${admin.id}`, {
      password: 'a-long-new-secret',
      password_confirmation: 'something-else',
    })
    assert.deepEqual(unconfirmed.json.errors, {
      password_confirmation: ['The Password confirmation does not match.'],
    })
  })

  test('deactivating a user ends their sessions and remember-me at once', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const user = await createUser()
    const { session, remembered } = await signedInTwice(user)
    assert.equal(await remembered.statusOf('/dashboard'), 200)
    rememberOnly(remembered)

    const response = await json(agent, 'PUT', `/api/admin/users/${user.id}`, { active: false })
    assert.equal(response.status, 200)
    assert.equal(await session.locationOf('/dashboard'), '/login')
    assert.equal(await remembered.locationOf('/dashboard'), '/login')
    const [{ total }] = await db
      .from('remember_me_tokens')
      .where('tokenable_id', user.id)
      .count('* as total')
    assert.equal(Number(total), 0)
  })

  test('changing the role or the password also signs the user out everywhere', async ({
    assert,
  }) => {
    const { agent } = await signedInAdmin()
    const user = await createUser()
    const first = await signedInTwice(user)
    await json(agent, 'PUT', `/api/admin/users/${user.id}`, { role: 'admin' })
    assert.equal(await first.session.locationOf('/dashboard'), '/login')
    assert.equal(await first.remembered.locationOf('/dashboard'), '/login')

    const second = await signedInTwice(user)
    await json(agent, 'PUT', `/api/admin/users/${user.id}`, { name: 'Renamed' })
    assert.equal(await second.session.statusOf('/dashboard'), 200)
    await json(agent, 'PUT', `/api/admin/users/${user.id}`, {
      password: 'a-long-new-secret',
      password_confirmation: 'a-long-new-secret',
    })
    assert.equal(await second.session.locationOf('/dashboard'), '/login')
  })

  test('deleting a user ends their sessions; a user with logs cannot be deleted', async ({
    assert,
  }) => {
    const { agent } = await signedInAdmin()
    const user = await createUser()
    const { session, remembered } = await signedInTwice(user)
    assert.equal((await json(agent, 'DELETE', `/api/admin/users/${user.id}`)).status, 204)
    assert.equal(await session.locationOf('/dashboard'), '/login')
    assert.equal(await remembered.locationOf('/dashboard'), '/login')

    const worker = await createUser()
    const { project, task } = await bookable([worker])
    await TimeLog.create({
      userId: worker.id,
      projectId: project.id,
      taskId: task.id,
      date: daysAgo(1),
      startTime: '09:00:00',
      stopTime: '10:00:00',
      comments: null,
    })
    const refused = await json(agent, 'DELETE', `/api/admin/users/${worker.id}`)
    assert.equal(refused.status, 409)
    assert.deepEqual(refused.json, {
      message: 'This user has time logs and cannot be deleted. Deactivate the user instead.',
      code: 'E_CONFLICT',
    })
  })

  test('an admin cannot delete, deactivate or demote themselves', async ({ assert }) => {
    const { admin, agent } = await signedInAdmin()
    const deleted = await json(agent, 'DELETE', `/api/admin/users/${admin.id}`)
    assert.equal(deleted.status, 409)
    assert.deepEqual(deleted.json, {
      message: 'You cannot delete your own account.',
      code: 'E_CONFLICT',
    })
    const deactivated = await json(agent, 'PUT', `/api/admin/users/${admin.id}`, { active: false })
    assert.deepEqual(deactivated.json, {
      message: 'The given data is invalid.',
      code: 'E_VALIDATION_ERROR',
      errors: { active: ['You cannot deactivate your own account.'] },
    })
    const demoted = await json(agent, 'PUT', `/api/admin/users/${admin.id}`, { role: 'user' })
    assert.deepEqual(demoted.json, {
      message: 'The given data is invalid.',
      code: 'E_VALIDATION_ERROR',
      errors: { role: ['You cannot take away your own admin role.'] },
    })
    await admin.refresh()
    assert.include(admin, { active: true, role: 'admin' })
    assert.equal((await json(agent, 'GET', '/api/admin/users')).status, 200)
  })

  test('the list filters by role and active and sorts', async ({ assert }) => {
    const { admin, agent } = await signedInAdmin({ name: 'Zed Admin' })
    const ann = await createUser({ name: 'Ann', availableHours: 40 })
    const bob = await createUser({ name: 'Bob', active: false })
    const ids = async (params: Parameters<typeof listUrl>[1]) => {
      const response = await json(agent, 'GET', listUrl('users', params))
      assert.equal(response.status, 200, JSON.stringify(params))
      return response.json.data.map((row: User) => row.id)
    }
    assert.deepEqual(await ids({}), [ann.id, bob.id, admin.id])
    assert.deepEqual(await ids({ filter: { role: 'admin' } }), [admin.id])
    assert.deepEqual(await ids({ filter: { active: false } }), [bob.id])
    assert.deepEqual(await ids({ sort: 'available_hours', order: 'desc', perPage: 1 }), [ann.id])
    const bad = await json(agent, 'GET', listUrl('users', { sort: 'password' }))
    assert.equal(bad.status, 422)
  })
})
