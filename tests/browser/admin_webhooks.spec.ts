import { test } from '@japa/runner'
import WebhookDelivery from '#models/webhook_delivery'
import WebhookEndpoint from '#models/webhook_endpoint'
import { saveTimeLog } from '#services/time_logs'
import i18nManager from '@adonisjs/i18n/services/main'
import { createUser } from '#tests/support/accounts'
import { bookable, daysAgo } from '#tests/support/bookable'
import { resetAppState } from '#tests/support/database'
import { verifySignature, WebhookReceiver } from '#tests/support/webhook_receiver'
import { closePages, screenshot, settledViolations } from './support/browser.js'
import { bodyRows, inPanel, save } from './support/admin.js'

test.group('Admin panel: webhooks', (group) => {
  let receiver: WebhookReceiver
  group.each.setup(async () => {
    await resetAppState()
    receiver = await new WebhookReceiver().start()
  })
  group.each.teardown(async () => {
    await closePages()
    await receiver.stop()
  })

  test('create a webhook, copy its secret and see its deliveries', async ({ assert }) => {
    const user = await createUser({ name: 'Grace Hopper' })
    const booking = await bookable([user])
    const { page } = await inPanel()

    await page.goto('/admin/webhooks/create')
    await page.getByLabel('URL').fill(receiver.url)
    await page.getByLabel('Description').fill('Billing tool')
    await page.getByRole('checkbox', { name: 'Time log created' }).check()
    await page.getByRole('checkbox', { name: 'Timer started' }).check()
    assert.deepEqual(await settledViolations(page), [])
    await save(page)
    await page.waitForURL(/\/admin\/webhooks\/\d+$/)

    const endpoint = await WebhookEndpoint.firstOrFail()
    assert.deepEqual(endpoint.events, ['time_log.created', 'timer.started'])
    const secret = page.getByLabel('Signing secret')
    await secret.waitFor()
    assert.equal(await secret.inputValue(), endpoint.secret)
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByRole('button', { name: 'Copy the secret' }).click()
    await page.getByText('Secret copied.').waitFor()
    assert.equal(await page.evaluate<string>('navigator.clipboard.readText()'), endpoint.secret)
    assert.deepEqual(await settledViolations(page), [])
    await screenshot(page, 'admin-webhook-edit')

    // A log saved now is delivered by the app server's worker.
    await saveTimeLog(
      user,
      {
        projectId: booking.project.id,
        taskId: booking.task.id,
        date: daysAgo(1),
        startTime: '09:00:00',
        stopTime: '10:00:00',
        comments: null,
      },
      i18nManager.locale('en')
    )
    const deadline = Date.now() + 15_000
    while (!(await WebhookDelivery.findBy('status', 'succeeded')) && Date.now() < deadline) {
      await page.waitForTimeout(100)
    }
    const [webhook] = receiver.received
    assert.equal(webhook.payload.event, 'time_log.created')
    assert.isTrue(verifySignature(webhook, endpoint.secret!))

    await page.getByRole('link', { name: 'Show deliveries' }).click()
    await page.waitForURL('**/admin/webhook-deliveries**')
    const row = bodyRows(page).first()
    await row.getByRole('cell', { name: 'Time log created' }).waitFor()
    await row.getByRole('cell', { name: 'Delivered' }).waitFor()
    await row.getByRole('cell', { name: '204' }).waitFor()
    assert.equal(await bodyRows(page).count(), 1)
    assert.deepEqual(await settledViolations(page), [])
    await screenshot(page, 'admin-webhook-deliveries')

    await row.getByRole('cell', { name: 'Time log created' }).click()
    await page.waitForURL(/\/admin\/webhook-deliveries\/[\da-f-]{36}\/show$/)
    await page.getByText(`"id": "${webhook.payload.id}"`).waitFor()
    assert.deepEqual(await settledViolations(page), [])
  }).timeout(120_000)
})
