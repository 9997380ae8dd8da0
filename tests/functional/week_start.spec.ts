import { test } from '@japa/runner'
import WeekSubmission from '#models/week_submission'
import { Agent } from '#tests/support/agent'
import { ace } from '#tests/support/ace'
import { json, signedInAdmin } from '#tests/support/admin'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { bookable } from '#tests/support/bookable'
import { withWeekStart } from '#tests/support/week_start'

/** Runs `node ace ...args` in a process of its own with WEEK_START set. */
async function aceWithWeekStart(value: string, args: string[]) {
  const before = process.env.WEEK_START
  process.env.WEEK_START = value
  try {
    return await ace(args)
  } finally {
    if (before === undefined) delete process.env.WEEK_START
    else process.env.WEEK_START = before
  }
}

async function signedIn(locale: 'en' | 'nl') {
  const user = await createUser({ locale })
  const agent = new Agent()
  await agent.login(user.email, password)
  await bookable([user])
  return { user, agent }
}

// 2026-11-22 is a Sunday, 2026-11-25 a Wednesday.
const weeks = {
  monday: { starts_on: '2026-11-23', ends_on: '2026-11-29', sunday: '2026-11-16' },
  sunday: { starts_on: '2026-11-22', ends_on: '2026-11-28', sunday: '2026-11-22' },
} as const

test.group('WEEK_START', (group) => {
  group.each.setup(() => resetAppState())

  test('an unknown first day of the week stops the app from starting', async ({ assert }) => {
    const refused = await aceWithWeekStart('friday', [
      'reminders:send',
      '--now=2026-11-23T12:00:00Z',
    ])
    assert.equal(refused.code, 1)
    assert.include(refused.output, 'WEEK_START')
    const accepted = await aceWithWeekStart('sunday', [
      'reminders:send',
      '--now=2026-11-23T12:00:00Z',
    ])
    assert.equal(accepted.code, 0, accepted.output)
  }).timeout(120_000)

  for (const weekStart of ['monday', 'sunday'] as const) {
    test(`WEEK_START=${weekStart}: the same week in English and Dutch, submitted with its dates`, ({
      assert,
    }) =>
      withWeekStart(weekStart, async () => {
        const expected = weeks[weekStart]
        for (const locale of ['en', 'nl'] as const) {
          const { user, agent } = await signedIn(locale)
          const wednesday = await json(agent, 'GET', '/api/weeks/2026-11-25')
          assert.include(wednesday.json.data, {
            starts_on: expected.starts_on,
            ends_on: expected.ends_on,
          })
          const sunday = await json(agent, 'GET', '/api/weeks/2026-11-22')
          assert.equal(sunday.json.data.starts_on, expected.sunday, `${locale} Sunday`)

          const submitted = await json(agent, 'POST', '/api/weeks/2026-11-25/submission')
          assert.equal(submitted.status, 200)
          const stored = await WeekSubmission.findByOrFail('user_id', user.id)
          assert.equal(stored.startsOn, expected.starts_on)
          assert.equal(stored.endsOn, expected.ends_on)

          // Switching language moves nothing.
          await agent.put('/locale', { locale: locale === 'en' ? 'nl' : 'en' })
          const after = await json(agent, 'GET', '/api/weeks/2026-11-25')
          assert.include(after.json.data, { starts_on: expected.starts_on, status: 'submitted' })
        }
      }))
  }

  test('a week stored under the other first day keeps its dates and closes its days', ({
    assert,
  }) =>
    withWeekStart('sunday', async () => {
      const { user, agent } = await signedIn('en')
      const submitted = await json(agent, 'POST', '/api/weeks/2026-11-25/submission')
      assert.equal(submitted.status, 200)

      // The operator switches to Monday weeks.
      await withWeekStart('monday', async () => {
        const stored = await WeekSubmission.findByOrFail('user_id', user.id)
        assert.equal(stored.startsOn, '2026-11-22')
        const week = await json(agent, 'GET', '/api/weeks/2026-11-25')
        assert.include(week.json.data, { starts_on: '2026-11-23', can_submit: false })
        const closed = week.json.data.days.filter((day: { closed: boolean }) => day.closed)
        // Monday to Saturday lie in the stored Sunday week; the new week's Sunday does not.
        assert.deepEqual(
          closed.map((day: { date: string }) => day.date),
          ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']
        )
        const refused = await json(agent, 'POST', '/api/weeks/2026-11-25/submission')
        assert.equal(refused.status, 422)
        assert.include(refused.json.errors.week[0], 'Part of this week belongs to the week of')
      })
    }))

  test('pages and the admin panel are told the installation week start', ({ assert }) =>
    withWeekStart('sunday', async () => {
      const { agent } = await signedInAdmin({ locale: 'nl' })
      const panel = await agent.get('/admin')
      assert.include(panel.text, 'data-week-start="sunday"')
      const page = Agent.page(await agent.asInertia().get('/dashboard'))
      assert.equal(page.props.weekStart, 'sunday')
    }))
})
