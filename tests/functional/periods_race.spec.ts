import { test } from '@japa/runner'
import TimeLog from '#models/time_log'
import WeekSubmission from '#models/week_submission'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { json } from '#tests/support/admin'
import { bookable, daysAgo } from '#tests/support/bookable'

const edits = 20

/** HH:MM of the nth ten-minute slot of the day. */
function slot(n: number) {
  const minutes = n * 10
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

test.group('Closing periods: edits racing a submission', (group) => {
  group.each.setup(() => resetAppState())

  test('20 parallel edits either land before the submission or are refused, never half', async ({
    assert,
  }) => {
    const user = await createUser()
    const agent = new Agent()
    await agent.login(user.email, password)
    const { project, task } = await bookable([user])
    const today = daysAgo(0)
    const existing = await Promise.all(
      Array.from({ length: edits / 2 }, (_, n) =>
        TimeLog.create({
          userId: user.id,
          projectId: project.id,
          taskId: task.id,
          date: today,
          startTime: `${slot(2 * n)}:00`,
          stopTime: `${slot(2 * n + 1)}:00`,
          comments: 'Before',
        })
      )
    )
    const body = (n: number) => ({
      project_id: project.id,
      task_id: task.id,
      date: today,
      start_time: slot(n),
      stop_time: slot(n + 1),
      comments: 'After',
    })
    // Each existing log is changed and a new one created in the free slot after it; the
    // submission goes out in the middle of the twenty.
    const requests = existing.flatMap((log, n) => [
      () => json(agent, 'PUT', `/api/time-logs/${log.id}`, body(2 * n)),
      () => json(agent, 'POST', '/api/time-logs', body(2 * n + 1)),
    ])
    const pending = requests.slice(0, edits / 2).map((request) => request())
    const submission = json(agent, 'POST', `/api/weeks/${today}/submission`)
    pending.push(...requests.slice(edits / 2).map((request) => request()))
    const answers = await Promise.all(pending)
    assert.equal((await submission).status, 200)

    const landed = answers.filter((answer) => answer.status === 200 || answer.status === 201)
    const refused = answers.filter((answer) => answer.status === 422)
    assert.equal(landed.length + refused.length, edits)
    for (const answer of refused) {
      assert.equal(answer.json.errors.date[0].slice(0, 12), 'The week of ')
    }

    const logs = await TimeLog.query().where('user_id', user.id)
    const created = answers.filter((answer) => answer.status === 201).length
    assert.lengthOf(logs, edits / 2 + created)
    existing.forEach((log, n) => {
      const stored = logs.find((candidate) => candidate.id === log.id)!
      const updated = answers[2 * n].status === 200
      assert.equal(stored.comments, updated ? 'After' : 'Before')
    })
    assert.equal((await WeekSubmission.findByOrFail('user_id', user.id)).status, 'submitted')

    // Once submitted, every further edit is refused.
    const late = await json(agent, 'POST', '/api/time-logs', body(edits + 1))
    assert.equal(late.status, 422)
  })
})
