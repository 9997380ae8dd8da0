import { test } from '@japa/runner'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { bookable } from '#tests/support/bookable'
import { logTime } from '#tests/support/report_logs'
import { json } from '#tests/support/admin'
import type User from '#models/user'
import { withWeekStart } from '#tests/support/week_start'

async function signedIn(overrides: Partial<User> = {}) {
  const user = await createUser(overrides)
  const agent = new Agent()
  await agent.login(user.email, password)
  return { user, agent }
}

function summary(agent: Agent, query: string) {
  return json(agent, 'GET', `/api/reports/summary?${query}`)
}

const november = 'date_from=2026-11-01&date_to=2026-11-30'

/** Each group's key and seconds, children as [key, seconds] lists. */
function shape(groups: any[]): unknown[] {
  return groups.map((group) =>
    group.children ? [group.key, group.seconds, shape(group.children)] : [group.key, group.seconds]
  )
}

test.group('Report summary', (group) => {
  group.each.setup(() => resetAppState())

  test("a project's group carries its planned hours and all its logged time", async ({
    assert,
  }) => {
    const { user, agent } = await signedIn()
    const other = await createUser()
    const website = await bookable([user, other], { name: 'Website', plannedHours: 2 })
    website.project.plannedHoursLimit = 'warn'
    await website.project.save()
    await logTime(user, website, '2026-11-02', '09:00:00', '10:00:00')
    await logTime(other, website, '2026-11-03', '09:00:00', '11:00:00')
    const response = await summary(agent, november)
    assert.deepInclude(response.json.data.groups[0], {
      seconds: 3600,
      planned_seconds: 7200,
      project_logged_seconds: 10_800,
    })
  })

  test('totals, groups with children and a zero-filled series, own logs only', async ({
    assert,
  }) => {
    const { user, agent } = await signedIn()
    const other = await createUser()
    const website = await bookable([user, other], { name: 'Website', billable: true })
    const internal = await bookable([user], { name: 'Internal', billable: false })
    await logTime(user, website, '2026-11-02', '09:00:00', '10:30:00')
    await logTime(user, website, '2026-11-03', '09:00:00', '09:30:00')
    await logTime(user, internal, '2026-11-03', '10:00:00', '10:15:00')
    await logTime(user, internal, '2026-12-01', '10:00:00', '11:00:00')
    await logTime(other, website, '2026-11-02', '09:00:00', '17:00:00')

    const response = await summary(agent, `${november}&subgroup=task&user_id=${other.id}`)
    assert.equal(response.status, 200)
    const data = response.json.data
    assert.deepInclude(data, {
      date_from: '2026-11-01',
      date_to: '2026-11-30',
      group: 'project',
      subgroup: 'task',
      interval: 'day',
      week_start: 'monday',
      totals: { seconds: 8100, billable_seconds: 7200, count: 3 },
    })
    assert.deepEqual(data.groups, [
      {
        key: String(website.project.id),
        name: 'Website',
        client_name: website.client.name,
        planned_seconds: null,
        // Everyone's, at any time: what the person's connections show of the project too.
        project_logged_seconds: 36_000,
        seconds: 7200,
        billable_seconds: 7200,
        count: 2,
        children: [
          {
            key: String(website.task.id),
            name: website.task.name,
            seconds: 7200,
            billable_seconds: 7200,
            count: 2,
          },
        ],
      },
      {
        key: String(internal.project.id),
        name: 'Internal',
        client_name: internal.client.name,
        planned_seconds: null,
        project_logged_seconds: 4500,
        seconds: 900,
        billable_seconds: 0,
        count: 1,
        children: [
          {
            key: String(internal.task.id),
            name: internal.task.name,
            seconds: 900,
            billable_seconds: 0,
            count: 1,
          },
        ],
      },
    ])
    assert.lengthOf(data.series, 30)
    assert.deepEqual(data.series[0], { start: '2026-11-01', seconds: 0, groups: {} })
    assert.deepEqual(data.series[1], {
      start: '2026-11-02',
      seconds: 5400,
      groups: { [website.project.id]: 5400 },
    })
    assert.deepEqual(data.series[2], {
      start: '2026-11-03',
      seconds: 2700,
      groups: { [website.project.id]: 1800, [internal.project.id]: 900 },
    })
    assert.equal(data.series[29].start, '2026-11-30')
  })

  test('another user sees none of these logs', async ({ assert }) => {
    const owner = await createUser()
    const work = await bookable([owner])
    await logTime(owner, work, '2026-11-02', '09:00:00', '10:00:00')
    const { agent } = await signedIn()

    const response = await summary(agent, `${november}&group=task`)
    assert.equal(response.status, 200)
    assert.deepEqual(response.json.data.totals, { seconds: 0, billable_seconds: 0, count: 0 })
    assert.deepEqual(response.json.data.groups, [])
  })

  test('every filter narrows the logs', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const billed = await bookable([user], { billable: true })
    const unbilled = await bookable([user], { billable: false })
    const third = await bookable([user], { billable: true })
    await logTime(user, billed, '2026-11-02', '09:00:00', '10:00:00')
    await logTime(user, unbilled, '2026-11-02', '10:00:00', '10:30:00')
    await logTime(user, third, '2026-11-02', '11:00:00', '11:10:00')
    await logTime(user, billed, '2026-10-31', '09:00:00', '12:00:00')

    const seconds = async (query: string) => {
      const response = await summary(agent, query)
      assert.equal(response.status, 200, query)
      return response.json.data.totals.seconds
    }
    assert.equal(await seconds(november), 3600 + 1800 + 600)
    assert.equal(await seconds('date_from=2026-10-31&date_to=2026-10-31'), 3 * 3600)
    assert.equal(await seconds(`${november}&client_id=${billed.client.id}`), 3600)
    assert.equal(await seconds(`${november}&project_id=${unbilled.project.id}`), 1800)
    assert.equal(
      await seconds(`${november}&project_id=${billed.project.id}&project_id=${third.project.id}`),
      4200
    )
    assert.equal(
      await seconds(
        `${november}&project_id[]=${unbilled.project.id}&project_id[]=${third.project.id}`
      ),
      2400
    )
    assert.equal(await seconds(`${november}&task_id=${third.task.id}`), 600)
    assert.equal(
      await seconds(`${november}&task_id=${third.task.id}&client_id=${billed.client.id}`),
      0
    )
    assert.equal(await seconds(`${november}&billable=true`), 4200)
    assert.equal(await seconds(`${november}&billable=1`), 4200)
    assert.equal(await seconds(`${november}&billable=false`), 1800)
    assert.equal(await seconds(`${november}&billable=0`), 1800)
  })

  test('groups by day, week, month, client and task, each with a subgroup', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const work = await bookable([user])
    const more = await bookable([user])
    await logTime(user, work, '2026-10-31', '09:00:00', '10:00:00')
    await logTime(user, work, '2026-11-01', '09:00:00', '09:30:00')
    await logTime(user, more, '2026-11-01', '10:00:00', '10:10:00')
    await logTime(user, more, '2026-11-09', '10:00:00', '12:00:00')
    const range = 'date_from=2026-10-01&date_to=2026-11-30&week_start=monday'

    const groups = async (query: string) => {
      const response = await summary(agent, `${range}&${query}`)
      assert.equal(response.status, 200, query)
      return response.json.data.groups
    }
    const workTask = String(work.task.id)
    const moreTask = String(more.task.id)

    assert.deepEqual(shape(await groups('group=day')), [
      ['2026-10-31', 3600],
      ['2026-11-01', 2400],
      ['2026-11-09', 7200],
    ])
    assert.deepEqual(shape(await groups('group=week&subgroup=task')), [
      [
        '2026-10-26',
        6000,
        [
          [workTask, 5400],
          [moreTask, 600],
        ],
      ],
      ['2026-11-09', 7200, [[moreTask, 7200]]],
    ])
    assert.deepEqual(shape(await groups('group=month&subgroup=day')), [
      ['2026-10-01', 3600, [['2026-10-31', 3600]]],
      [
        '2026-11-01',
        9600,
        [
          ['2026-11-01', 2400],
          ['2026-11-09', 7200],
        ],
      ],
    ])
    assert.deepEqual(shape(await groups('group=client&subgroup=month')), [
      [String(more.client.id), 7800, [['2026-11-01', 7800]]],
      [
        String(work.client.id),
        5400,
        [
          ['2026-10-01', 3600],
          ['2026-11-01', 1800],
        ],
      ],
    ])
    const byTask = await groups('group=task&subgroup=project')
    assert.deepEqual(shape(byTask), [
      [moreTask, 7800, [[String(more.project.id), 7800]]],
      [workTask, 5400, [[String(work.project.id), 5400]]],
    ])
    assert.equal(byTask[0].name, more.task.name)
    assert.equal(byTask[0].children[0].client_name, more.client.name)
    const byClient = await groups('group=client')
    assert.equal(byClient[0].name, more.client.name)
    assert.notProperty(byClient[0], 'children')
    const byDay = await groups('group=day&subgroup=week')
    assert.equal(byDay[0].name, '2026-10-31')
    assert.deepEqual(byDay[0].children, [
      { key: '2026-10-26', name: '2026-10-26', seconds: 3600, billable_seconds: 3600, count: 1 },
    ])
  })

  for (const [weekStart, sundayWeek, otherStart, otherWeek] of [
    ['monday', '2026-11-16', 'sunday', '2026-11-22'],
    ['sunday', '2026-11-22', 'monday', '2026-11-16'],
  ] as const) {
    test(`a log on a Sunday, WEEK_START=${weekStart}: the same week in English and Dutch`, ({
      assert,
    }) =>
      withWeekStart(weekStart, async () => {
        const english = await signedIn({ locale: 'en' })
        const dutch = await signedIn({ locale: 'nl' })
        for (const { user } of [english, dutch]) {
          const work = await bookable([user])
          // 2026-11-22 is a Sunday.
          await logTime(user, work, '2026-11-22', '09:00:00', '10:00:00')
        }
        const weekOf = async (agent: Agent, query = '') => {
          const response = await summary(agent, `${november}&group=week${query}`)
          assert.equal(response.status, 200)
          return [response.json.data.week_start, response.json.data.groups[0].key]
        }
        assert.deepEqual(await weekOf(english.agent), [weekStart, sundayWeek])
        assert.deepEqual(await weekOf(dutch.agent), [weekStart, sundayWeek])
        // The query's week_start still overrides the installation's.
        const override = `&week_start=${otherStart}`
        assert.deepEqual(await weekOf(english.agent, override), [otherStart, otherWeek])
        assert.deepEqual(await weekOf(dutch.agent, override), [otherStart, otherWeek])
      }))
  }

  test('the series: one bucket per interval, first day of each, empty ones zero', async ({
    assert,
  }) => {
    const { user, agent } = await signedIn()
    const work = await bookable([user])
    await logTime(user, work, '2026-11-01', '09:00:00', '10:00:00')
    await logTime(user, work, '2026-12-31', '09:00:00', '09:30:00')

    const series = async (query: string) => {
      const response = await summary(agent, query)
      assert.equal(response.status, 200, query)
      return [response.json.data.interval, response.json.data.series]
    }

    const [yearInterval, year] = await series('date_from=2026-01-01&date_to=2026-12-31')
    assert.equal(yearInterval, 'month')
    assert.lengthOf(year, 12)
    assert.deepEqual(year[0], { start: '2026-01-01', seconds: 0, groups: {} })
    assert.equal(year[10].start, '2026-11-01')
    assert.equal(year[10].seconds, 3600)
    assert.equal(year[11].seconds, 1800)

    // 2026-11-01 is a Sunday; Sunday weeks start then, so 9 weeks reach 2026-12-31.
    const [weekInterval, weeks] = await series(
      'date_from=2026-11-01&date_to=2026-12-31&week_start=sunday'
    )
    assert.equal(weekInterval, 'week')
    assert.deepEqual(
      weeks.map((bucket: any) => bucket.start),
      [
        '2026-11-01',
        '2026-11-08',
        '2026-11-15',
        '2026-11-22',
        '2026-11-29',
        '2026-12-06',
        '2026-12-13',
        '2026-12-20',
        '2026-12-27',
      ]
    )
    assert.equal(weeks[0].seconds, 3600)
    assert.equal(weeks[8].seconds, 1800)

    // Monday weeks, the installation's default.
    const [, mondays] = await series('date_from=2026-11-01&date_to=2026-11-30&interval=week')
    assert.equal(mondays[0].start, '2026-10-26')
    assert.equal(mondays[0].seconds, 3600)

    const [, byDay] = await series(`${november}&group=day`)
    assert.deepEqual(byDay[0], { start: '2026-11-01', seconds: 3600, groups: {} })
  })

  test('bad filters answer 422 with the field and a message in the language', async ({
    assert,
  }) => {
    const { agent } = await signedIn()
    const refused = async (query: string, field: string) => {
      const response = await summary(agent, query)
      assert.equal(response.status, 422, query)
      assert.properties(response.json.errors, [field], query)
      return response.json.errors[field][0] as string
    }

    await refused('date_to=2026-11-30', 'date_from')
    await refused('date_from=2026-11-01', 'date_to')
    await refused('date_from=2026-11-31&date_to=2026-12-01', 'date_from')
    await refused('date_from=01-11-2026&date_to=2026-12-01', 'date_from')
    // PostgreSQL has no year 0: refused as a date, not passed on to the database.
    await refused('date_from=0000-01-01&date_to=0000-01-02', 'date_from')
    assert.equal(
      await refused('date_from=2026-11-02&date_to=2026-11-01', 'date_to'),
      'The End date must be a date after or equal to the start date.'
    )
    assert.equal(
      await refused('date_from=2021-01-01&date_to=2026-01-01', 'date_to'),
      'The date range must be shorter than 5 years.'
    )
    const almostFiveYears = await summary(agent, 'date_from=2021-01-01&date_to=2025-12-31')
    assert.equal(almostFiveYears.status, 200)

    await refused(`${november}&project_id=abc`, 'project_id.0')
    await refused(`${november}&client_id=0`, 'client_id.0')
    await refused(`${november}&task_id=1&task_id=-2`, 'task_id.1')
    await refused(`${november}&task_id=1.5`, 'task_id.0')
    const tooMany = Array.from({ length: 101 }, (_, index) => `project_id=${index + 1}`)
    assert.equal(
      await refused(`${november}&${tooMany.join('&')}`, 'project_id'),
      'Project may hold at most 100 entries.'
    )
    await refused(`${november}&billable=maybe`, 'billable')
    await refused(`${november}&group=person`, 'group')
    // The person grouping is the administrators'.
    await refused(`${november}&group=user`, 'group')
    assert.equal(
      await refused(`${november}&subgroup=project`, 'subgroup'),
      'The Subgrouping must differ from the grouping.'
    )
    await refused(`${november}&group=week&subgroup=week`, 'subgroup')
    await refused(`${november}&interval=year`, 'interval')
    await refused(`${november}&week_start=friday`, 'week_start')

    const { agent: dutch } = await signedIn({ locale: 'nl' })
    const response = await summary(dutch, 'date_from=2021-01-01&date_to=2026-06-01')
    assert.deepEqual(response.json.errors, {
      date_to: ['Het datumbereik moet korter zijn dan 5 jaar.'],
    })
  })

  test('guests get 401', async ({ assert }) => {
    const response = await summary(new Agent(), november)
    assert.equal(response.status, 401)
  })
})
