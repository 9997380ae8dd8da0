import { test } from '@japa/runner'
import { DateTime, Settings } from 'luxon'
import TimeLog from '#models/time_log'
import type User from '#models/user'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { bookable } from '#tests/support/bookable'
import { withWeekStart } from '#tests/support/week_start'

// Fourteen hours ahead of UTC: for half of each day its date differs from the server's.
const timezone = 'Pacific/Kiritimati'

async function signedIn(locale: 'en' | 'nl') {
  const user = await createUser({ timezone })
  const agent = new Agent().asInertia()
  await agent.login(user.email, password)
  if (locale === 'nl') await agent.put('/locale', { locale: 'nl' })
  return { user, agent }
}

function logOn(user: User, booking: { project: { id: number }; task: { id: number } }) {
  return (date: DateTime, start: string, stop: string) =>
    TimeLog.create({
      userId: user.id,
      projectId: booking.project.id,
      taskId: booking.task.id,
      date: date.toISODate()!,
      startTime: start,
      stopTime: stop,
      comments: null,
    })
}

const dashboard = async (agent: Agent) => Agent.page(await agent.get('/dashboard')).props

test.group('Dashboard charts', (group) => {
  group.each.setup(() => resetAppState())

  for (const [weekStart, firstWeekday, locale] of [
    ['monday', 1, 'en'],
    ['monday', 1, 'nl'],
    ['sunday', 7, 'en'],
    ['sunday', 7, 'nl'],
  ] as const) {
    test(`the hours of each day of the week, from WEEK_START=${weekStart}, in ${locale}`, ({
      assert,
    }) =>
      withWeekStart(weekStart, async () => {
        const { user, agent } = await signedIn(locale)
        const other = await createUser()
        const booking = await bookable([user, other])
        const today = DateTime.now().setZone(timezone).startOf('day')
        const first = today.minus({ days: (today.weekday - firstWeekday + 7) % 7 })
        const log = logOn(user, booking)
        await log(first, '09:00:00', '10:30:00')
        await log(first, '13:00:00', '13:15:30')
        await log(first.plus({ days: 6 }), '08:00:00', '16:00:00')
        await log(first.minus({ days: 1 }), '09:00:00', '17:00:00')
        await logOn(other, booking)(first.plus({ days: 2 }), '09:00:00', '17:00:00')

        const { week } = await dashboard(agent)
        const expected = Array.from({ length: 7 }, (_, index) => ({
          date: first.plus({ days: index }).toISODate(),
          seconds: index === 0 ? 6330 : index === 6 ? 28800 : 0,
        }))
        assert.deepEqual(week.days, expected)
        assert.equal(week.from, expected[0].date)
        assert.equal(week.to, expected[6].date)
        assert.equal(week.total, '09:45')
      }))
  }

  test("on a Sunday, this week is the one that began on Monday, with that Sunday's hours", async ({
    assert,
  }) => {
    const { user, agent } = await signedIn('en')
    const booking = await bookable([user])
    // Noon on Sunday 2026-11-22 where the person is (Kiritimati: 22:00 UTC on the 21st).
    const sunday = DateTime.fromISO('2026-11-22T12:00:00', { zone: timezone })
    await logOn(user, booking)(sunday, '09:00:00', '10:00:00')
    await logOn(user, booking)(sunday.minus({ days: 6 }), '09:00:00', '11:00:00')
    const realNow = Settings.now
    Settings.now = () => sunday.toMillis()
    try {
      const { week } = await dashboard(agent)
      assert.equal(week.from, '2026-11-16')
      assert.equal(week.to, '2026-11-22')
      assert.equal(week.total, '03:00')
    } finally {
      Settings.now = realNow
    }
  })

  test("the month's five projects with the most hours, the most first", async ({ assert }) => {
    const { user, agent } = await signedIn('en')
    const other = await createUser()
    const today = DateTime.now().setZone(timezone).startOf('day')
    const firstOfMonth = today.startOf('month')
    const bookings = []
    for (const name of ['Apollo', 'Borealis', 'Cirrus', 'Dynamo', 'Ember', 'Fjord']) {
      bookings.push(await bookable([user, other], { name }))
    }
    const [apollo, borealis, cirrus, dynamo, ember, fjord] = bookings
    // Hours: Cirrus 3, Apollo 2 (on the month's first day), Ember and Borealis 1 each
    // (tied: by name), Dynamo 0.5, Fjord 0.25 (sixth, left out).
    await logOn(user, cirrus)(firstOfMonth, '09:00:00', '12:00:00')
    await logOn(user, apollo)(firstOfMonth, '12:00:00', '14:00:00')
    await logOn(user, ember)(firstOfMonth, '14:00:00', '15:00:00')
    await logOn(user, borealis)(firstOfMonth, '15:00:00', '16:00:00')
    await logOn(user, dynamo)(firstOfMonth, '16:00:00', '16:30:00')
    await logOn(user, fjord)(firstOfMonth, '16:30:00', '16:45:00')
    // Outside the month, or someone else's: not counted.
    await logOn(user, fjord)(firstOfMonth.minus({ days: 1 }), '09:00:00', '17:00:00')
    await logOn(other, fjord)(firstOfMonth, '09:00:00', '17:00:00')

    const { month } = await dashboard(agent)
    assert.equal(month.from, firstOfMonth.toISODate())
    assert.equal(month.to, today.endOf('month').toISODate())
    assert.deepEqual(
      month.top_projects.map(
        (project: { name: string; seconds: number; total: string; client_name: string }) => [
          project.name,
          project.seconds,
          project.total,
        ]
      ),
      [
        ['Cirrus', 10800, '03:00'],
        ['Apollo', 7200, '02:00'],
        ['Borealis', 3600, '01:00'],
        ['Ember', 3600, '01:00'],
        ['Dynamo', 1800, '00:30'],
      ]
    )
    assert.equal(month.top_projects[0].client_name, cirrus.client.name)
    assert.equal(month.top_projects[0].id, cirrus.project.id)
  })

  test('without logs: seven empty days and no projects', async ({ assert }) => {
    const { agent } = await signedIn('nl')
    const { week, month } = await dashboard(agent)
    assert.lengthOf(week.days, 7)
    assert.isTrue(week.days.every((day: { seconds: number }) => day.seconds === 0))
    assert.deepEqual(month.top_projects, [])
  })
})
