import { test } from '@japa/runner'
import WebhookDelivery from '#models/webhook_delivery'
import WebhookEndpoint from '#models/webhook_endpoint'
import { saveTimeLog } from '#services/time_logs'
import { newWebhookSecret } from '#services/webhooks/signature'
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
    await page.getByText('you will not see it again').waitFor()
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByRole('button', { name: 'Copy the secret' }).click()
    await page.getByText('Secret copied.').waitFor()
    assert.equal(await page.evaluate<string>('navigator.clipboard.readText()'), endpoint.secret)
    assert.deepEqual(await settledViolations(page), [])
    await screenshot(page, 'admin-webhook-created')

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

    // Shown once: the endpoint's page, opened again, has no secret on it.
    await page.goto(`/admin/webhooks/${endpoint.id}`)
    await page.getByLabel('URL').waitFor()
    assert.equal(await page.getByLabel('Signing secret').count(), 0)
    assert.notInclude(await page.content(), endpoint.secret!)
  }).timeout(120_000)

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`rotate a secret: the new one shows once, in ${colorScheme}`, async ({ assert }) => {
      const created = await WebhookEndpoint.create({
        url: receiver.url,
        description: 'Billing tool',
        events: ['timer.started'],
        secret: newWebhookSecret(),
        active: true,
      })
      const { page } = await inPanel({ colorScheme })
      await page.goto(`/admin/webhooks/${created.id}`)
      await page.getByLabel('URL').waitFor()
      assert.equal(await page.getByLabel('Signing secret').count(), 0)
      await page.getByLabel('Replace the secret on save').check()
      await save(page)

      const secret = page.getByLabel('Signing secret')
      await secret.waitFor()
      const endpoint = await WebhookEndpoint.findOrFail(created.id)
      assert.notEqual(endpoint.secret, created.secret)
      assert.equal(endpoint.previousSecret, created.secret)
      assert.equal(await secret.inputValue(), endpoint.secret)
      await page.getByText('The replaced secret keeps working beside it for 24 hours.').waitFor()
      assert.isFalse(await page.getByLabel('Replace the secret on save').isChecked())
      assert.deepEqual(await settledViolations(page), [])
      await screenshot(page, `admin-webhook-rotated-${colorScheme}`)

      await page.getByRole('button', { name: 'Done' }).click()
      await secret.waitFor({ state: 'detached' })
      assert.notInclude(await page.content(), endpoint.secret!)
    }).timeout(60_000)
  }
})
