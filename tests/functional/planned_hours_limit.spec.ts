import { test } from '@japa/runner'
import Project from '#models/project'
import TimeLog from '#models/time_log'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { bookable, daysAgo } from '#tests/support/bookable'
import { json, signedInAdmin } from '#tests/support/admin'
import { mailbox } from '#tests/support/mailbox'
import { backgroundTasksFinished } from '#lib/background_tasks'
import type User from '#models/user'

/** A signed-in person who creates logs through the API. */
async function person(user: User) {
  const agent = new Agent()
  await agent.login(user.email, password)
  return agent
}

async function setup(projectOverrides: Partial<Project>, people = 1) {
  const users = await Promise.all(Array.from({ length: people }, () => createUser()))
  const booking = await bookable(users, { plannedHours: 2, ...projectOverrides })
  const agents = await Promise.all(users.map(person))
  const create = (agent: Agent, changes: Record<string, unknown> = {}) =>
    agent.request(
      'POST',
      '/api/time-logs',
      {
        project_id: booking.project.id,
        task_id: booking.task.id,
        date: daysAgo(1),
        start_time: '09:00',
        stop_time: '10:00',
        comments: null,
        ...changes,
      },
      { Accept: 'application/json' }
    )
  return { users, agents, create, ...booking }
}

/** Mails about the project received by the address, once the app has sent what it will. */
async function alertsFor(address: string) {
  await backgroundTasksFinished()
  return mailbox.for(address).filter((mail) => mail.subject?.includes('planned'))
}

test.group('Planned hours limit', (group) => {
  group.each.setup(async () => {
    await resetAppState()
    mailbox.clear()
  })

  test('new and existing projects stop at their planned hours', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const { client, project } = await setup({})
    assert.equal((await Project.findOrFail(project.id)).plannedHoursLimit, 'stop')
    const created = await json(agent, 'POST', '/api/admin/projects', {
      client_id: client.id,
      name: 'Capped',
      planned_hours: 10,
    })
    assert.equal(created.status, 201)
    assert.equal(created.json.data.planned_hours_limit, 'stop')
    assert.isNull(created.json.data.planned_hours_alerted_at)
    const invalid = await json(agent, 'PUT', `/api/admin/projects/${created.json.data.id}`, {
      client_id: client.id,
      name: 'Capped',
      planned_hours_limit: 'maybe',
    })
    assert.equal(invalid.status, 422)
    const warned = await json(agent, 'PUT', `/api/admin/projects/${created.json.data.id}`, {
      client_id: client.id,
      name: 'Capped',
      planned_hours_limit: 'warn',
    })
    assert.equal(warned.status, 200)
    assert.equal(warned.json.data.planned_hours_limit, 'warn')
  })

  test('stop refuses a log past the planned hours, in English and Dutch', async ({ assert }) => {
    const { agents, create, project } = await setup({ plannedHours: 1 })
    assert.equal((await create(agents[0], { stop_time: '09:30' })).status, 201)
    const refused = await create(agents[0], { start_time: '10:00', stop_time: '11:00' })
    assert.equal(refused.status, 422)
    assert.deepEqual(refused.json.errors.project_id, [
      'The hours logged on this project may not exceed 1; 0.5 hours remain.',
    ])
    await agents[0].put('/locale', { locale: 'nl' })
    const dutch = await create(agents[0], { start_time: '10:00', stop_time: '11:00' })
    assert.equal(dutch.status, 422)
    assert.deepEqual(dutch.json.errors.project_id, [
      'Op dit project mogen niet meer dan 1 uur worden geregistreerd; er resteert 0.5 uur.',
    ])
    assert.lengthOf(await TimeLog.query().where('project_id', project.id), 1)
  })

  test('warn accepts the overrun and mails each administrator once, in their language', async ({
    assert,
  }) => {
    const ann = await createUser({ role: 'admin', email: 'ann@example.test' })
    const joost = await createUser({ role: 'admin', email: 'joost@example.test', locale: 'nl' })
    await createUser({ role: 'admin', email: 'gone@example.test', active: false })
    const { agents, create, project, client } = await setup({ plannedHoursLimit: 'warn' })
    assert.equal((await create(agents[0])).status, 201)
    assert.lengthOf(await alertsFor(ann.email), 0)
    // Reaching all of the planned hours tells the administrators.
    assert.equal((await create(agents[0], { start_time: '10:00', stop_time: '11:00' })).status, 201)
    const [english] = await alertsFor(ann.email)
    assert.equal(english.subject, `${client.name} — ${project.name} has used its planned hours`)
    assert.include(english.text!, '/admin/projects/')
    const dutch = mailbox.for(joost.email)
    assert.lengthOf(dutch, 1)
    assert.include(dutch[0].subject!, 'heeft de geplande uren bereikt')
    assert.lengthOf(mailbox.for('gone@example.test'), 0)
    // Going past them is accepted and tells nobody again.
    assert.equal((await create(agents[0], { start_time: '11:00', stop_time: '12:00' })).status, 201)
    assert.lengthOf(await alertsFor(ann.email), 1)
    const stored = await Project.findOrFail(project.id)
    assert.isNotNull(stored.plannedHoursAlertedAt)
  })

  test('concurrent logs reaching the planned hours mail once', async ({ assert }) => {
    const ann = await createUser({ role: 'admin', email: 'ann@example.test' })
    const { agents, create } = await setup({ plannedHoursLimit: 'warn', plannedHours: 1 }, 6)
    const responses = await Promise.all(agents.map((agent) => create(agent)))
    assert.deepEqual(
      responses.map((response) => response.status),
      agents.map(() => 201)
    )
    assert.lengthOf(await alertsFor(ann.email), 1)
  })

  test('raising the planned hours above the hours used tells again when reached again', async ({
    assert,
  }) => {
    const { agent } = await signedInAdmin({ email: 'ann@example.test' })
    const { agents, create, project, client } = await setup({
      plannedHoursLimit: 'warn',
      plannedHours: 1,
    })
    assert.equal((await create(agents[0])).status, 201)
    assert.lengthOf(await alertsFor('ann@example.test'), 1)
    const update = (plannedHours: number) =>
      json(agent, 'PUT', `/api/admin/projects/${project.id}`, {
        client_id: client.id,
        name: project.name,
        planned_hours: plannedHours,
      })
    // Raised, but still all used: the alert stands.
    const still = await update(1)
    assert.isNotNull(still.json.data.planned_hours_alerted_at)
    const raised = await update(2)
    assert.isNull(raised.json.data.planned_hours_alerted_at)
    assert.equal((await create(agents[0], { start_time: '10:00', stop_time: '11:00' })).status, 201)
    assert.lengthOf(await alertsFor('ann@example.test'), 2)
  })

  test('the connections carry the planned hours and the hours used, for the form', async ({
    assert,
  }) => {
    const { agents, create, project } = await setup({ plannedHoursLimit: 'warn' })
    assert.equal((await create(agents[0], { stop_time: '10:30' })).status, 201)
    const answer = await agents[0].request('GET', '/api/connections?limit=-1', undefined, {
      Accept: 'application/json',
    })
    assert.deepEqual(answer.json.data[0].project.planned_hours, {
      hours: 2,
      limit: 'warn',
      used_seconds: 5400,
    })
    await Project.query().where('id', project.id).update({ planned_hours: null })
    const none = await agents[0].request('GET', '/api/connections?limit=-1', undefined, {
      Accept: 'application/json',
    })
    assert.isNull(none.json.data[0].project.planned_hours)
  })
})
