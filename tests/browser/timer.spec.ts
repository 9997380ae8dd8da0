import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Page } from 'playwright-core'
import Timer from '#models/timer'
import TimeLog from '#models/time_log'
import type User from '#models/user'
import { createUser } from '#tests/support/accounts'
import { type bookable } from '#tests/support/bookable'
import { resetAppState } from '#tests/support/database'
import {
  closePages,
  expandRail,
  mobile,
  screenshot,
  settledViolations,
  titleOf,
} from './support/browser.js'
import { booking, bookingPicker, chooseBooking, signedInPage } from './support/portal.js'

type Booking = Awaited<ReturnType<typeof bookable>>

/** A user with the project Apollo (task Design) to time. */
async function timedUser(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides)
  return { user, apollo: await booking(user, 'Apollo', 'Design') }
}

/** A timer of the user, running since the given instant. */
function runningSince(user: User, { project, task }: Booking, startedAt: DateTime) {
  return Timer.create({
    userId: user.id,
    projectId: project.id,
    taskId: task.id,
    comments: 'Deep work',
    startedAt: startedAt.toUTC().startOf('second'),
  })
}

function timerButton(page: Page) {
  return page.getByRole('button', {
    name: /^(Open the timer|Open de timer|Working \d+:\d\d|Bezig \d+:\d\d)$/,
  })
}

/** The running time the timer's button shows, as mm:ss, or null while idle. */
async function shownElapsed(page: Page) {
  const name = (await timerButton(page).getAttribute('aria-label')) ?? ''
  return name.match(/(\d+:\d\d)$/)?.[1] ?? null
}

async function openTimer(page: Page) {
  await timerButton(page).click()
  const dialog = page.getByRole('dialog', { name: /Timer/ })
  await dialog.waitFor()
  return dialog
}

/** The title once it matches, or the last one seen after 5 seconds (the page's CSP forbids eval). */
async function titleMatching(page: Page, pattern: RegExp) {
  const deadline = Date.now() + 5000
  let title = await page.title()
  while (!pattern.test(title) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    title = await page.title()
  }
  return title
}

function bodyRows(page: Page) {
  return page.getByRole('table').getByRole('rowgroup').nth(1).getByRole('row')
}

test.group('Timer', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => closePages())

  test('started in one tab, seen in another device within 2 seconds and stopped there', async ({
    assert,
  }) => {
    const { user, apollo } = await timedUser()
    const first = await signedInPage(user)
    const second = await signedInPage(user)
    await first.goto('/time-logs')
    await second.goto('/time-logs')
    await bodyRows(second)
      .first()
      .waitFor({ state: 'attached' })
      .catch(() => {})

    const dialog = await openTimer(first)
    await chooseBooking(first, 'apollo', /^Design \(Apollo/, dialog)
    await dialog.getByLabel('Comments').fill('Pairing')
    assert.deepEqual(await settledViolations(first), [])
    await dialog.getByRole('button', { name: 'Start' }).click()
    await dialog.getByRole('button', { name: 'Stop' }).waitFor()
    // While it runs, what it will log stays editable.
    assert.isNull(await dialog.getByLabel('Comments').getAttribute('readonly'))
    assert.isNull(await bookingPicker(dialog).getAttribute('aria-readonly'))
    assert.match(await first.title(), /^Working: 00:0\d$/)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'detached' })

    // The other device learns of it from the server's event, not from a reload.
    const started = Date.now()
    await second.getByRole('button', { name: /^Working \d+:\d\d$/ }).waitFor({ timeout: 2000 })
    assert.isBelow(Date.now() - started, 2000)
    assert.match(await second.title(), /^Working: \d\d:\d\d$/)

    const other = await openTimer(second)
    assert.equal(await other.getByLabel('Comments').inputValue(), 'Pairing')
    await first.waitForTimeout(1100)
    await other.getByRole('button', { name: 'Stop' }).click()
    await other.waitFor({ state: 'detached' })
    await second.getByRole('alert').filter({ hasText: 'Time log saved.' }).waitFor()
    await bodyRows(second).filter({ hasText: 'Pairing' }).waitFor()
    assert.equal(await titleOf(second, 'Time Logs — Hourbook'), 'Time Logs — Hourbook')

    await first.getByRole('button', { name: 'Open the timer' }).waitFor({ timeout: 2000 })
    assert.equal(await titleOf(first, 'Time Logs — Hourbook'), 'Time Logs — Hourbook')
    await bodyRows(first).filter({ hasText: 'Pairing' }).waitFor()
    const logs = await TimeLog.query().where('user_id', user.id)
    assert.lengthOf(logs, 1)
    assert.equal(logs[0].projectId, apollo.project.id)
    assert.isNull(await Timer.findBy('user_id', user.id))
  }).tags(['@stores'])

  test('the title counts minutes past 60, from the start instant', async ({ assert }) => {
    const { user, apollo } = await timedUser()
    await runningSince(user, apollo, DateTime.utc().minus({ minutes: 75 }))
    const page = await signedInPage(user)
    await page.clock.install({ time: new Date() })
    await page.goto('/time-logs')

    assert.match(await titleMatching(page, /^Working: /), /^Working: 75:0\d$/)
    await page.clock.fastForward(60 * 60 * 1000)
    assert.match(await titleMatching(page, /^Working: 135:/), /^Working: 135:0\d$/)
    assert.match((await shownElapsed(page)) ?? '', /^135:0\d$/)

    // Discarding asks first, then restores the page's title.
    const dialog = await openTimer(page)
    await dialog.getByRole('button', { name: 'Discard' }).click()
    const confirm = page.getByRole('dialog', { name: 'Discard the timer?' })
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    assert.isNotNull(await Timer.findBy('user_id', user.id))
    await dialog.getByRole('button', { name: 'Discard' }).click()
    await confirm.getByRole('button', { name: 'Discard' }).click()
    await page.getByRole('button', { name: 'Open the timer' }).waitFor()
    assert.equal(await titleOf(page, 'Time Logs — Hourbook'), 'Time Logs — Hourbook')
    assert.isNull(await Timer.findBy('user_id', user.id))
    assert.lengthOf(await TimeLog.query().where('user_id', user.id), 0)
  })

  test('a timer that ran past midnight is logged as one log per day', async ({ assert }) => {
    const zone = 'Europe/Amsterdam'
    const { user, apollo } = await timedUser({ timezone: zone })
    const startedAt = DateTime.now().setZone(zone).minus({ days: 1 }).set({ hour: 23, minute: 30 })
    await runningSince(user, apollo, startedAt.startOf('minute'))
    const page = await signedInPage(user)
    await page.goto('/time-logs')

    const dialog = await openTimer(page)
    await dialog.getByRole('button', { name: 'Stop' }).click()
    await dialog.waitFor({ state: 'detached' })
    await bodyRows(page).filter({ hasText: '23:59:59' }).waitFor()
    const logs = await TimeLog.query().where('user_id', user.id).orderBy('date')
    assert.deepEqual(
      logs.map((log) => [log.date, log.startTime]),
      [
        [startedAt.toISODate(), '23:30:00'],
        [DateTime.now().setZone(zone).toISODate(), '00:00:00'],
      ]
    )
    assert.equal(logs[0].stopTime, '23:59:59')
  })

  test('closing the page and logging out while running ask first', async ({ assert }) => {
    const { user, apollo } = await timedUser()
    await runningSince(user, apollo, DateTime.utc().minus({ minutes: 3 }))
    const page = await signedInPage(user)
    await page.getByRole('button', { name: /^Working/ }).waitFor()

    await expandRail(page)
    await page.getByRole('button', { name: 'Log Out' }).click()
    const confirm = page.getByRole('dialog', { name: 'Log Out' })
    assert.include(await confirm.textContent(), 'A timer is running. Do you want to continue?')
    assert.deepEqual(await settledViolations(page), [])
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await confirm.waitFor({ state: 'detached' })
    assert.include(page.url(), '/dashboard')

    // The browser asks before a page with a running timer is closed.
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', async (dialog) => {
        resolve(dialog.type())
        await dialog.dismiss()
      })
    )
    await page.close({ runBeforeUnload: true })
    assert.equal(await asked, 'beforeunload')
    assert.isFalse(page.isClosed())

    await expandRail(page)
    await page.getByRole('button', { name: 'Log Out' }).click()
    await page
      .getByRole('dialog', { name: 'Log Out' })
      .getByRole('button', { name: 'Log Out' })
      .click()
    await page.waitForURL('**/login')
    // The timer is the user's, on every device: logging out leaves it running.
    assert.isNotNull(await Timer.findBy('user_id', user.id))
  }).tags(['@stores'])

  // Both languages' words, both themes' contrast and both screens' bars, between two looks.
  for (const [locale, scheme, size, viewport] of [
    ['en', 'light', 'desktop', undefined],
    ['nl', 'dark', 'mobile', mobile],
  ] as const) {
    test(`the timer in ${locale}, ${scheme}, on ${size}`, async ({ assert }) => {
      const { user, apollo } = await timedUser({ locale })
      await runningSince(user, apollo, DateTime.utc().minus({ minutes: 12 }))
      const page = await signedInPage(user, { colorScheme: scheme, viewport })
      await page.goto('/time-logs')
      await screenshot(page, `timer-${locale}-${scheme}-${size}-button`)
      await timerButton(page).click()
      await page.getByRole('dialog').waitFor()
      const words =
        locale === 'en' ? ['Stop', 'Discard', 'Active'] : ['Stop', 'Verwerpen', 'Actief']
      for (const word of words) assert.include(await page.getByRole('dialog').textContent(), word)
      assert.deepEqual(await settledViolations(page), [])
      await screenshot(page, `timer-${locale}-${scheme}-${size}-dialog`)
    })
  }
})
