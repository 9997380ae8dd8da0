import { test } from '@japa/runner'
import TimeLog from '#models/time_log'
import type User from '#models/user'
import { resetAppState } from '#tests/support/database'
import { createUser } from '#tests/support/accounts'
import { json, signedInAdmin } from '#tests/support/admin'
import { bookable, daysAgo } from '#tests/support/bookable'

/**
 * Gives the user a 09:00–10:00 log yesterday; answers a request of the admin for an overlapping
 * one.
 */
async function overlapFor(user: User, agent: Awaited<ReturnType<typeof signedInAdmin>>['agent']) {
  const { project, task } = await bookable([user])
  await TimeLog.create({
    userId: user.id,
    projectId: project.id,
    taskId: task.id,
    date: daysAgo(1),
    startTime: '09:00:00',
    stopTime: '10:00:00',
    comments: null,
  })
  return () =>
    json(agent, 'POST', '/api/admin/time-logs', {
      user_id: user.id,
      project_id: project.id,
      task_id: task.id,
      date: daysAgo(1),
      start_time: '09:30',
      stop_time: '10:30',
    })
}

test.group('Admin API: overlap of time logs', (group) => {
  group.each.setup(() => resetAppState())

  test("an overlap in another user's logs names that user, in English and Dutch", async ({
    assert,
  }) => {
    const { agent } = await signedInAdmin()
    const user = await createUser({ name: 'Ada Lovelace' })

    const overlap = await overlapFor(user, agent)

    const english = await overlap()
    assert.equal(english.status, 422)
    assert.deepEqual(english.json.errors, {
      start_time: ['This time log overlaps another time log of Ada Lovelace.'],
    })

    await agent.put('/locale', { locale: 'nl' })
    const dutch = await overlap()
    assert.deepEqual(dutch.json.errors, {
      start_time: ['Deze tijdregistratie overlapt met een andere registratie van Ada Lovelace.'],
    })
  })

  test("an overlap in the admin's own logs speaks of theirs", async ({ assert }) => {
    const { admin, agent } = await signedInAdmin()
    const response = await (await overlapFor(admin, agent))()
    assert.deepEqual(response.json.errors, {
      start_time: ['This time log overlaps another of your time logs.'],
    })
  })
})
