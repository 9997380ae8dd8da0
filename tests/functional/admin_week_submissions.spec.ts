import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import TimeLog from '#models/time_log'
import type User from '#models/user'
import WeekSubmission from '#models/week_submission'
import { backgroundTasksFinished } from '#lib/background_tasks'
import { resetAppState } from '#tests/support/database'
import { createUser } from '#tests/support/accounts'
import { json, listUrl, signedInAdmin } from '#tests/support/admin'
import { bookable } from '#tests/support/bookable'
import { Agent } from '#tests/support/agent'
import { apiClient } from '#tests/support/api_client'
import { mailbox, Mailbox } from '#tests/support/mailbox'
import { appUrl } from '#config/app'

const year = DateTime.now().year

function submission(user: User, startsOn: string, fields: Partial<WeekSubmission> = {}) {
  return WeekSubmission.create({
    userId: user.id,
    startsOn,
    endsOn: DateTime.fromISO(startsOn).plus({ days: 6 }).toISODate()!,
    status: 'submitted',
    submittedAt: DateTime.now(),
    ...fields,
  })
}

async function logOn(user: User, date: string, startTime: string, stopTime: string) {
  const { project, task } = await bookable([user])
  return TimeLog.create({
    userId: user.id,
    projectId: project.id,
    taskId: task.id,
    date,
    startTime,
    stopTime,
    comments: null,
  })
}

const decide = (agent: Agent, body: Record<string, unknown>) =>
  json(agent, 'POST', '/api/admin/week-submissions/decisions', body)

test.group('Admin API: week submissions', (group) => {
  group.each.setup(async () => {
    await resetAppState()
    mailbox.clear()
  })

  test('the queue shows each week with its person, totals and decider', async ({ assert }) => {
    const { admin, agent } = await signedInAdmin({ name: 'Grace Admin' })
    const ann = await createUser({ name: 'Ann Example', email: 'ann@example.test' })
    const week = await submission(ann, `${year}-03-02`)
    await logOn(ann, `${year}-03-02`, '09:00', '10:30')
    await logOn(ann, `${year}-03-08`, '13:00', '14:00')
    await logOn(ann, `${year}-03-09`, '09:00', '17:00') // the next week
    const decided = await submission(ann, `${year}-02-23`, {
      status: 'approved',
      decidedAt: DateTime.now(),
      decidedBy: admin.id,
    })

    await week.refresh()
    const list = await json(agent, 'GET', listUrl('week-submissions', { sort: 'starts_on' }))
    assert.equal(list.status, 200)
    assert.equal(list.json.total, 2)
    assert.deepEqual(list.json.data[1], {
      id: week.id,
      user: { id: ann.id, name: 'Ann Example', email: 'ann@example.test' },
      starts_on: `${year}-03-02`,
      ends_on: `${year}-03-08`,
      status: 'submitted',
      comment: null,
      submitted_at: week.submittedAt.toISO(),
      decided_at: null,
      decided_by: null,
      total_seconds: 9000,
      log_count: 2,
    })
    assert.deepInclude(list.json.data[0], {
      id: decided.id,
      status: 'approved',
      decided_by: { id: admin.id, name: 'Grace Admin' },
      total_seconds: 0,
      log_count: 0,
    })
  })

  test('the queue filters by status, person and week, searches and sorts', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const ann = await createUser({ name: 'Ann Example' })
    const bob = await createUser({ name: 'Bob Sample', email: 'bob@sample.test' })
    const a1 = await submission(ann, `${year}-03-02`)
    const a2 = await submission(ann, `${year}-03-09`, { status: 'rejected', comment: 'No' })
    const b1 = await submission(bob, `${year}-03-01`)
    const ids = async (params: Record<string, unknown>) => {
      const answer = await json(agent, 'GET', listUrl('week-submissions', params))
      assert.equal(answer.status, 200, answer.text)
      return answer.json.data.map((row: { id: number }) => row.id)
    }

    assert.deepEqual(await ids({ filter: { status: 'submitted' }, sort: 'starts_on' }), [
      b1.id,
      a1.id,
    ])
    assert.deepEqual(await ids({ filter: { user_id: ann.id }, sort: 'starts_on' }), [a1.id, a2.id])
    // Any day of the week finds it, whichever day the week starts on.
    assert.deepEqual(await ids({ filter: { week: `${year}-03-07` }, sort: 'starts_on' }), [
      b1.id,
      a1.id,
    ])
    assert.deepEqual(await ids({ filter: { week: `${year}-03-15` } }), [a2.id])
    assert.deepEqual(await ids({ filter: { q: 'SAMPLE.test' } }), [b1.id])
    assert.deepEqual(await ids({ sort: 'user', order: 'DESC', perPage: 1 }), [b1.id])
    assert.deepEqual(await ids({ sort: 'status', order: 'desc', perPage: 1 }), [b1.id])

    const unknown = await json(agent, 'GET', listUrl('week-submissions', { sort: 'comment' }))
    assert.equal(unknown.status, 422)
    const badWeek = await json(
      agent,
      'GET',
      listUrl('week-submissions', { filter: { week: 'last' } })
    )
    assert.equal(badWeek.status, 422)
  })

  test('one week shows its logs and the total of each day', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const ann = await createUser()
    const week = await submission(ann, `${year}-03-02`)
    const late = await logOn(ann, `${year}-03-04`, '13:00', '14:15')
    const early = await logOn(ann, `${year}-03-04`, '08:00', '09:00')
    await logOn(ann, `${year}-03-01`, '08:00', '09:00') // the week before
    await logOn(await createUser(), `${year}-03-04`, '08:00', '09:00') // someone else's

    const answer = await json(agent, 'GET', `/api/admin/week-submissions/${week.id}`)
    assert.equal(answer.status, 200)
    const { data } = answer.json
    assert.equal(data.total_seconds, 8100)
    assert.equal(data.log_count, 2)
    assert.deepEqual(
      data.logs.map((log: { id: number }) => log.id),
      [early.id, late.id]
    )
    assert.deepEqual(Object.keys(data.logs[0]).sort(), [
      'billable_amount',
      'billable_rate',
      'billed',
      'comments',
      'currency',
      'date',
      'duration',
      'id',
      'project',
      'start_time',
      'stop_time',
      'task',
    ])
    assert.equal(data.logs[1].duration, '01:15')
    assert.deepEqual(data.days, [
      { date: `${year}-03-02`, total_seconds: 0 },
      { date: `${year}-03-03`, total_seconds: 0 },
      { date: `${year}-03-04`, total_seconds: 8100 },
      { date: `${year}-03-05`, total_seconds: 0 },
      { date: `${year}-03-06`, total_seconds: 0 },
      { date: `${year}-03-07`, total_seconds: 0 },
      { date: `${year}-03-08`, total_seconds: 0 },
    ])
    const missing = await json(agent, 'GET', `/api/admin/week-submissions/${week.id + 100}`)
    assert.equal(missing.status, 404)
  })

  test('bulk approval decides the submitted weeks, skips the rest and mails each person', async ({
    assert,
  }) => {
    const { admin, agent } = await signedInAdmin()
    const ann = await createUser({ email: 'ann@example.test' })
    const joost = await createUser({ email: 'joost@example.test', locale: 'nl' })
    const a = await submission(ann, `${year}-03-01`)
    const j = await submission(joost, `${year}-03-02`)
    const approved = await submission(ann, `${year}-02-22`, { status: 'approved' })
    const rejected = await submission(ann, `${year}-02-15`, { status: 'rejected', comment: 'No' })

    const answer = await decide(agent, {
      ids: [j.id, a.id, approved.id, rejected.id, a.id + 1000],
      decision: 'approve',
    })
    assert.equal(answer.status, 200, answer.text)
    assert.deepEqual(answer.json, {
      data: { decided: [a.id, j.id], skipped: [approved.id, rejected.id, a.id + 1000] },
    })
    for (const week of [a, j]) {
      await week.refresh()
      assert.equal(week.status, 'approved')
      assert.equal(week.decidedBy, admin.id)
      assert.isNotNull(week.decidedAt)
      assert.isNull(week.comment)
    }
    await rejected.refresh()
    assert.equal(rejected.status, 'rejected')

    const english = await mailbox.latest('ann@example.test')
    assert.equal(english.subject, 'Your week of March 1 to March 7 is approved')
    assert.include(english.text, 'has been approved')
    assert.equal(Mailbox.link(english, appUrl), `${appUrl}/week?date=${year}-03-01`)
    assert.include(english.html as string, `${appUrl}/week?date=${year}-03-01`)
    const dutch = await mailbox.latest('joost@example.test')
    assert.equal(dutch.subject, 'Je week van 2 maart tot en met 8 maart is goedgekeurd')
    await backgroundTasksFinished()
    assert.lengthOf(mailbox.for('ann@example.test'), 1)
  })

  test('a rejection needs a comment, reopens the week and mails the comment', async ({
    assert,
  }) => {
    const { admin, agent } = await signedInAdmin()
    const joost = await createUser({ email: 'joost@example.test', locale: 'nl' })
    const week = await submission(joost, `${year}-03-02`, { status: 'approved' })

    for (const comment of [undefined, null, '', '   ']) {
      const refused = await decide(agent, { ids: [week.id], decision: 'reject', comment })
      assert.equal(refused.status, 422, String(comment))
      assert.property(refused.json.errors, 'comment')
    }
    const tooLong = await decide(agent, {
      ids: [week.id],
      decision: 'reject',
      comment: 'x'.repeat(1001),
    })
    assert.equal(tooLong.status, 422)
    await week.refresh()
    assert.equal(week.status, 'approved')

    const answer = await decide(agent, {
      ids: [week.id],
      decision: 'reject',
      comment: '  Friday is <b>missing</b>.  ',
    })
    assert.deepEqual(answer.json, { data: { decided: [week.id], skipped: [] } })
    await week.refresh()
    assert.equal(week.status, 'rejected')
    assert.equal(week.comment, 'Friday is <b>missing</b>.')
    assert.equal(week.decidedBy, admin.id)

    const mail = await mailbox.latest('joost@example.test')
    assert.equal(mail.subject, 'Je week van 2 maart tot en met 8 maart is teruggestuurd')
    assert.include(mail.text, 'Het commentaar van de beheerder:\n\nFriday is <b>missing</b>.')
    assert.include(mail.html as string, 'Friday is &lt;b&gt;missing&lt;/b&gt;.')

    // A rejected week is open: there is nothing left to reject or approve until it comes back.
    const again = await decide(agent, { ids: [week.id], decision: 'reject', comment: 'Again' })
    assert.deepEqual(again.json, { data: { decided: [], skipped: [week.id] } })
  })

  test('an approval may carry a comment, which the mail shows', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const ann = await createUser({ email: 'ann@example.test' })
    const week = await submission(ann, `${year}-03-01`)
    const answer = await decide(agent, { ids: [week.id], decision: 'approve', comment: 'Thanks!' })
    assert.deepEqual(answer.json.data, { decided: [week.id], skipped: [] })
    await week.refresh()
    assert.equal(week.comment, 'Thanks!')
    const mail = await mailbox.latest('ann@example.test')
    assert.include(mail.text, "The administrator's comment:\n\nThanks!")
  })

  test('an approval racing a withdrawal: one of them wins whole', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const people = await Promise.all(Array.from({ length: 10 }, () => createUser()))
    const weeks = await Promise.all(people.map((person) => submission(person, `${year}-03-01`)))
    const answers = await Promise.all(
      people.flatMap(async (person, index) => {
        const call = await apiClient(person)
        return Promise.all([
          decide(agent, { ids: [weeks[index].id], decision: 'approve' }),
          call('DELETE', `/api/weeks/${year}-03-04/submission`),
        ])
      })
    )
    for (const [index, [approval, withdrawal]] of answers.entries()) {
      const stored = await WeekSubmission.find(weeks[index].id)
      if (approval.json.data.decided.length) {
        assert.equal(withdrawal.status, 422, withdrawal.text)
        assert.equal(stored?.status, 'approved')
      } else {
        assert.equal(withdrawal.status, 200, withdrawal.text)
        assert.deepEqual(approval.json.data.skipped, [weeks[index].id])
        assert.isNull(stored)
      }
    }
  })

  test('decisions take 1 to 200 ids and a known decision', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const refusals = [
      {},
      { ids: [], decision: 'approve' },
      { ids: Array.from({ length: 201 }, (_, index) => index + 1), decision: 'approve' },
      { ids: ['one'], decision: 'approve' },
      { ids: [1], decision: 'postpone' },
    ]
    for (const body of refusals) {
      const answer = await decide(agent, body)
      assert.equal(answer.status, 422, JSON.stringify(body))
    }
    const list = await json(agent, 'POST', '/api/admin/week-submissions/decisions', undefined)
    assert.equal(list.status, 422)
  })

  test('only administrators reach the queue', async ({ assert }) => {
    const user = await createUser()
    const week = await submission(user, `${year}-03-01`)
    const agent = new Agent()
    await agent.login(user.email, 'correct-horse-1')
    for (const [method, path] of [
      ['GET', '/api/admin/week-submissions'],
      ['GET', `/api/admin/week-submissions/${week.id}`],
      ['POST', '/api/admin/week-submissions/decisions'],
    ]) {
      const body = method === 'POST' ? { ids: [week.id], decision: 'approve' } : undefined
      const answer = await json(agent, method, path, body)
      assert.equal(answer.status, 403, `${method} ${path}`)
    }
    await week.refresh()
    assert.equal(week.status, 'submitted')
  })
})
