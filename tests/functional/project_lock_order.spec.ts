import { setTimeout as sleep } from 'node:timers/promises'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import TimeLog from '#models/time_log'
import type Project from '#models/project'
import type User from '#models/user'
import { Agent, type AgentResponse } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { json } from '#tests/support/admin'
import { bookable, daysAgo } from '#tests/support/bookable'

const postgres = db.connection().dialect.name === 'postgres'

/** Until a connection of the test database waits for a row lock. */
async function someoneWaitsForALock() {
  for (let attempt = 0; attempt < 250; attempt++) {
    const { rows } = await db.rawQuery(
      `SELECT COUNT(*)::int AS waiting FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`
    )
    if (rows[0].waiting > 0) return
    await sleep(20)
  }
  throw new Error('The write never waited for the project')
}

/**
 * The write, sent while an administrator's change of the project is under way: the change holds
 * the project's row until the write waits for it, and then switches the project's billable flag
 * (whose trigger moves the seconds of the project's stretches) and commits.
 */
async function writeDuringBillableSwitch(project: Project, write: () => Promise<AgentResponse>) {
  const switching = await db.transaction()
  try {
    await switching.rawQuery('UPDATE projects SET name = name WHERE id = ?', [project.id])
    const written = write()
    await someoneWaitsForALock()
    await switching.rawQuery('UPDATE projects SET billable = NOT billable WHERE id = ?', [
      project.id,
    ])
    await switching.commit()
    return await written
  } catch (error) {
    if (!switching.isCompleted) await switching.rollback()
    throw error
  }
}

/** The user's seconds and billable seconds as the kept stretches hold them, per week start. */
async function keptTotals(user: User) {
  const rows = await db
    .from('weekly_log_totals')
    .where('user_id', user.id)
    .groupBy('week_start')
    .select('week_start')
    .sum('seconds as seconds')
    .sum('billable_seconds as billable')
  return rows.map((row) => [Number(row.seconds), Number(row.billable)])
}

async function signedInWithLog(day: string) {
  const user = await createUser()
  const agent = new Agent()
  await agent.login(user.email, password)
  const { project, task } = await bookable([user])
  const log = await TimeLog.create({
    userId: user.id,
    projectId: project.id,
    taskId: task.id,
    date: day,
    startTime: '09:00:00',
    stopTime: '10:00:00',
  })
  return { user, agent, project, task, log }
}

test.group('Writing logs while a project switches billable', (group) => {
  group.each.setup(() => resetAppState())

  test('a new log waits for the switch and lands, and the totals follow', async ({ assert }) => {
    const day = daysAgo(1)
    const { user, agent, project, task } = await signedInWithLog(day)
    const answer = await writeDuringBillableSwitch(project, () =>
      json(agent, 'POST', '/api/time-logs', {
        project_id: project.id,
        task_id: task.id,
        date: day,
        start_time: '11:00',
        stop_time: '12:00',
      })
    )
    assert.equal(answer.status, 201, answer.text)
    for (const totals of await keptTotals(user)) assert.deepEqual(totals, [7200, 0])
  }).skip(!postgres, 'SQLite runs one write transaction at a time')

  test('an edit moving a log off the project waits for the switch and lands', async ({
    assert,
  }) => {
    const day = daysAgo(1)
    const { user, agent, project, log } = await signedInWithLog(day)
    const other = await bookable([user], { billable: false })
    const answer = await writeDuringBillableSwitch(project, () =>
      json(agent, 'PUT', `/api/time-logs/${log.id}`, {
        project_id: other.project.id,
        task_id: other.task.id,
        date: day,
        start_time: '09:00',
        stop_time: '10:00',
      })
    )
    assert.equal(answer.status, 200, answer.text)
    for (const totals of await keptTotals(user)) assert.deepEqual(totals, [3600, 0])
  }).skip(!postgres, 'SQLite runs one write transaction at a time')

  test('a delete waits for the switch and lands', async ({ assert }) => {
    const day = daysAgo(1)
    const { user, agent, project, task, log } = await signedInWithLog(day)
    await TimeLog.create({
      userId: user.id,
      projectId: project.id,
      taskId: task.id,
      date: day,
      startTime: '11:00:00',
      stopTime: '12:00:00',
    })
    const answer = await writeDuringBillableSwitch(project, () =>
      json(agent, 'DELETE', `/api/time-logs/${log.id}`)
    )
    assert.equal(answer.status, 204, answer.text)
    for (const totals of await keptTotals(user)) assert.deepEqual(totals, [3600, 0])
  }).skip(!postgres, 'SQLite runs one write transaction at a time')
})
