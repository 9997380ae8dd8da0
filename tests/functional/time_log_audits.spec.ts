import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import TimeLog from '#models/time_log'
import TimeLogAudit from '#models/time_log_audit'
import type User from '#models/user'
import type { AuditedLog } from '#shared/week_status'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { json, listUrl, signedInAdmin } from '#tests/support/admin'
import { Agent } from '#tests/support/agent'
import { bookable, daysAgo } from '#tests/support/bookable'

const logged: AuditedLog = {
  date: '2026-10-20',
  start_time: '09:00:00',
  stop_time: '12:00:00',
  comments: 'Workshop',
  project: { id: 4, name: 'Rocket' },
  task: { id: 2, name: 'Design' },
}

function audit(user: User, actor: User, fields: Partial<TimeLogAudit> = {}) {
  return TimeLogAudit.create({
    timeLogId: 100,
    userId: user.id,
    actorId: actor.id,
    action: 'updated',
    reason: 'locked',
    before: logged,
    after: { ...logged, stop_time: '11:30:00' },
    ...fields,
  })
}

test.group('Admin API: time log audits', (group) => {
  group.each.setup(() => resetAppState())

  test('lists the changes with who, when, and the log before and after', async ({ assert }) => {
    const { admin, agent } = await signedInAdmin({ name: 'Grace Admin' })
    const ann = await createUser({ name: 'Ann Example' })
    const updated = await audit(ann, admin)
    const created = await audit(ann, admin, {
      timeLogId: 101,
      action: 'created',
      reason: 'approved',
      before: null,
      createdAt: DateTime.now().plus({ minutes: 1 }),
    })

    const list = await json(
      agent,
      'GET',
      listUrl('time-log-audits', { sort: 'created_at', order: 'DESC' })
    )
    assert.equal(list.status, 200)
    assert.equal(list.json.total, 2)
    assert.deepEqual(
      list.json.data.map((row: { id: number }) => row.id),
      [created.id, updated.id]
    )
    await updated.refresh()
    assert.deepEqual(list.json.data[1], {
      id: updated.id,
      time_log_id: 100,
      user: { id: ann.id, name: 'Ann Example' },
      actor: { id: admin.id, name: 'Grace Admin' },
      action: 'updated',
      reason: 'locked',
      before: logged,
      after: { ...logged, stop_time: '11:30:00' },
      created_at: updated.createdAt.toISO(),
    })
    assert.include(list.json.data[0], { before: null, action: 'created', reason: 'approved' })

    const one = await json(agent, 'GET', `/api/admin/time-log-audits/${updated.id}`)
    assert.deepEqual(one.json, { data: list.json.data[1] })
    assert.equal(
      (await json(agent, 'GET', `/api/admin/time-log-audits/${created.id + 9}`)).status,
      404
    )
  })

  test("filters by log, person and administrator; a deleted admin's changes stay", async ({
    assert,
  }) => {
    const { admin, agent } = await signedInAdmin()
    const other = await createUser({ role: 'admin', name: 'Linus Admin' })
    const [ann, bob] = [await createUser({ name: 'Ann Example' }), await createUser()]
    const a = await audit(ann, admin)
    const b = await audit(bob, other, { timeLogId: 200, action: 'deleted', after: null })
    const c = await audit(ann, other, { timeLogId: 101 })
    const ids = async (filter: Record<string, unknown>) => {
      const answer = await json(agent, 'GET', listUrl('time-log-audits', { filter }))
      assert.equal(answer.status, 200, answer.text)
      return answer.json.data.map((row: { id: number }) => row.id)
    }
    assert.deepEqual(await ids({ time_log_id: 100 }), [a.id])
    assert.deepEqual(await ids({ user_id: ann.id }), [a.id, c.id])
    assert.deepEqual(await ids({ actor_id: other.id }), [b.id, c.id])
    assert.deepEqual(await ids({ q: 'linus' }), [b.id, c.id])
    assert.deepEqual(await ids({ q: 'ann ex' }), [a.id, c.id])

    await other.delete()
    const kept = await json(agent, 'GET', `/api/admin/time-log-audits/${b.id}`)
    assert.isNull(kept.json.data.actor)
    assert.isNull(kept.json.data.after)

    const unknown = await json(
      agent,
      'GET',
      listUrl('time-log-audits', { filter: { action: 'x' } })
    )
    assert.equal(unknown.status, 422)
  })

  test("an administrator's change on a locked day shows in the log's history", async ({
    assert,
  }) => {
    const { admin, agent } = await signedInAdmin({ name: 'Grace Admin' })
    const ann = await createUser({ name: 'Ann Example' })
    const { project, task } = await bookable([ann])
    const log = await TimeLog.create({
      userId: ann.id,
      projectId: project.id,
      taskId: task.id,
      date: daysAgo(3),
      startTime: '09:00:00',
      stopTime: '10:00:00',
      comments: null,
    })
    const locked = await json(agent, 'PUT', '/api/admin/lock-date', { lock_date: daysAgo(1) })
    assert.equal(locked.status, 200)

    const changed = await json(agent, 'PATCH', `/api/admin/time-logs/${log.id}`, {
      stop_time: '10:30',
    })
    assert.equal(changed.status, 200, changed.text)
    const history = await json(
      agent,
      'GET',
      listUrl('time-log-audits', { filter: { time_log_id: log.id } })
    )
    assert.equal(history.json.total, 1)
    const [change] = history.json.data
    assert.deepInclude(change, {
      time_log_id: log.id,
      user: { id: ann.id, name: 'Ann Example' },
      actor: { id: admin.id, name: 'Grace Admin' },
      action: 'updated',
      reason: 'locked',
    })
    assert.equal(change.before.stop_time, '10:00:00')
    assert.equal(change.after.stop_time, '10:30:00')
    assert.deepEqual(change.after.project, { id: project.id, name: project.name })
  })

  test('read-only, and only for administrators', async ({ assert }) => {
    const { admin, agent } = await signedInAdmin()
    const record = await audit(await createUser(), admin)
    for (const method of ['PUT', 'DELETE']) {
      const answer = await json(agent, method, `/api/admin/time-log-audits/${record.id}`, {})
      assert.equal(answer.status, 404, method)
    }
    assert.equal((await json(agent, 'POST', '/api/admin/time-log-audits', {})).status, 404)

    const user = await createUser()
    const plain = new Agent()
    await plain.login(user.email, password)
    assert.equal((await json(plain, 'GET', '/api/admin/time-log-audits')).status, 403)
  })
})
