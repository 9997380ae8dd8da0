import { test } from '@japa/runner'
import TimeLog from '#models/time_log'
import TimeLogAudit from '#models/time_log_audit'
import WeekSubmission from '#models/week_submission'
import { setLockDate, weekOf } from '#services/periods'
import { resetAppState } from '#tests/support/database'
import { createUser } from '#tests/support/accounts'
import { json, signedInAdmin } from '#tests/support/admin'
import { bookable, daysAgo } from '#tests/support/bookable'
import { DateTime } from 'luxon'

async function setup() {
  const { admin, agent } = await signedInAdmin()
  const user = await createUser()
  const booking = await bookable([user])
  const fields = (date: string, changes: Record<string, unknown> = {}) => ({
    user_id: user.id,
    project_id: booking.project.id,
    task_id: booking.task.id,
    date,
    start_time: '09:00',
    stop_time: '10:00',
    comments: 'Planning',
    ...changes,
  })
  return { admin, agent, user, booking, fields }
}

async function submitted(userId: number, date: string, status: 'submitted' | 'approved') {
  const week = weekOf(date)
  await WeekSubmission.create({
    userId,
    ...week,
    status,
    comment: null,
    submittedAt: DateTime.utc(),
    decidedAt: null,
    decidedBy: null,
  })
}

test.group('Closing periods: administrators change closed time, on the record', (group) => {
  group.each.setup(() => resetAppState())

  test('creating, updating and deleting in an approved week are recorded', async ({ assert }) => {
    const { admin, agent, user, booking, fields } = await setup()
    const today = daysAgo(0)
    await submitted(user.id, today, 'approved')

    const created = await json(agent, 'POST', '/api/admin/time-logs', fields(today))
    assert.equal(created.status, 201)
    const id = created.json.data.id
    const updated = await json(
      agent,
      'PUT',
      `/api/admin/time-logs/${id}`,
      fields(today, { stop_time: '11:00', comments: 'Longer' })
    )
    assert.equal(updated.status, 200)
    assert.equal((await json(agent, 'DELETE', `/api/admin/time-logs/${id}`)).status, 204)

    const audits = await TimeLogAudit.query().orderBy('id')
    const named = {
      project: { id: booking.project.id, name: booking.project.name },
      task: { id: booking.task.id, name: booking.task.name },
    }
    const before = {
      date: today,
      start_time: '09:00:00',
      stop_time: '10:00:00',
      comments: 'Planning',
      ...named,
    }
    const after = { ...before, stop_time: '11:00:00', comments: 'Longer' }
    assert.deepEqual(
      audits.map((audit) => ({
        timeLogId: audit.timeLogId,
        userId: audit.userId,
        actorId: audit.actorId,
        action: audit.action,
        reason: audit.reason,
        before: audit.before,
        after: audit.after,
      })),
      [
        {
          timeLogId: id,
          userId: user.id,
          actorId: admin.id,
          action: 'created',
          reason: 'approved',
          before: null,
          after: before,
        },
        {
          timeLogId: id,
          userId: user.id,
          actorId: admin.id,
          action: 'updated',
          reason: 'approved',
          before,
          after,
        },
        {
          timeLogId: id,
          userId: user.id,
          actorId: admin.id,
          action: 'deleted',
          reason: 'approved',
          before: after,
          after: null,
        },
      ]
    )
  })

  test('the reason is the strictest state of the days touched', async ({ assert }) => {
    const { agent, user, fields } = await setup()
    const today = daysAgo(0)
    const old = DateTime.fromISO(weekOf(today).startsOn).minus({ days: 2 }).toISODate()!
    await submitted(user.id, today, 'submitted')
    await setLockDate(old, user)
    const log = await TimeLog.create({
      userId: user.id,
      projectId: fields(today).project_id,
      taskId: fields(today).task_id,
      date: old,
      startTime: '09:00:00',
      stopTime: '10:00:00',
      comments: null,
    })
    // Moved from a locked day into a submitted week: locked is the stricter.
    const moved = await json(agent, 'PUT', `/api/admin/time-logs/${log.id}`, fields(today))
    assert.equal(moved.status, 200)
    const [audit] = await TimeLogAudit.all()
    assert.equal(audit.reason, 'locked')
    assert.equal(audit.before!.date, old)
    assert.equal(audit.after!.date, today)
  })

  test('changes in open days leave no record; in a submitted week they do', async ({ assert }) => {
    const { agent, user, fields } = await setup()
    const created = await json(agent, 'POST', '/api/admin/time-logs', fields(daysAgo(0)))
    assert.equal(created.status, 201)
    await json(agent, 'DELETE', `/api/admin/time-logs/${created.json.data.id}`)
    assert.lengthOf(await TimeLogAudit.all(), 0)

    await submitted(user.id, daysAgo(0), 'submitted')
    const inSubmitted = await json(agent, 'POST', '/api/admin/time-logs', fields(daysAgo(0)))
    assert.equal(inSubmitted.status, 201)
    assert.lengthOf(await TimeLogAudit.all(), 1)
  })
})
