import { test } from '@japa/runner'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { bookable } from '#tests/support/bookable'
import { logTime } from '#tests/support/report_logs'
import { json, signedInAdmin } from '#tests/support/admin'

const november = 'date_from=2026-11-01&date_to=2026-11-30'

function teamSummary(agent: Agent, query: string) {
  return json(agent, 'GET', `/api/admin/reports/summary?${query}`)
}

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
    assert.deepEqual(response.json.data.totals, {
      seconds: 4 * 3600,
      billable_seconds: 4 * 3600,
      count: 3,
    })
    assert.deepEqual(response.json.data.groups, [
      {
        key: String(ann.id),
        name: 'Ann',
        seconds: 7200,
        billable_seconds: 7200,
        count: 1,
        // 35 hours a week over the 30 days of November.
        available_seconds: (35 * 3600 * 30) / 7,
      },
      {
        key: String(bob.id),
        name: 'Bob',
        seconds: 7200,
        billable_seconds: 7200,
        count: 2,
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
