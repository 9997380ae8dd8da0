import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import Client from '#models/client'
import Project from '#models/project'
import Task from '#models/task'
import Connection from '#models/connection'
import TimeLog from '#models/time_log'
import Timer from '#models/timer'
import { DateTime } from 'luxon'
import type { Assert } from '@japa/assert'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { UserFactory } from '#database/factories/user_factory'
import { resetAppState } from '#tests/support/database'
import { durationOf } from '#shared/durations'

async function projectWithTask() {
  const client = await Client.create({ name: 'Acme', email: null, active: true })
  const project = await Project.create({
    clientId: client.id,
    name: 'Website',
    billable: true,
    plannedHours: 120.5,
    startDate: '2026-01-01',
    endDate: null,
    active: true,
  })
  const task = await Task.create({ name: 'Design', active: true })
  return { client, project, task }
}

function log(
  userId: number,
  projectId: number,
  taskId: number,
  start: string,
  stop: string,
  client?: TransactionClientContract
) {
  return TimeLog.create(
    {
      userId,
      projectId,
      taskId,
      date: '2026-11-20',
      startTime: start,
      stopTime: stop,
      comments: null,
    },
    { client }
  )
}

/**
 * Runs a write that the database must refuse inside a savepoint, because on PostgreSQL a
 * failed statement would otherwise abort the test's surrounding transaction.
 */
function refused(assert: Assert, write: (trx: TransactionClientContract) => Promise<unknown>) {
  return assert.rejects(() => db.transaction(write))
}

test.group('Data model', (group) => {
  group.each.setup(() => resetAppState())

  test('e-mail addresses are stored lower-case and unique', async ({ assert }) => {
    const user = await UserFactory.merge({ email: 'Ada@Example.TEST' }).create()
    await user.refresh()
    assert.equal(user.email, 'ada@example.test')
    await refused(assert, (trx) =>
      UserFactory.merge({ email: 'ADA@example.test' }).client(trx).create()
    )
  })

  test('users default to the user role, active, English and no password in JSON', async ({
    assert,
  }) => {
    const user = await User.create({
      name: 'U',
      email: 'u@example.test',
      password: 'secret-secret',
    })
    await user.refresh()
    assert.equal(user.role, 'user')
    assert.isTrue(user.active)
    assert.equal(user.locale, 'en')
    assert.notProperty(user.serialize(), 'password')
    assert.notEqual(user.password, 'secret-secret')
  })

  test('client names are unique; project names are unique per client', async ({ assert }) => {
    const { client, project } = await projectWithTask()
    await refused(assert, (trx) =>
      Client.create({ name: 'Acme', email: null, active: true }, { client: trx })
    )
    await refused(assert, (trx) =>
      Project.create(
        { clientId: client.id, name: project.name, billable: true, active: true },
        { client: trx }
      )
    )
    const other = await Client.create({ name: 'Globex', email: 'hi@globex.test', active: true })
    await Project.create({ clientId: other.id, name: project.name, billable: false, active: true })
  })

  test('dates, times and numbers read back the same on every database', async ({ assert }) => {
    const { project, task } = await projectWithTask()
    const user = await UserFactory.create()
    const created = await log(user.id, project.id, task.id, '09:00', '10:30:15')
    const read = await TimeLog.findOrFail(created.id)
    assert.equal(read.date, '2026-11-20')
    assert.equal(read.startTime, '09:00:00')
    assert.equal(read.stopTime, '10:30:15')
    const readProject = await Project.findOrFail(project.id)
    assert.strictEqual(readProject.plannedHours, 120.5)
    assert.equal(readProject.startDate, '2026-01-01')
    assert.isNull(readProject.endDate)
    assert.strictEqual(readProject.billable, true)
  })

  test('a connection pairs a project and a task once, with its allowed users', async ({
    assert,
  }) => {
    const { project, task } = await projectWithTask()
    const user = await UserFactory.create()
    const connection = await Connection.create({
      projectId: project.id,
      taskId: task.id,
      active: true,
    })
    await connection.related('users').attach([user.id])

    const loaded = await Connection.query()
      .where('id', connection.id)
      .preload('project', (query) => query.preload('customer'))
      .preload('task')
      .preload('users')
      .firstOrFail()
    assert.equal(loaded.project.customer.name, 'Acme')
    assert.equal(loaded.task.name, 'Design')
    assert.deepEqual(
      loaded.users.map((allowed) => allowed.id),
      [user.id]
    )
    await refused(assert, (client) =>
      Connection.create({ projectId: project.id, taskId: task.id, active: true }, { client })
    )
  })

  test('a time log must stop after it starts', async ({ assert }) => {
    const { project, task } = await projectWithTask()
    const user = await UserFactory.create()
    await refused(assert, (trx) => log(user.id, project.id, task.id, '10:00', '10:00', trx))
    await refused(assert, (trx) => log(user.id, project.id, task.id, '11:00', '10:00', trx))
  })

  test('references are enforced: a client with projects and a project with logs stay', async ({
    assert,
  }) => {
    const { client, project, task } = await projectWithTask()
    const user = await UserFactory.create()
    await log(user.id, project.id, task.id, '09:00', '10:00')
    await refused(assert, (trx) => trx.from('clients').where('id', client.id).delete())
    await refused(assert, (trx) => trx.from('projects').where('id', project.id).delete())
    await refused(assert, (trx) => log(user.id, 999_999, task.id, '11:00', '12:00', trx))
  })

  test('one running timer per user', async ({ assert }) => {
    const { project, task } = await projectWithTask()
    const user = await UserFactory.create()
    const timer = { userId: user.id, projectId: project.id, taskId: task.id, comments: null }
    await Timer.create({ ...timer, startedAt: DateTime.utc() })
    await refused(assert, (client) =>
      Timer.create({ ...timer, startedAt: DateTime.utc() }, { client })
    )
  })

  test("each user's log count follows every insert, delete and change of owner", async ({
    assert,
  }) => {
    const { project, task } = await projectWithTask()
    const [ada, bob] = await UserFactory.createMany(2)
    const counts = async () => {
      const rows = await db.from('users').select('id', 'time_log_count').orderBy('id')
      const kept = rows.map((row) => Number(row.time_log_count))
      const counted = await Promise.all(
        rows.map(async (row) => {
          const [{ total }] = await db
            .from('time_logs')
            .where('user_id', row.id)
            .count('* as total')
          return Number(total)
        })
      )
      assert.deepEqual(kept, counted)
      return kept
    }

    const first = await log(ada.id, project.id, task.id, '09:00', '10:00')
    await log(ada.id, project.id, task.id, '10:00', '11:00')
    const row = (start: string, stop: string) => ({
      user_id: bob.id,
      project_id: project.id,
      task_id: task.id,
      date: '2026-11-21',
      start_time: start,
      stop_time: stop,
      created_at: new Date(),
      updated_at: new Date(),
    })
    await db.table('time_logs').multiInsert([row('09:00', '10:00'), row('10:00', '11:00')])
    assert.deepEqual(await counts(), [2, 2])

    first.merge({ userId: bob.id, date: '2026-11-22' })
    await first.save()
    assert.deepEqual(await counts(), [1, 3])

    await first.merge({ comments: 'Same owner' }).save()
    assert.deepEqual(await counts(), [1, 3])

    await db.from('time_logs').where('user_id', bob.id).delete()
    assert.deepEqual(await counts(), [1, 0])

    await assert.rejects(() =>
      db.transaction(async (trx) => {
        await log(bob.id, project.id, task.id, '09:00', '10:00', trx)
        throw new Error('Undone')
      })
    )
    assert.deepEqual(await counts(), [1, 0])
  })

  test("each project's logged seconds follow every insert, delete and change of times", async ({
    assert,
  }) => {
    const { client, project, task } = await projectWithTask()
    const other = await Project.create({ clientId: client.id, name: 'App', active: true })
    const user = await UserFactory.create()
    const seconds = async () => {
      const rows = await db.from('projects').select('id', 'logged_seconds').orderBy('id')
      const kept = rows.map((row) => Number(row.logged_seconds))
      const summed = await Promise.all(
        rows.map(async (row) => {
          const logs = await TimeLog.query().where('project_id', row.id)
          return logs.reduce((total, each) => total + durationOf(each.startTime, each.stopTime), 0)
        })
      )
      assert.deepEqual(kept, summed)
      return kept
    }

    const first = await log(user.id, project.id, task.id, '09:00', '10:30:15')
    await log(user.id, project.id, task.id, '11:00', '11:45')
    assert.deepEqual(await seconds(), [5415 + 2700, 0])

    await first.merge({ stopTime: '09:30' }).save()
    assert.deepEqual(await seconds(), [1800 + 2700, 0])

    await first.merge({ projectId: other.id, startTime: '08:00' }).save()
    assert.deepEqual(await seconds(), [2700, 5400])

    await first.delete()
    assert.deepEqual(await seconds(), [2700, 0])
  })
})

test.group('Data model on PostgreSQL', (group) => {
  group.each.setup(() => resetAppState())

  test('overlapping logs of one user are refused by the exclusion constraint', async ({
    assert,
  }) => {
    const { project, task } = await projectWithTask()
    const user = await UserFactory.create()
    const other = await UserFactory.create()
    await log(user.id, project.id, task.id, '09:00', '10:00')
    await log(user.id, project.id, task.id, '10:00', '11:00')
    await log(other.id, project.id, task.id, '09:30', '10:30')
    await refused(assert, (trx) => log(user.id, project.id, task.id, '09:30', '10:30', trx))
  }).skip(db.connection().dialect.name !== 'postgres', 'the constraint exists on PostgreSQL only')
})
