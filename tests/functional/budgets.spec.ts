import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import i18nManager from '@adonisjs/i18n/services/main'
import WebhookEndpoint from '#models/webhook_endpoint'
import { backgroundTasksFinished } from '#lib/background_tasks'
import { changeRate } from '#services/rates'
import { newWebhookSecret } from '#services/webhooks/signature'
import { formatsOf } from '#shared/date_formats'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { json, signedInAdmin } from '#tests/support/admin'
import { bookable } from '#tests/support/bookable'
import { mailbox } from '#tests/support/mailbox'

/** A project billed at €100 an hour with a budget, and a person logging on it. */
async function setup(budget: { budgetAmount: number; budgetPeriod: 'total' | 'month' }) {
  const ann = await createUser({ role: 'admin', email: 'ann@example.test' })
  const joost = await createUser({ role: 'admin', email: 'joost@example.test', locale: 'nl' })
  const user = await createUser()
  const agent = new Agent()
  await agent.login(user.email, password)
  const booking = await bookable([user], budget)
  await changeRate(
    {
      subject: 'project',
      subjectId: booking.project.id,
      kind: 'billable',
      rate: 10_000,
      validFrom: '2026-01-01',
    },
    {
      admin: ann,
      i18n: i18nManager.locale('en'),
      formats: formatsOf(ann),
      fields: { rate: 'billable_rate', from: 'billable_rate_from' },
    }
  )
  const log = (date: string, start: string, stop: string) =>
    json(agent, 'POST', '/api/time-logs', {
      project_id: booking.project.id,
      task_id: booking.task.id,
      date,
      start_time: start,
      stop_time: stop,
    })
  return { ann, joost, booking, log, agent }
}

async function budgetMails(address: string) {
  await backgroundTasksFinished()
  return mailbox.for(address).filter((mail) => /budget/.test(mail.subject ?? ''))
}

test.group('Project budgets', (group) => {
  group.each.setup(async () => {
    await resetAppState()
    mailbox.clear()
  })

  test('administrators are mailed once at 80% and once at 100%, in their language', async ({
    assert,
  }) => {
    const { ann, joost, booking, log } = await setup({
      budgetAmount: 100_000,
      budgetPeriod: 'total',
    })
    await WebhookEndpoint.create({
      url: 'https://hooks.example.test/budget',
      description: null,
      events: ['project.budget_reached'],
      secret: newWebhookSecret(),
      active: false,
    })
    const endpoint = await WebhookEndpoint.create({
      url: 'https://hooks.example.test/budget',
      description: null,
      events: ['project.budget_reached'],
      secret: newWebhookSecret(),
      active: true,
    })
    assert.equal((await log('2026-03-02', '09:00', '16:00')).status, 201) // €700
    assert.lengthOf(await budgetMails(ann.email), 0)
    assert.equal((await log('2026-03-03', '09:00', '10:00')).status, 201) // €800: 80%
    const [eighty] = await budgetMails(ann.email)
    const name = `${booking.client.name} — ${booking.project.name}`
    assert.equal(eighty.subject, `${name} has used 80% of its budget`)
    assert.include(
      eighty.text!,
      `The billable amount logged on ${name} in all has reached €800.00: 80% of its budget of €1,000.00.`
    )
    const [dutch] = await budgetMails(joost.email)
    assert.equal(dutch.subject, `${name} heeft 80% van het budget gebruikt`)
    assert.equal((await log('2026-03-04', '09:00', '10:00')).status, 201) // €900
    assert.lengthOf(await budgetMails(ann.email), 1)
    assert.equal((await log('2026-03-05', '09:00', '11:00')).status, 201) // €1,100: 100%
    const mails = await budgetMails(ann.email)
    assert.lengthOf(mails, 2)
    assert.equal(mails[1].subject, `${name} has used 100% of its budget`)
    assert.equal((await log('2026-03-06', '09:00', '11:00')).status, 201)
    assert.lengthOf(await budgetMails(ann.email), 2)

    const deliveries = await db
      .from('webhook_deliveries')
      .where('event', 'project.budget_reached')
      .orderBy('created_at')
    assert.deepEqual(
      deliveries.map((delivery) => delivery.endpoint_id),
      [endpoint.id, endpoint.id]
    )
    const payload = JSON.parse(deliveries[1].payload)
    assert.deepEqual(payload.data, {
      project_id: booking.project.id,
      project_name: booking.project.name,
      budget_amount: 100_000,
      budget_period: 'total',
      period_starts_on: null,
      used_amount: 110_000,
      threshold: 100,
      currency: 'EUR',
    })
  })

  test('a monthly budget starts again each month, and a raised budget alerts anew', async ({
    assert,
  }) => {
    const { ann, booking, log } = await setup({ budgetAmount: 50_000, budgetPeriod: 'month' })
    assert.equal((await log('2026-03-02', '09:00', '14:00')).status, 201) // March: 100%
    assert.equal((await log('2026-04-01', '09:00', '13:00')).status, 201) // April: 80%
    const subjects = (await budgetMails(ann.email)).map((mail) => mail.subject)
    const name = `${booking.client.name} — ${booking.project.name}`
    assert.deepEqual(subjects, [
      `${name} has used 100% of its budget`,
      `${name} has used 80% of its budget`,
    ])
    assert.include((await budgetMails(ann.email))[1].text!, 'in April 2026')
    booking.project.budgetAmount = 60_000
    await booking.project.save()
    assert.equal((await log('2026-04-02', '09:00', '10:00')).status, 201) // April €500 of €600
    assert.lengthOf(await budgetMails(ann.email), 3)
  })

  test('logs written at once reaching a budget mail once', async ({ assert }) => {
    const { ann, log } = await setup({ budgetAmount: 10_000, budgetPeriod: 'total' })
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, day) => log(`2026-03-0${day + 2}`, '09:00', '10:00'))
    )
    assert.deepEqual(
      answers.map((answer) => answer.status),
      Array(6).fill(201)
    )
    assert.lengthOf(await budgetMails(ann.email), 1)
    assert.lengthOf(await db.from('budget_alerts'), 2)
  })

  test("the team report shows each project's budget and what its period used", async ({
    assert,
  }) => {
    const {
      booking,
      log,
      agent: person,
    } = await setup({
      budgetAmount: 100_000,
      budgetPeriod: 'month',
    })
    const today = DateTime.now().setZone('UTC').toISODate()!
    const firstOfMonth = DateTime.now().setZone('UTC').startOf('month').toISODate()!
    assert.equal((await log(firstOfMonth, '09:00', '11:00')).status, 201)
    const { agent } = await signedInAdmin()
    const summary = await json(
      agent,
      'GET',
      `/api/admin/reports/summary?date_from=${firstOfMonth}&date_to=${today}&group=project`
    )
    assert.equal(summary.status, 200)
    const project = summary.json.data.groups.find(
      (found: { key: string }) => found.key === String(booking.project.id)
    )
    assert.deepEqual(project.budget, { amount: 100_000, period: 'month', used: 20_000 })
    // People do not see budgets, even of their own projects.
    const own = await json(
      person,
      'GET',
      `/api/reports/summary?date_from=${firstOfMonth}&date_to=${today}&group=project`
    )
    assert.equal(own.status, 200)
    assert.notProperty(own.json.data.groups[0], 'budget')
  })
})
