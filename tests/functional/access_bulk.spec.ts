import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Connection from '#models/connection'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { json, signedInAdmin } from '#tests/support/admin'
import { bookable, daysAgo } from '#tests/support/bookable'
import { TaskFactory } from '#database/factories/task_factory'

/** A project with two tasks nobody has yet. */
async function twoTaskProject() {
  const booking = await bookable([])
  const second = await TaskFactory.create()
  await Connection.create({ projectId: booking.project.id, taskId: second.id, active: true })
  return booking
}

async function pairsOf(userId: number) {
  return db
    .from('connection_user')
    .join('connections', 'connections.id', 'connection_user.connection_id')
    .where('connection_user.user_id', userId)
    .select('connections.project_id', 'connections.task_id')
}

function book(agent: Agent, projectId: number, taskId: number) {
  return json(agent, 'POST', '/api/time-logs', {
    project_id: projectId,
    task_id: taskId,
    date: daysAgo(1),
    start_time: '09:00',
    stop_time: '10:00',
    comments: null,
  })
}

test.group('Admin API: access in bulk', (group) => {
  group.each.setup(() => resetAppState())

  test('grants projects whole to many people at once, idempotently', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const [ann, bob] = [await createUser(), await createUser()]
    const first = await twoTaskProject()
    const second = await twoTaskProject()

    const granted = await json(agent, 'POST', '/api/admin/access/grant', {
      user_ids: [ann.id, bob.id],
      project_ids: [first.project.id, second.project.id],
    })
    assert.equal(granted.status, 200)
    assert.deepEqual(granted.json.data, { granted: 8 })
    assert.lengthOf(await pairsOf(ann.id), 4)
    assert.lengthOf(await pairsOf(bob.id), 4)

    const again = await json(agent, 'POST', '/api/admin/access/grant', {
      user_ids: [ann.id, ann.id],
      project_ids: [first.project.id],
    })
    assert.equal(again.status, 200)
    assert.deepEqual(again.json.data, { granted: 0 })

    const byPerson = await json(agent, 'GET', '/api/admin/access?group=person')
    const annGroup = byPerson.json.data.find((entry: { id: number }) => entry.id === ann.id)
    assert.lengthOf(annGroup.entries, 2)
    assert.include(annGroup.entries[0], { tasks: 2, of: 2, future_tasks: false })
    const byProject = await json(agent, 'GET', '/api/admin/access?group=project')
    const projectGroup = byProject.json.data.find(
      (entry: { id: number }) => entry.id === first.project.id
    )
    assert.sameMembers(
      projectGroup.entries.map((entry: { id: number }) => entry.id),
      [ann.id, bob.id]
    )
    // A project is named with its client, as project names repeat across clients.
    await first.project.load('customer')
    assert.equal(projectGroup.name, `${first.project.customer.name} — ${first.project.name}`)
  })

  test('with future tasks, a task added to the project later is bookable', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const ann = await createUser()
    const bob = await createUser()
    const booking = await twoTaskProject()
    await json(agent, 'POST', '/api/admin/access/grant', {
      user_ids: [ann.id],
      project_ids: [booking.project.id],
      future_tasks: true,
    })
    await json(agent, 'POST', '/api/admin/access/grant', {
      user_ids: [bob.id],
      project_ids: [booking.project.id],
    })

    const later = await TaskFactory.create()
    const added = await json(agent, 'POST', '/api/admin/connections', {
      project_id: booking.project.id,
      task_id: later.id,
    })
    assert.equal(added.status, 201)
    assert.deepEqual(added.json.data.user_ids, [ann.id])

    const annAgent = new Agent()
    await annAgent.login(ann.email, password)
    assert.equal((await book(annAgent, booking.project.id, later.id)).status, 201)
    const bobAgent = new Agent()
    await bobAgent.login(bob.email, password)
    assert.equal((await book(bobAgent, booking.project.id, later.id)).status, 422)

    const overview = await json(agent, 'GET', '/api/admin/access?group=person')
    const annGroup = overview.json.data.find((entry: { id: number }) => entry.id === ann.id)
    assert.include(annGroup.entries[0], { tasks: 3, of: 3, future_tasks: true })
  })

  test('revokes projects whole, future tasks too', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const ann = await createUser()
    const kept = await twoTaskProject()
    const taken = await twoTaskProject()
    await json(agent, 'POST', '/api/admin/access/grant', {
      user_ids: [ann.id],
      project_ids: [kept.project.id, taken.project.id],
      future_tasks: true,
    })
    const revoked = await json(agent, 'POST', '/api/admin/access/revoke', {
      user_ids: [ann.id],
      project_ids: [taken.project.id],
    })
    assert.deepEqual(revoked.json.data, { revoked: 2 })
    const left = await pairsOf(ann.id)
    assert.lengthOf(left, 2)
    assert.isTrue(left.every((pair) => Number(pair.project_id) === kept.project.id))
    const flags = await db.from('project_user').where('user_id', ann.id)
    assert.deepEqual(
      flags.map((row) => Number(row.project_id)),
      [kept.project.id]
    )
    const again = await json(agent, 'POST', '/api/admin/access/revoke', {
      user_ids: [ann.id],
      project_ids: [taken.project.id],
    })
    assert.deepEqual(again.json.data, { revoked: 0 })
  })

  test('only administrators; bad input answers 422 in the language asked', async ({ assert }) => {
    const member = await createUser()
    const memberAgent = new Agent()
    await memberAgent.login(member.email, password)
    const forbidden = await json(memberAgent, 'POST', '/api/admin/access/grant', {
      user_ids: [member.id],
      project_ids: [1],
    })
    assert.equal(forbidden.status, 403)
    assert.equal((await json(memberAgent, 'GET', '/api/admin/access')).status, 403)

    const { agent } = await signedInAdmin()
    const english = await json(agent, 'POST', '/api/admin/access/grant', {
      user_ids: [],
      project_ids: [999_999],
    })
    assert.equal(english.status, 422)
    assert.include(english.text, 'Users')
    assert.include(english.text, 'The selected Projects is invalid')

    const { agent: dutch } = await signedInAdmin({ locale: 'nl' })
    const badRevoke = await json(dutch, 'POST', '/api/admin/access/revoke', {
      user_ids: [member.id],
      project_ids: 'all',
    })
    assert.equal(badRevoke.status, 422)
    assert.include(badRevoke.text, 'Projecten')
    const badGroup = await json(dutch, 'GET', '/api/admin/access?group=task')
    assert.equal(badGroup.status, 422)
  })
})
