import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import Setting from '#models/setting'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { json, signedInAdmin } from '#tests/support/admin'
import { Agent } from '#tests/support/agent'
import { zoneAroundNoon, zoneOnAnotherDay } from '#tests/support/clock'
import { messageDate } from '#services/periods'

const lockDate = (agent: Agent, body?: Record<string, unknown>) =>
  json(agent, body ? 'PUT' : 'GET', '/api/admin/lock-date', body)

test.group('Admin API: lock date', (group) => {
  group.each.setup(() => resetAppState())

  test('none at first; set, shown with who set it when, and cleared', async ({ assert }) => {
    const { admin, agent } = await signedInAdmin({ name: 'Grace Admin' })
    const empty = await lockDate(agent)
    assert.equal(empty.status, 200)
    assert.deepEqual(empty.json, { data: { lock_date: null, updated_at: null, updated_by: null } })

    const before = DateTime.now().minus({ seconds: 1 })
    const set = await lockDate(agent, { lock_date: '2026-01-31' })
    assert.equal(set.status, 200, set.text)
    assert.deepInclude(set.json.data, {
      lock_date: '2026-01-31',
      updated_by: { id: admin.id, name: 'Grace Admin' },
    })
    assert.isTrue(DateTime.fromISO(set.json.data.updated_at) >= before)
    assert.deepEqual((await lockDate(agent)).json, set.json)
    assert.equal((await Setting.findOrFail('lock_date')).value, '2026-01-31')

    const other = await signedInAdmin({ name: 'Linus Admin' })
    const cleared = await lockDate(other.agent, { lock_date: null })
    assert.equal(cleared.status, 200)
    assert.deepInclude(cleared.json.data, {
      lock_date: null,
      updated_by: { id: other.admin.id, name: 'Linus Admin' },
    })
    assert.isString(cleared.json.data.updated_at)
  })

  test("any day up to today in the admin's time zone, never later", async ({ assert }) => {
    // Today for this admin is another day than in UTC, about noon's zone ± 13 hours.
    const zone = zoneOnAnotherDay()
    const { agent } = await signedInAdmin({ timezone: zone })
    const today = DateTime.now().setZone(zone).toISODate()!
    const tomorrow = DateTime.now().setZone(zone).plus({ days: 1 }).toISODate()!

    assert.equal((await lockDate(agent, { lock_date: today })).status, 200)
    const refused = await lockDate(agent, { lock_date: tomorrow })
    assert.equal(refused.status, 422)
    assert.deepEqual(refused.json.errors, {
      lock_date: [`The lock date cannot be after today (${messageDate(today, 'en')}).`],
    })
    assert.equal((await lockDate(agent)).json.data.lock_date, today)

    const dutch = await signedInAdmin({ locale: 'nl', timezone: zoneAroundNoon() })
    const inDutch = await lockDate(dutch.agent, { lock_date: '2999-01-01' })
    assert.match(
      inDutch.json.errors.lock_date[0],
      /^De afsluitdatum kan niet na vandaag \(\d+ \w+\) liggen\.$/
    )
  })

  test('refuses what is not a date or null', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    for (const body of [
      {},
      { lock_date: '2026-02-30' },
      { lock_date: '0000-01-01' },
      { lock_date: 5 },
    ]) {
      const answer = await lockDate(agent, body)
      assert.equal(answer.status, 422, JSON.stringify(body))
      assert.property(answer.json.errors, 'lock_date')
    }
    assert.isNull(await Setting.find('lock_date'))
  })

  test('only administrators see or set it', async ({ assert }) => {
    const user = await createUser()
    const agent = new Agent()
    await agent.login(user.email, password)
    assert.equal((await lockDate(agent)).status, 403)
    assert.equal((await lockDate(agent, { lock_date: '2026-01-31' })).status, 403)
    assert.isNull(await Setting.find('lock_date'))
  })
})
