import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import Timer from '#models/timer'
import TimeLog from '#models/time_log'
import { createUser, password } from '#tests/support/accounts'
import { resetAppState } from '#tests/support/database'
import User from '#models/user'
import {
  baseUrl,
  closePages,
  confirmPasswordOn,
  mobile,
  settledViolations,
} from './support/browser.js'
import { booking, signedInPage } from './support/portal.js'
import { bodyRows, inPanel } from './support/admin.js'

/** A request from a plain HTTP client with the token, as a script would send it. */
async function withToken(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(baseUrl() + path, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, json: await response.json() }
}

test.group('API tokens on the profile page', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => closePages())

  test('make a token, copy it, run the timer with it, revoke it', async ({ assert }) => {
    const user = await createUser()
    const apollo = await booking(user, 'Apollo', 'Design')
    const page = await signedInPage(user)
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/profile')

    const section = page.getByRole('region', { name: 'API tokens' })
    assert.isTrue(await section.getByText('You have no API tokens yet.').isVisible())
    assert.equal(await section.getByRole('checkbox').count(), 4)
    await section.getByRole('button', { name: 'Create token' }).click()
    assert.isTrue(await section.getByText('The Name field is required.').isVisible())
    assert.isTrue(await section.getByText('The Abilities field is required.').isVisible())

    // A token is a lasting credential: the first try goes to the password confirmation and back.
    const fillIn = async () => {
      await section.getByRole('textbox', { name: /^Name/ }).fill('Command line timer')
      await section.getByLabel('Start and stop the timer').check()
      await section.getByRole('combobox', { name: 'Expires' }).click()
      await page.getByRole('option', { name: 'In 30 days' }).click()
      await section.getByRole('button', { name: 'Create token' }).click()
    }
    await fillIn()
    await confirmPasswordOn(page, password)
    await page.waitForURL('**/profile')
    assert.isTrue(await section.getByText('You have no API tokens yet.').isVisible())
    await fillIn()

    const secret = section.getByTestId('new-token-secret')
    await secret.waitFor()
    assert.isTrue(await section.getByText('Copy it now: it will not be shown again.').isVisible())
    await section.getByRole('button', { name: 'Copy' }).click()
    await page.getByText('Token copied.').waitFor()
    const copied = await page.evaluate<string>('navigator.clipboard.readText()')
    assert.equal(copied, await secret.textContent())
    assert.match(copied, /^hb_/)

    const listed = section.getByRole('listitem')
    assert.equal(await listed.count(), 1)
    assert.include(await listed.textContent(), 'Command line timer')
    assert.include(await listed.textContent(), 'Start and stop the timer')
    assert.deepEqual(await settledViolations(page), [])

    const started = await withToken(copied, 'POST', '/api/v1/timer', {
      project_id: apollo.project.id,
      task_id: apollo.task.id,
      comments: 'From the command line',
    })
    assert.equal(started.status, 201)
    const timer = await Timer.findByOrFail('user_id', user.id)
    timer.startedAt = DateTime.utc().minus({ minutes: 20 })
    await timer.save()
    const stopped = await withToken(copied, 'POST', '/api/v1/timer/stop')
    assert.equal(stopped.status, 200)
    const log = await TimeLog.findByOrFail('user_id', user.id)
    assert.equal(log.comments, 'From the command line')
    assert.equal((await withToken(copied, 'GET', '/api/v1/time-logs')).status, 403)

    // Once the page is left, the secret is gone for good; the token stays listed.
    await page.reload()
    assert.equal(await section.getByTestId('new-token-secret').count(), 0)
    assert.notInclude(await page.content(), copied)
    await section.getByRole('button', { name: 'Revoke Command line timer' }).click()
    const dialog = page.getByRole('dialog', { name: 'Revoke the token “Command line timer”?' })
    await dialog.getByRole('button', { name: 'Revoke' }).click()
    await section.getByText('You have no API tokens yet.').waitFor()
    await page.getByText('API token revoked.').waitFor()

    const refused = await withToken(copied, 'GET', '/api/v1/timer')
    assert.equal(refused.status, 401)
  }).timeout(120_000)

  test('on a phone, in Dutch and dark: an administrator may give the admin ability', async ({
    assert,
  }) => {
    const admin = await createUser({ role: 'admin', locale: 'nl' })
    const page = await signedInPage(admin, { viewport: mobile, colorScheme: 'dark' })
    await page.goto('/confirm-password')
    await page
      .getByLabel(/^Wachtwoord/)
      .first()
      .fill(password)
    await page.getByRole('button', { name: 'Bevestigen' }).click()
    await page.waitForURL('**/dashboard')
    await page.goto('/profile')
    const section = page.getByRole('region', { name: 'API-tokens' })
    await section.getByRole('textbox', { name: /^Naam/ }).fill('Beheerscript')
    await section.getByLabel('Beheer (de beheer-API)').check()
    await section.getByRole('button', { name: 'Token maken' }).click()
    await section.getByTestId('new-token-secret').waitFor()
    await section.getByRole('button', { name: 'Klaar' }).click()
    assert.equal(await section.getByTestId('new-token-secret').count(), 0)
    assert.include(await section.getByRole('listitem').textContent(), 'Beheerscript')
    const width = await page.evaluate<number>('document.documentElement.scrollWidth')
    assert.isAtMost(width, mobile.width)
    assert.deepEqual(await settledViolations(page), [])
  })

  test("an administrator sees a user's tokens on their record and revokes one", async ({
    assert,
  }) => {
    const { page } = await inPanel({ colorScheme: 'dark' })
    const user = await createUser({ name: 'Tina Token' })
    const made = await User.accessTokens.create(user, ['timer', 'reports:read'], {
      name: 'Laptop script',
      expiresIn: '30 days',
    })
    await User.accessTokens.create(user, ['time-logs:read'], { name: 'Calendar sync' })
    await page.goto(`/admin/users/${user.id}`)

    const rows = bodyRows(page)
    await rows.first().waitFor()
    assert.equal(await rows.count(), 2)
    const laptop = rows.filter({ hasText: 'Laptop script' })
    assert.include(await laptop.textContent(), 'Timer, Read reports')
    assert.include(await rows.filter({ hasText: 'Calendar sync' }).textContent(), 'Never')
    assert.deepEqual(await settledViolations(page), [])

    await laptop.getByRole('button', { name: 'Revoke' }).click()
    const dialog = page.getByRole('dialog', { name: 'Revoke the token Laptop script?' })
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await page.getByText('API token revoked.').waitFor()
    await rows.filter({ hasText: 'Laptop script' }).waitFor({ state: 'detached' })
    assert.equal(await rows.count(), 1)
    assert.isNull(await User.accessTokens.find(user, made.identifier))
    assert.equal(page.url(), `${baseUrl()}/admin/users/${user.id}`)
  })
})
