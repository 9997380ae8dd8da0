import { test } from '@japa/runner'
import ExcelJS from 'exceljs'
import { DateTime } from 'luxon'
import env from '#start/env'
import TimeLog from '#models/time_log'
import BillingBatch from '#models/billing_batch'
import SecurityEvent from '#models/security_event'
import WebhookEndpoint from '#models/webhook_endpoint'
import type User from '#models/user'
import { ClientFactory } from '#database/factories/client_factory'
import { ProjectFactory } from '#database/factories/project_factory'
import { TaskFactory } from '#database/factories/task_factory'
import Connection from '#models/connection'
import { deliverDue } from '#services/webhooks/worker'
import { newWebhookSecret } from '#services/webhooks/signature'
import { amountOf } from '#shared/money'
import { Agent } from '#tests/support/agent'
import { createUser, password } from '#tests/support/accounts'
import { json, listUrl, signedInAdmin } from '#tests/support/admin'
import { bookable, daysAgo } from '#tests/support/bookable'
import { resetAppState } from '#tests/support/database'
import { WebhookReceiver } from '#tests/support/webhook_receiver'
import { download } from '#tests/support/exports'

type Booking = Awaited<ReturnType<typeof bookable>>

/** A priced log: `hours` from 09:00 at `rate` minor units an hour. */
async function pricedLog(
  user: User,
  on: { projectId: number; taskId: number },
  date: string,
  minutes: number,
  rate: number | null,
  start = '09:00'
) {
  const [hours, mins] = start.split(':').map(Number)
  const stop = DateTime.fromObject({ hour: hours, minute: mins }).plus({ minutes })
  const seconds = minutes * 60
  return TimeLog.create({
    userId: user.id,
    projectId: on.projectId,
    taskId: on.taskId,
    date,
    startTime: `${start}:00`,
    stopTime: stop.toFormat('HH:mm:ss'),
    comments: 'Work',
    billableRate: rate,
    billableAmount: rate === null ? null : amountOf(seconds, rate),
  })
}

/**
 * Ann and Bob's logs on Acme's project: design at two rates, build at one, one unpriced log,
 * one of another client, one outside the range. Amounts: 8000 + 4000 + 9000 + 3334 = 24334.
 */
async function acme() {
  const ann = await createUser({ name: 'Ann Adams' })
  const bob = await createUser({ name: 'Bob Brown' })
  const booking = await bookable([ann, bob], { name: 'Website' })
  const build = await TaskFactory.merge({ name: 'Build' }).create()
  await Connection.create({ projectId: booking.project.id, taskId: build.id, active: true })
  await booking.task.merge({ name: 'Design' }).save()
  const design = { projectId: booking.project.id, taskId: booking.task.id }
  const building = { projectId: booking.project.id, taskId: build.id }
  const logs = [
    await pricedLog(ann, design, daysAgo(5), 60, 8000),
    await pricedLog(bob, design, daysAgo(5), 30, 8000, '10:00'),
    await pricedLog(ann, design, daysAgo(4), 90, 6000),
    await pricedLog(bob, building, daysAgo(3), 40, 5001),
  ]
  await pricedLog(ann, building, daysAgo(3), 60, null, '13:00')
  await pricedLog(ann, design, daysAgo(60), 60, 8000)
  const other = await bookable([ann])
  await pricedLog(
    ann,
    { projectId: other.project.id, taskId: other.task.id },
    daysAgo(5),
    60,
    7000,
    '15:00'
  )
  return { ann, bob, booking, build, logs }
}

const range = { date_from: daysAgo(30), date_to: daysAgo(0) }

function statementUrl(query: Record<string, string | number>, path = 'statement') {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)])
  )
  return `/api/admin/invoicing/${path}?${search}`
}

async function markBilled(agent: Agent, client: Booking['client'], extra = {}) {
  const query = { client_id: client.id, ...range, ...extra }
  const shown = await json(agent, 'GET', statementUrl(query))
  return json(agent, 'POST', '/api/admin/billing-batches', {
    ...query,
    expected_log_count: shown.json.data.log_count,
    expected_total: shown.json.data.total,
  })
}

test.group('Billing: statements', (group) => {
  group.each.setup(() => resetAppState())

  test('groups the unbilled priced logs by project and task, split by rate', async ({ assert }) => {
    const { booking } = await acme()
    const { agent } = await signedInAdmin()
    const answer = await json(
      agent,
      'GET',
      statementUrl({ client_id: booking.client.id, ...range, tax_rate: 2100 })
    )
    assert.equal(answer.status, 200)
    const statement = answer.json.data
    assert.lengthOf(statement.groups, 1)
    const [website] = statement.groups
    assert.equal(website.project.name, 'Website')
    assert.deepEqual(
      website.lines.map((line: any) => [line.task.name, line.rate, line.seconds, line.amount]),
      [
        ['Build', 5001, 2400, 3334],
        ['Design', 6000, 5400, 9000],
        ['Design', 8000, 5400, 12000],
      ]
    )
    assert.equal(website.subtotal, 24334)
    assert.equal(statement.log_count, 4)
    assert.equal(statement.subtotal, 24334)
    // 24334 × 21% = 5110.14 → 5110
    assert.equal(statement.tax, 5110)
    assert.equal(statement.total, 29444)
    assert.equal(statement.currency, 'EUR')
  })

  test('by person and by log, the lines add up to the same total', async ({ assert }) => {
    const { booking } = await acme()
    const { agent } = await signedInAdmin()
    for (const grouping of ['person', 'log']) {
      const answer = await json(
        agent,
        'GET',
        statementUrl({ client_id: booking.client.id, ...range, grouping })
      )
      const lines = answer.json.data.groups.flatMap((shown: any) => shown.lines)
      const sum = lines.reduce((total: number, line: any) => total + line.amount, 0)
      assert.equal(sum, 24334, grouping)
      assert.equal(answer.json.data.total, 24334, grouping)
      assert.isNull(answer.json.data.tax_rate)
      if (grouping === 'person') {
        assert.deepEqual(
          lines.map((line: any) => [line.user.name, line.rate, line.amount]),
          [
            ['Ann Adams', 6000, 9000],
            ['Ann Adams', 8000, 8000],
            ['Bob Brown', 5001, 3334],
            ['Bob Brown', 8000, 4000],
          ]
        )
      } else {
        assert.lengthOf(lines, 4)
        assert.deepEqual(
          lines.map((line: any) => line.log.date),
          [daysAgo(5), daysAgo(5), daysAgo(4), daysAgo(3)]
        )
      }
    }
  })

  test('tax is rounded half up to the minor unit', async ({ assert }) => {
    const user = await createUser()
    const booking = await bookable([user])
    // One hour at 105 cents: 105 × 10% = 10.5 → 11.
    await pricedLog(
      user,
      { projectId: booking.project.id, taskId: booking.task.id },
      daysAgo(1),
      60,
      105
    )
    const { agent } = await signedInAdmin()
    const answer = await json(
      agent,
      'GET',
      statementUrl({ client_id: booking.client.id, ...range, tax_rate: 1000 })
    )
    assert.equal(answer.json.data.tax, 11)
    assert.equal(answer.json.data.total, 116)
  })

  test('a project of the client narrows the statement to it', async ({ assert }) => {
    const { booking } = await acme()
    const second = await ProjectFactory.merge({ clientId: booking.client.id }).create()
    const { agent } = await signedInAdmin()
    const answer = await json(
      agent,
      'GET',
      statementUrl({ client_id: booking.client.id, project_id: second.id, ...range })
    )
    assert.equal(answer.status, 200)
    assert.equal(answer.json.data.log_count, 0)
    assert.deepEqual(answer.json.data.project, { id: second.id, name: second.name })
  })

  test('bad input of any shape answers 422', async ({ assert }) => {
    const { booking } = await acme()
    const stranger = await ProjectFactory.merge({
      clientId: (await ClientFactory.create()).id,
    }).create()
    const { agent } = await signedInAdmin()
    const client = booking.client.id
    const refused: [Record<string, string | number>, string][] = [
      [{ ...range }, 'client_id'],
      [{ client_id: 999999, ...range }, 'client_id'],
      [{ client_id: 'acme', ...range }, 'client_id'],
      [{ client_id: client, date_from: '2026-02-30', date_to: daysAgo(0) }, 'date_from'],
      [{ client_id: client, date_from: daysAgo(1), date_to: daysAgo(2) }, 'date_to'],
      [{ client_id: client, date_from: '2001-01-01', date_to: '2006-01-01' }, 'date_to'],
      [{ client_id: client, ...range, grouping: 'colour' }, 'grouping'],
      [{ client_id: client, ...range, tax_rate: 10001 }, 'tax_rate'],
      [{ client_id: client, ...range, tax_rate: 'lots' }, 'tax_rate'],
      [{ client_id: client, ...range, tax_rate: 21.5 }, 'tax_rate'],
      [{ client_id: client, ...range, project_id: stranger.id }, 'project_id'],
    ]
    for (const [query, field] of refused) {
      const answer = await json(agent, 'GET', statementUrl(query))
      assert.equal(answer.status, 422, JSON.stringify(query))
      assert.property(answer.json.errors, field, JSON.stringify(query))
    }
    const twice = await json(
      agent,
      'GET',
      `/api/admin/invoicing/statement?client_id=${client}&client_id=${client}&date_from=${range.date_from}&date_to=${range.date_to}`
    )
    assert.equal(twice.status, 422)
    const format = await json(
      agent,
      'GET',
      statementUrl({ client_id: client, ...range, format: 'doc' }, 'statement/export')
    )
    assert.equal(format.status, 422)
    const notObject = await agent.request('POST', '/api/admin/billing-batches', [1, 2] as never, {
      Accept: 'application/json',
    })
    assert.equal(notObject.status, 400)
  })

  test('only administrators read statements', async ({ assert }) => {
    const { booking } = await acme()
    const user = await createUser()
    const agent = new Agent()
    await agent.login(user.email, password)
    const answer = await json(
      agent,
      'GET',
      statementUrl({ client_id: booking.client.id, ...range })
    )
    assert.equal(answer.status, 403)
  })
})

test.group('Billing: marking as billed', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => env.set('WEBHOOKS_ALLOW_PRIVATE', true))

  test('makes a numbered batch, marks its logs, leaves them out of the next statement', async ({
    assert,
  }) => {
    const { booking, logs, ann } = await acme()
    const { agent, admin } = await signedInAdmin()
    const answer = await markBilled(agent, booking.client, { tax_rate: 2100 })
    assert.equal(answer.status, 201)
    const batch = answer.json.data
    const year = DateTime.now().year
    assert.equal(batch.number, `${year}-0001`)
    assert.deepInclude(batch, {
      client: { id: booking.client.id, name: booking.client.name },
      project: null,
      log_count: 4,
      subtotal: 24334,
      tax_rate: 2100,
      tax: 5110,
      total: 29444,
      currency: 'EUR',
      grouping: 'task',
      created_by: { id: admin.id, name: admin.name },
    })
    for (const log of logs) {
      await log.refresh()
      assert.equal(log.billingBatchId, batch.id)
    }
    const next = await json(agent, 'GET', statementUrl({ client_id: booking.client.id, ...range }))
    assert.equal(next.json.data.log_count, 0)
    assert.equal(next.json.data.total, 0)

    // Once more: nothing left to bill.
    const empty = await markBilled(agent, booking.client)
    assert.equal(empty.status, 422)
    assert.match(empty.json.errors.client_id[0], /no unbilled logs/)

    // A new log in the range makes the next batch, numbered after the first.
    await pricedLog(
      ann,
      { projectId: booking.project.id, taskId: booking.task.id },
      daysAgo(1),
      60,
      1000
    )
    const second = await markBilled(agent, booking.client)
    assert.equal(second.status, 201)
    assert.equal(second.json.data.number, `${year}-0002`)

    const list = await json(
      agent,
      'GET',
      listUrl('billing-batches', {
        filter: { client_id: booking.client.id },
        sort: 'number',
        order: 'desc',
      })
    )
    assert.equal(list.json.total, 2)
    assert.deepEqual(
      list.json.data.map((row: any) => row.number),
      [`${year}-0002`, `${year}-0001`]
    )
    const shown = await json(agent, 'GET', `/api/admin/billing-batches/${batch.id}`)
    assert.equal(shown.json.data.number, batch.number)
    assert.equal((await json(agent, 'GET', '/api/admin/billing-batches/999999')).status, 404)
  })

  test('refuses a statement that changed since it was shown', async ({ assert }) => {
    const { booking, ann } = await acme()
    const { agent } = await signedInAdmin()
    const shown = await json(agent, 'GET', statementUrl({ client_id: booking.client.id, ...range }))
    await pricedLog(
      ann,
      { projectId: booking.project.id, taskId: booking.task.id },
      daysAgo(2),
      30,
      8000
    )
    const answer = await json(agent, 'POST', '/api/admin/billing-batches', {
      client_id: booking.client.id,
      ...range,
      expected_log_count: shown.json.data.log_count,
      expected_total: shown.json.data.total,
    })
    assert.equal(answer.status, 422)
    assert.match(answer.json.errors.expected_total[0], /changed since it was shown/)
    assert.equal((await BillingBatch.query()).length, 0)
    assert.equal((await TimeLog.query().whereNotNull('billing_batch_id')).length, 0)

    const dutch = await signedInAdmin({ locale: 'nl' })
    const refused = await json(dutch.agent, 'POST', '/api/admin/billing-batches', {
      client_id: booking.client.id,
      ...range,
      expected_log_count: 4,
      expected_total: 1,
    })
    assert.equal(refused.status, 422)
    assert.match(refused.json.errors.expected_total[0], /veranderd sinds het getoond werd/)
  })

  test('two administrators marking the same logs at once: exactly one wins', async ({ assert }) => {
    const { booking } = await acme()
    const first = await signedInAdmin()
    const second = await signedInAdmin()
    const shown = await json(
      first.agent,
      'GET',
      statementUrl({ client_id: booking.client.id, ...range })
    )
    const body = {
      client_id: booking.client.id,
      ...range,
      expected_log_count: shown.json.data.log_count,
      expected_total: shown.json.data.total,
    }
    const answers = await Promise.all(
      [first, second, first, second].map(({ agent }) =>
        json(agent, 'POST', '/api/admin/billing-batches', body)
      )
    )
    const statuses = answers.map((answer) => answer.status)
    assert.equal(statuses.filter((status) => status === 201).length, 1, String(statuses))
    assert.isTrue(statuses.every((status) => status === 201 || status === 422 || status === 409))
    const batches = await BillingBatch.all()
    assert.lengthOf(batches, 1)
    const billed = (await TimeLog.query().where('billing_batch_id', batches[0].id)).length
    assert.equal(Number(billed), 4)
  })

  test('two administrators undoing a batch at once: one undoes it, the others hear so', async ({
    assert,
  }) => {
    const { booking } = await acme()
    const first = await signedInAdmin()
    const second = await signedInAdmin()
    const batch = (await markBilled(first.agent, booking.client)).json.data
    const answers = await Promise.all(
      [first, second, first, second].map(({ agent }) =>
        json(agent, 'DELETE', `/api/admin/billing-batches/${batch.id}`)
      )
    )
    const statuses = answers.map((answer) => answer.status)
    assert.deepEqual([...statuses].sort(), [204, 409, 409, 409], String(statuses))
    for (const answer of answers.filter((refused) => refused.status === 409)) {
      assert.equal(
        answer.json.message,
        `Statement ${batch.number} was undone: it bills no logs any more.`
      )
    }
    assert.equal((await TimeLog.query().whereNotNull('billing_batch_id')).length, 0)
    assert.lengthOf(await SecurityEvent.query().where('kind', 'billing_batch_undone'), 1)
    const kept = await BillingBatch.findOrFail(batch.id)
    assert.isNotNull(kept.undoneAt)
  })

  test('edits racing the marking land before it or are refused, never on a billed log', async ({
    assert,
  }) => {
    const { booking, ann, bob, logs } = await acme()
    const { agent } = await signedInAdmin()
    const people = new Map<number, Agent>()
    for (const person of [ann, bob]) {
      const personal = new Agent()
      await personal.login(person.email, password)
      people.set(person.id, personal)
    }
    const shown = await json(agent, 'GET', statementUrl({ client_id: booking.client.id, ...range }))
    const edits = logs.map((log) =>
      json(people.get(log.userId)!, 'PUT', `/api/time-logs/${log.id}`, {
        project_id: log.projectId,
        task_id: log.taskId,
        date: log.date,
        start_time: log.startTime.slice(0, 5),
        stop_time: log.stopTime.slice(0, 5),
        comments: 'Edited',
      })
    )
    const marking = json(agent, 'POST', '/api/admin/billing-batches', {
      client_id: booking.client.id,
      ...range,
      expected_log_count: shown.json.data.log_count,
      expected_total: shown.json.data.total,
    })
    const [marked, ...edited] = await Promise.all([marking, ...edits])
    const stored = await TimeLog.query().whereIn(
      'id',
      logs.map((log) => log.id)
    )
    for (const [index, log] of logs.entries()) {
      const now = stored.find((candidate) => candidate.id === log.id)!
      const status = edited[index].status
      assert.include([200, 422], status)
      if (status === 200) assert.isNull(now.billingBatchId, 'an edited log is not billed')
      else assert.isNotNull(now.billingBatchId, 'a refused edit met a billed log')
    }
    if (marked.status === 201) {
      const billed = stored.filter((log) => log.billingBatchId === marked.json.data.id)
      const sum = billed.reduce((total, log) => total + log.billableAmount!, 0)
      assert.equal(sum, marked.json.data.total)
      assert.lengthOf(billed, 4)
    } else {
      assert.equal(marked.status, 422)
      assert.isTrue(stored.every((log) => log.billingBatchId === null))
    }
  })

  test('a billed log cannot be changed or deleted until its batch is undone', async ({
    assert,
  }) => {
    const { booking, ann, logs } = await acme()
    const { agent: adminAgent, admin } = await signedInAdmin()
    const batch = (await markBilled(adminAgent, booking.client)).json.data
    const annAgent = new Agent()
    await annAgent.login(ann.email, password)
    const annLog = logs[0]
    const change = {
      project_id: booking.project.id,
      task_id: booking.task.id,
      date: annLog.date,
      start_time: '09:00',
      stop_time: '09:30',
      comments: 'Shorter',
    }
    const refusedEdit = await json(annAgent, 'PUT', `/api/time-logs/${annLog.id}`, change)
    assert.equal(refusedEdit.status, 422)
    assert.match(refusedEdit.json.errors.date[0], /billed/)
    assert.equal((await json(annAgent, 'DELETE', `/api/time-logs/${annLog.id}`)).status, 422)
    const adminEdit = await json(adminAgent, 'PUT', `/api/admin/time-logs/${annLog.id}`, {
      ...change,
      user_id: ann.id,
    })
    assert.equal(adminEdit.status, 422)
    assert.equal(
      (await json(adminAgent, 'DELETE', `/api/admin/time-logs/${annLog.id}`)).status,
      422
    )

    const batchPath = `/api/admin/billing-batches/${batch.id}`
    const undone = await json(adminAgent, 'DELETE', batchPath)
    assert.equal(undone.status, 204)
    assert.equal((await TimeLog.query().whereNotNull('billing_batch_id')).length, 0)
    const event = await SecurityEvent.query().where('kind', 'billing_batch_undone').firstOrFail()
    assert.equal(event.userId, admin.id)
    // The batch stays on record, marked undone; it cannot be undone again or downloaded.
    const kept = (await json(adminAgent, 'GET', batchPath)).json.data
    assert.equal(kept.number, batch.number)
    assert.deepEqual(kept.undone_by, { id: admin.id, name: admin.name })
    assert.isString(kept.undone_at)
    const again = await json(adminAgent, 'DELETE', batchPath)
    assert.equal(again.status, 409)
    assert.equal(
      again.json.message,
      `Statement ${batch.number} was undone: it bills no logs any more.`
    )
    assert.equal((await json(adminAgent, 'GET', `${batchPath}/export?format=csv`)).status, 409)

    const edited = await json(annAgent, 'PUT', `/api/time-logs/${annLog.id}`, change)
    assert.equal(edited.status, 200)
    // The others are unbilled again; the edited one was priced anew, without a rate set here.
    const next = await json(
      adminAgent,
      'GET',
      statementUrl({ client_id: booking.client.id, ...range })
    )
    assert.equal(next.json.data.log_count, 3)
    // Billed again, they get the next number: an undone batch's number is never issued again.
    const rebilled = await markBilled(adminAgent, booking.client)
    assert.equal(rebilled.status, 201)
    assert.equal(rebilled.json.data.number, `${DateTime.now().year}-0002`)
  })

  test('sends the billing_batch.created webhook with the batch', async ({ assert }) => {
    env.set('WEBHOOKS_ALLOW_PRIVATE', true)
    const hook = await new WebhookReceiver().start()
    try {
      await WebhookEndpoint.create({
        url: hook.url,
        description: null,
        events: ['billing_batch.created'],
        secret: newWebhookSecret(),
        active: true,
      })
      const { booking } = await acme()
      const { agent } = await signedInAdmin()
      const batch = (await markBilled(agent, booking.client)).json.data
      assert.equal(await deliverDue(), 1)
      const [received] = hook.received
      assert.equal(received.payload.event, 'billing_batch.created')
      assert.deepEqual(received.payload.data, batch)
    } finally {
      await hook.stop()
    }
  })
})

test.group('Billing: downloads and settings', (group) => {
  group.each.setup(() => resetAppState())

  test('the statement downloads as CSV with the lines, rates, amounts and currency', async ({
    assert,
  }) => {
    const { booking } = await acme()
    const { agent } = await signedInAdmin()
    const answer = await agent.get(
      statementUrl(
        { client_id: booking.client.id, ...range, tax_rate: 2100, format: 'csv' },
        'statement/export'
      )
    )
    assert.equal(answer.status, 200)
    assert.include(answer.headers.get('content-type')!, 'text/csv')
    const lines = answer.text.replace('\uFEFF', '').trim().split('\r\n')
    assert.equal(lines[0], 'Project,Description,Date,Hours,Rate,Amount,Currency')
    assert.equal(lines[1], 'Website,Build,,0.67,50.01,33.34,EUR')
    assert.include(lines, ',Tax 21%,,,,51.10,EUR')
    assert.equal(lines.at(-1), ',Total,,,,294.44,EUR')
    const xlsx = await download(
      agent,
      statementUrl(
        { client_id: booking.client.id, ...range, tax_rate: 2100, format: 'xlsx' },
        'statement/export'
      )
    )
    assert.equal(xlsx.status, 200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(new Uint8Array(xlsx.bytes).buffer)
    const sheet = book.worksheets[0]
    assert.deepEqual(sheet.getRow(2).values, [
      undefined,
      'Website',
      'Build',
      undefined,
      2400 / 3600,
      50.01,
      33.34,
      'EUR',
    ])
    const totals = sheet.getRow(sheet.rowCount)
    assert.deepEqual(
      [totals.getCell(2).value, totals.getCell(6).value, totals.getCell(7).value],
      ['Total', 294.44, 'EUR']
    )
    const pdf = await download(
      agent,
      statementUrl({ client_id: booking.client.id, ...range, format: 'pdf' }, 'statement/export')
    )
    assert.equal(pdf.status, 200)
    assert.equal(pdf.headers.get('content-type'), 'application/pdf')
  })

  test('a batch downloads with its number', async ({ assert }) => {
    const { booking } = await acme()
    const { agent } = await signedInAdmin()
    const batch = (await markBilled(agent, booking.client)).json.data
    const answer = await agent.get(`/api/admin/billing-batches/${batch.id}/export?format=csv`)
    assert.equal(answer.status, 200)
    assert.include(answer.headers.get('content-disposition')!, `statement-${batch.number}.csv`)
    assert.equal(answer.text.trim().split('\r\n').at(-1), ',Total,,,,243.34,EUR')
    const bad = await json(agent, 'GET', `/api/admin/billing-batches/${batch.id}/export?format=doc`)
    assert.equal(bad.status, 422)
  })

  test('the company details are kept and validated', async ({ assert }) => {
    const { agent } = await signedInAdmin()
    const empty = await json(agent, 'GET', '/api/admin/invoice-settings')
    assert.deepInclude(empty.json.data, {
      company_name: null,
      company_address: null,
      invoice_tax_rate: null,
    })
    const saved = await json(agent, 'PUT', '/api/admin/invoice-settings', {
      company_name: ' Hourbook B.V. ',
      company_address: 'Keizersgracht 1\n1015 CJ Amsterdam',
      invoice_tax_rate: 2100,
    })
    assert.equal(saved.status, 200)
    assert.deepInclude(saved.json.data, {
      company_name: 'Hourbook B.V.',
      company_address: 'Keizersgracht 1\n1015 CJ Amsterdam',
      invoice_tax_rate: 2100,
    })
    for (const body of [
      { company_name: 'x'.repeat(201), company_address: null, invoice_tax_rate: null },
      { company_name: null, company_address: 'x'.repeat(1001), invoice_tax_rate: null },
      { company_name: null, company_address: null, invoice_tax_rate: -1 },
      { company_name: null, company_address: null },
    ]) {
      assert.equal((await json(agent, 'PUT', '/api/admin/invoice-settings', body)).status, 422)
    }
    const cleared = await json(agent, 'PUT', '/api/admin/invoice-settings', {
      company_name: '',
      company_address: null,
      invoice_tax_rate: null,
    })
    assert.isNull(cleared.json.data.company_name)
  })
})
