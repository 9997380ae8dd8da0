import { test } from '@japa/runner'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { bookable } from '#tests/support/bookable'
import { logTime } from '#tests/support/report_logs'
import { json } from '#tests/support/admin'

async function signedIn(locale: 'en' | 'nl' = 'en') {
  const user = await createUser({ locale })
  const agent = new Agent()
  await agent.login(user.email, password)
  return { user, agent }
}

test.group('Time log list filters', (group) => {
  group.each.setup(() => resetAppState())

  test('each filter narrows the list, and the total counts what it found', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const other = await createUser()
    const billed = await bookable([user, other], { billable: true })
    const unbilled = await bookable([user], { billable: false })
    await logTime(user, billed, '2026-11-02', '09:00:00', '10:00:00', 'Zebra review')
    await logTime(user, unbilled, '2026-11-03', '09:00:00', '10:00:00')
    await logTime(user, billed, '2026-11-04', '09:00:00', '10:00:00')
    await logTime(user, unbilled, '2026-11-05', '09:00:00', '10:00:00', 'Zebra notes')
    await logTime(other, billed, '2026-11-03', '09:00:00', '10:00:00')

    const dates = async (query: string) => {
      const response = await json(agent, 'GET', `/api/time-logs?${query}`)
      assert.equal(response.status, 200, query)
      const found = response.json.data.map((log: { date: string }) => log.date)
      assert.equal(response.json.total, found.length, query)
      return found
    }

    assert.deepEqual(await dates('date_from=2026-11-03'), [
      '2026-11-05',
      '2026-11-04',
      '2026-11-03',
    ])
    assert.deepEqual(await dates('date_to=2026-11-03&order=asc'), ['2026-11-02', '2026-11-03'])
    assert.deepEqual(await dates('date_from=2026-11-03&date_to=2026-11-04'), [
      '2026-11-04',
      '2026-11-03',
    ])
    assert.deepEqual(await dates(`client_id=${billed.client.id}`), ['2026-11-04', '2026-11-02'])
    assert.deepEqual(await dates(`project_id[]=${unbilled.project.id}`), [
      '2026-11-05',
      '2026-11-03',
    ])
    assert.deepEqual(
      await dates(`project_id=${unbilled.project.id}&project_id=${billed.project.id}`),
      ['2026-11-05', '2026-11-04', '2026-11-03', '2026-11-02']
    )
    assert.deepEqual(await dates(`task_id=${billed.task.id}`), ['2026-11-04', '2026-11-02'])
    assert.deepEqual(await dates('billable=false'), ['2026-11-05', '2026-11-03'])
    assert.deepEqual(await dates('billable=1'), ['2026-11-04', '2026-11-02'])
    assert.deepEqual(await dates('billable=true&search=zebra'), ['2026-11-02'])
    assert.deepEqual(await dates(`billable=0&date_to=2026-11-04&sort=project`), ['2026-11-03'])
  })

  test('a filtered list pages, and its total is that of every page', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const work = await bookable([user])
    for (const day of ['01', '02', '03', '04', '05']) {
      await logTime(user, work, `2026-11-${day}`, '09:00:00', '10:00:00')
    }
    const response = await json(
      agent,
      'GET',
      '/api/time-logs?date_from=2026-11-02&limit=2&page=2&order=asc'
    )
    assert.equal(response.status, 200)
    assert.equal(response.json.total, 4)
    assert.equal(response.json.page, 2)
    assert.deepEqual(
      response.json.data.map((log: { date: string }) => log.date),
      ['2026-11-04', '2026-11-05']
    )
  })

  test("the total seconds sum every log found, on every page, and no one else's", async ({
    assert,
  }) => {
    const { user, agent } = await signedIn()
    const other = await createUser()
    const billed = await bookable([user, other], { billable: true })
    const unbilled = await bookable([user], { billable: false })
    await logTime(user, billed, '2026-11-02', '09:00:00', '10:30:00', 'Zebra review')
    await logTime(user, unbilled, '2026-11-03', '09:00:00', '09:15:00')
    await logTime(user, billed, '2026-11-04', '13:00:00', '17:45:00')
    await logTime(user, unbilled, '2026-11-05', '08:00:00', '08:20:00', 'Zebra notes')
    await logTime(other, billed, '2026-11-03', '09:00:00', '17:00:00')

    const totals = async (query: string) => {
      const response = await json(agent, 'GET', `/api/time-logs?${query}`)
      assert.equal(response.status, 200, query)
      return [response.json.total, response.json.total_seconds]
    }
    const hour = 3600
    const minute = 60

    assert.deepEqual(await totals('limit=1'), [4, 6 * hour + 50 * minute])
    assert.deepEqual(await totals('limit=1&page=3'), [4, 6 * hour + 50 * minute])
    assert.deepEqual(await totals('search=zebra&limit=1&page=2'), [2, hour + 50 * minute])
    assert.deepEqual(await totals('billable=true&limit=1'), [2, 6 * hour + 15 * minute])
    assert.deepEqual(await totals('billable=true&limit=1&page=2'), [2, 6 * hour + 15 * minute])
    assert.deepEqual(await totals(`project_id=${unbilled.project.id}&date_to=2026-11-04`), [
      1,
      15 * minute,
    ])
    assert.deepEqual(await totals('date_from=2026-12-01'), [0, 0])
  })

  test('bad filters answer 422 in the language of the request', async ({ assert }) => {
    const { agent } = await signedIn()
    for (const [query, field] of [
      ['date_from=2026-13-01', 'date_from'],
      ['date_from=2026-11-02&date_to=2026-11-01', 'date_to'],
      ['date_from=2020-01-01&date_to=2026-01-01', 'date_to'],
      ['project_id=x', 'project_id.0'],
      ['client_id[]=0', 'client_id.0'],
      ['billable=yes please', 'billable'],
    ]) {
      const response = await json(agent, 'GET', `/api/time-logs?${query}`)
      assert.equal(response.status, 422, query)
      assert.properties(response.json.errors, [field], query)
    }

    const { agent: dutch } = await signedIn('nl')
    const response = await json(dutch, 'GET', '/api/time-logs?project_id=x')
    assert.deepEqual(response.json.errors, {
      'project_id.0': ['Elke waarde van Project moet een getal zijn.'],
    })
  })
})
