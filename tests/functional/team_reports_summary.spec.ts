import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { bookable } from '#tests/support/bookable'
import { logTime } from '#tests/support/report_logs'
import { json, signedInAdmin } from '#tests/support/admin'
import { zoneAroundNoon, zoneOnAnotherDay } from '#tests/support/clock'

const november = 'date_from=2026-11-01&date_to=2026-11-30'

function teamSummary(agent: Agent, query: string) {
  return json(agent, 'GET', `/api/admin/reports/summary?${query}`)
}

/** Today in the zone, and the days either side of it, as ISO dates. */
function daysFromToday(zone: string) {
  const today = DateTime.now().setZone(zone).startOf('day')
  return (days: number) => today.plus({ days }).toISODate()!
}

/** A person's available seconds at 35 hours a week over some days. */
const thirtyFiveHours = (days: number) => (35 * 3600 * days) / 7

type Group = { key: string; available_seconds?: number | null }
const byKey = (groups: Group[], key: string) => groups.find((group) => group.key === key)!

test.group('Team report summary', (group) => {
  group.each.setup(() => resetAppState())

  test('people with their available time over the range, filtered by person', async ({
    assert,
  }) => {
    const { admin, agent } = await signedInAdmin({ name: 'Admin' })
    const ann = await createUser({ name: 'Ann', availableHours: 35 })
    const bob = await createUser({ name: 'Bob' })
    const work = await bookable([ann, bob])
    await logTime(ann, work, '2026-11-02', '09:00:00', '11:00:00')
    await logTime(bob, work, '2026-11-02', '09:00:00', '10:00:00')
    await logTime(bob, work, '2026-11-03', '09:00:00', '10:00:00')

    const response = await teamSummary(agent, `${november}&group=user`)
    assert.equal(response.status, 200)
    // Nobody has a rate: the logs have no amounts.
    assert.deepEqual(response.json.data.totals, {
      seconds: 4 * 3600,
      billable_seconds: 4 * 3600,
      count: 3,
      billable_amount: 0,
      cost_amount: 0,
      profit: 0,
    })
    assert.deepEqual(response.json.data.groups, [
      {
        key: String(ann.id),
        name: 'Ann',
        seconds: 7200,
        billable_seconds: 7200,
        count: 1,
        billable_amount: 0,
        cost_amount: 0,
        profit: 0,
        // 35 hours a week over the 30 days of November.
        available_seconds: (35 * 3600 * 30) / 7,
      },
      {
        key: String(bob.id),
        name: 'Bob',
        seconds: 7200,
        billable_seconds: 7200,
        count: 2,
        billable_amount: 0,
        cost_amount: 0,
        profit: 0,
        available_seconds: null,
      },
    ])
    assert.deepEqual(response.json.data.series[1].groups, {
      [ann.id]: 7200,
      [bob.id]: 3600,
    })
    assert.notInclude(
      response.json.data.groups.map((row: { key: string }) => row.key),
      String(admin.id)
    )

    const onlyBob = await teamSummary(agent, `${november}&group=user&user_id=${bob.id}`)
    assert.deepEqual(
      onlyBob.json.data.groups.map((row: { name: string }) => row.name),
      ['Bob']
    )
  })

  test('a person under a week has the available time of that week inside the range', async ({
    assert,
  }) => {
    const { agent } = await signedInAdmin()
    const ann = await createUser({ availableHours: 35 })
    const work = await bookable([ann])
    await logTime(ann, work, '2026-11-01', '09:00:00', '10:00:00')
    await logTime(ann, work, '2026-11-02', '09:00:00', '10:00:00')

    const response = await teamSummary(
      agent,
      `${november}&group=week&subgroup=user&week_start=monday`
    )
    assert.equal(response.status, 200)
    const [firstWeek, secondWeek] = response.json.data.groups
    // The week of 2026-10-26 reaches into November by its Sunday only.
    assert.equal(firstWeek.key, '2026-10-26')
    assert.equal(firstWeek.children[0].available_seconds, 5 * 3600)
    assert.equal(secondWeek.key, '2026-11-02')
    assert.equal(secondWeek.children[0].available_seconds, 35 * 3600)
    assert.notProperty(firstWeek, 'available_seconds')
  })

  test("a range running past today counts each person's days up to their today", async ({
    assert,
  }) => {
    const { agent } = await signedInAdmin()
    const noon = zoneAroundNoon()
    const ann = await createUser({ availableHours: 35, timezone: noon })
    // Where it is already tomorrow or still yesterday: one day more or less has come.
    const elsewhere = zoneOnAnotherDay()
    const bob = await createUser({ availableHours: 35, timezone: elsewhere })
    const day = daysFromToday(noon)
    const work = await bookable([ann, bob])
    await logTime(ann, work, day(0), '09:00:00', '10:00:00')
    await logTime(bob, work, day(0), '09:00:00', '10:00:00')

    const response = await teamSummary(agent, `date_from=${day(-10)}&date_to=${day(10)}&group=user`)
    assert.equal(response.status, 200)
    const groups = response.json.data.groups
    // Ten days before today and today itself: not the ten days after.
    assert.equal(byKey(groups, String(ann.id)).available_seconds, thirtyFiveHours(11))
    const bobsToday = DateTime.now().setZone(elsewhere).toISODate()!
    const bobsDays = bobsToday > day(0) ? 12 : 10
    assert.equal(byKey(groups, String(bob.id)).available_seconds, thirtyFiveHours(bobsDays))
  })

  test("a person's weeks past today have no available time, today's week its days so far", async ({
    assert,
  }) => {
    const { agent } = await signedInAdmin()
    const noon = zoneAroundNoon()
    const ann = await createUser({ availableHours: 35, timezone: noon })
    const day = daysFromToday(noon)
    const work = await bookable([ann])
    await logTime(ann, work, day(-14), '09:00:00', '10:00:00')
    await logTime(ann, work, day(0), '09:00:00', '10:00:00')
    await logTime(ann, work, day(8), '09:00:00', '10:00:00')

    const response = await teamSummary(
      agent,
      `date_from=${day(-14)}&date_to=${day(20)}&group=user&subgroup=week&week_start=monday`
    )
    assert.equal(response.status, 200)
    const [person] = response.json.data.groups
    assert.equal(person.available_seconds, thirtyFiveHours(15))
    const today = DateTime.now().setZone(noon).startOf('day')
    const weekOf = (date: DateTime) => date.startOf('week').toISODate()!
    // Monday is weekday 1: today's week has had as many days as today's weekday.
    assert.equal(
      byKey(person.children, weekOf(today)).available_seconds,
      thirtyFiveHours(today.weekday)
    )
    assert.equal(byKey(person.children, weekOf(today.plus({ days: 8 }))).available_seconds, 0)
    assert.equal(
      byKey(person.children, weekOf(today.minus({ days: 14 }))).available_seconds,
      thirtyFiveHours(8 - today.minus({ days: 14 }).weekday)
    )
  })

  test('a range wholly past counts all its days, up to and including today', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const noon = zoneAroundNoon()
    const ann = await createUser({ availableHours: 35, timezone: noon })
    const day = daysFromToday(noon)
    const work = await bookable([ann])
    await logTime(ann, work, day(-20), '09:00:00', '10:00:00')

    const past = await teamSummary(agent, `date_from=${day(-27)}&date_to=${day(-1)}&group=user`)
    assert.equal(past.json.data.groups[0].available_seconds, thirtyFiveHours(27))
    const endingToday = await teamSummary(
      agent,
      `date_from=${day(-27)}&date_to=${day(0)}&group=user`
    )
    assert.equal(endingToday.json.data.groups[0].available_seconds, thirtyFiveHours(28))
  })

  test('a range wholly ahead has no available time', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const noon = zoneAroundNoon()
    const ann = await createUser({ availableHours: 35, timezone: noon })
    const bob = await createUser({ availableHours: null, timezone: noon })
    const day = daysFromToday(noon)
    const work = await bookable([ann, bob])
    await logTime(ann, work, day(3), '09:00:00', '10:00:00')
    await logTime(bob, work, day(3), '09:00:00', '10:00:00')

    const response = await teamSummary(agent, `date_from=${day(1)}&date_to=${day(30)}&group=user`)
    assert.equal(response.status, 200)
    const groups = response.json.data.groups
    assert.strictEqual(byKey(groups, String(ann.id)).available_seconds, 0)
    assert.isNull(byKey(groups, String(bob.id)).available_seconds)
  })

  test('projects with their planned and all-time logged hours', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const ann = await createUser()
    const bob = await createUser()
    const capped = await bookable([ann, bob], { plannedHours: 10, billable: true })
    const open = await bookable([ann], { plannedHours: null, billable: false })
    await logTime(ann, capped, '2026-11-02', '09:00:00', '10:00:00')
    await logTime(bob, capped, '2026-10-02', '09:00:00', '12:00:00')
    await logTime(ann, open, '2026-11-03', '09:00:00', '09:30:00')

    const response = await teamSummary(agent, `${november}&subgroup=user`)
    assert.equal(response.status, 200)
    const [cappedGroup, openGroup] = response.json.data.groups
    assert.deepInclude(cappedGroup, {
      key: String(capped.project.id),
      client_name: capped.client.name,
      seconds: 3600,
      billable_seconds: 3600,
      planned_seconds: 36000,
      project_logged_seconds: 4 * 3600,
    })
    assert.deepEqual(
      cappedGroup.children.map((child: { key: string }) => child.key),
      [String(ann.id)]
    )
    assert.deepInclude(openGroup, { planned_seconds: null, project_logged_seconds: 1800 })
  })

  test('the person grouping and filter are the team summary only; others are refused', async ({
    assert,
  }) => {
    const { agent } = await signedInAdmin()
    const refused = await teamSummary(agent, `${november}&user_id=abc`)
    assert.equal(refused.status, 422)
    assert.properties(refused.json.errors, ['user_id.0'])
    const sameGroup = await teamSummary(agent, `${november}&group=user&subgroup=user`)
    assert.equal(sameGroup.status, 422)
    assert.properties(sameGroup.json.errors, ['subgroup'])

    const user = await createUser()
    const member = new Agent()
    await member.login(user.email, password)
    const forbidden = await teamSummary(member, november)
    assert.equal(forbidden.status, 403)
  })
})
