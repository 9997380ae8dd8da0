import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { bookable } from '#tests/support/bookable'
import { logTime } from '#tests/support/report_logs'
import type User from '#models/user'

async function signedIn(overrides: Partial<User> = {}) {
  const user = await createUser(overrides)
  const agent = new Agent().asInertia()
  await agent.login(user.email, password)
  return { user, agent }
}

test.group('Reports page', (group) => {
  group.each.setup(() => resetAppState())

  test('without a query it shows this month in the person’s time zone', async ({ assert }) => {
    const { agent } = await signedIn({ timezone: 'Pacific/Kiritimati', locale: 'nl' })
    const page = Agent.page(await agent.get('/reports'))
    assert.equal(page.component, 'reports/index')
    const today = DateTime.now().setZone('Pacific/Kiritimati')
    assert.deepEqual(page.props.query, {
      date_from: today.startOf('month').toISODate(),
      date_to: today.endOf('month').toISODate(),
      client_id: [],
      project_id: [],
      task_id: [],
      billable: null,
      group: 'project',
      subgroup: null,
      interval: 'day',
      week_start: 'monday',
    })
    assert.deepEqual(page.props.errors, {})
    assert.equal(page.props.summary.date_from, page.props.query.date_from)
  })

  test('the query drives the summary, and the options are the person’s own', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const other = await createUser()
    const assigned = await bookable([user])
    const logged = await bookable([user])
    // No longer assigned and inactive, but logged on: still offered.
    await logged.connection.related('users').detach([user.id])
    logged.project.active = false
    await logged.project.save()
    const notMine = await bookable([other])
    await logTime(user, assigned, '2026-11-02', '09:00:00', '10:00:00')
    await logTime(user, logged, '2026-11-03', '09:00:00', '09:30:00')
    await logTime(other, notMine, '2026-11-03', '09:00:00', '17:00:00')

    const page = Agent.page(
      await agent.get(
        `/reports?date_from=2026-11-01&date_to=2026-11-30&project_id=${logged.project.id}&group=task&subgroup=day&billable=true`
      )
    )
    assert.deepInclude(page.props.query, {
      date_from: '2026-11-01',
      date_to: '2026-11-30',
      project_id: [logged.project.id],
      billable: true,
      group: 'task',
      subgroup: 'day',
      week_start: 'monday',
    })
    assert.deepEqual(page.props.summary.totals, { seconds: 1800, billable_seconds: 1800, count: 1 })
    assert.equal(page.props.summary.groups[0].children[0].key, '2026-11-03')

    const byName = <Row extends { name: string }>(rows: Row[]) =>
      [...rows].sort((a, b) => a.name.localeCompare(b.name))
    assert.deepEqual(page.props.options, {
      clients: byName([
        { id: assigned.client.id, name: assigned.client.name },
        { id: logged.client.id, name: logged.client.name },
      ]),
      projects: byName([
        { id: assigned.project.id, name: assigned.project.name, client_id: assigned.client.id },
        { id: logged.project.id, name: logged.project.name, client_id: logged.client.id },
      ]),
      tasks: byName([
        { id: assigned.task.id, name: assigned.task.name },
        { id: logged.task.id, name: logged.task.name },
      ]),
    })
  })

  test('a bad query shows this month with the fields’ errors', async ({ assert }) => {
    const { agent } = await signedIn()
    const page = Agent.page(
      await agent.get('/reports?date_from=2026-11-30&date_to=2026-11-01&group=week&project_id=x')
    )
    assert.equal(page.component, 'reports/index')
    assert.equal(page.props.query.date_from, DateTime.utc().startOf('month').toISODate())
    assert.equal(page.props.query.group, 'project')
    assert.deepEqual(page.props.errors, {
      date_to: 'The End date must be a date after or equal to the start date.',
      project_id: 'Every entry of Project must be a number.',
    })
  })
})
