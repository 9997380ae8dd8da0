import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Page } from 'playwright-core'
import Timer from '#models/timer'
import TimeLog from '#models/time_log'
import type User from '#models/user'
import { createUser, password } from '#tests/support/accounts'
import { type bookable } from '#tests/support/bookable'
import { zoneAroundNoon } from '#tests/support/clock'
import { resetAppState } from '#tests/support/database'
import {
  closePages,
  mobile,
  newPage,
  screenshot,
  seriousA11yViolations,
  signIn,
  transitionsEnded,
} from './support/browser.js'
import { booking, bookingPicker } from './support/portal.js'

/** What the timer says, in each language. */
const words = {
  en: {
    what: 'What are you working on?',
    booking: 'Project and task',
    continue: 'Continue',
    working: /^Working \d+:\d\d$/,
    open: 'Open the timer',
    start: 'Start time',
    save: 'Save changes',
    future: 'The start time cannot be in the future.',
  },
  nl: {
    what: 'Waar werk je aan?',
    booking: 'Project en taak',
    continue: 'Hervatten',
    working: /^Bezig \d+:\d\d$/,
    open: 'Open de timer',
    start: 'Starttijd',
    save: 'Wijzigingen opslaan',
    future: 'De starttijd kan niet in de toekomst liggen.',
  },
}

type Locale = keyof typeof words

/** A user for whom it is about noon, who may log on Apollo (task Design). */
async function timedUser(locale: Locale) {
  const user = await createUser({ timezone: zoneAroundNoon(), locale })
  return { user, apollo: await booking(user, 'Apollo', 'Design') }
}

/** A signed-in page whose browser keeps the user's clock. */
async function signedInPage(
  user: User,
  { viewport = { width: 1366, height: 768 }, colorScheme = 'light' as 'light' | 'dark' } = {}
) {
  const page = await newPage({ viewport, colorScheme, timezoneId: user.timezone })
  await signIn(page, user.email, password)
  return page
}

/** Waits until the check passes, reading the database every 100 ms for up to 5 seconds. */
async function eventually<T>(read: () => Promise<T>, passes: (value: T) => boolean) {
  const deadline = Date.now() + 5000
  let value = await read()
  while (!passes(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    value = await read()
  }
  return value
}

const timerOf = (user: User) => () => Timer.findBy('user_id', user.id)

/** A log of the user today, 08:00 to 09:00 of their day. */
function morningLog(user: User, { project, task }: Awaited<ReturnType<typeof bookable>>) {
  return TimeLog.create({
    userId: user.id,
    projectId: project.id,
    taskId: task.id,
    date: DateTime.now().setZone(user.timezone).toISODate()!,
    startTime: '08:00:00',
    stopTime: '09:00:00',
    comments: 'Release notes',
  })
}

/** Chooses Apollo's Design in the bar's picker, once its menu has finished opening. */
async function chooseApollo(page: Page, locale: Locale) {
  await page.getByRole('combobox', { name: words[locale].booking }).click()
  const option = page.getByRole('option', { name: /^Design \(Apollo/ })
  await option.waitFor()
  await transitionsEnded(page)
  await option.click()
  await option.waitFor({ state: 'detached' })
}

test.group('Timer: always in reach', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => closePages())

  for (const [locale, colorScheme] of [
    ['en', 'light'],
    ['nl', 'dark'],
  ] as const) {
    test(`the desktop bar starts, changes and stops the timer (${locale}, ${colorScheme})`, async ({
      assert,
    }) => {
      const { user, apollo } = await timedUser(locale)
      const page = await signedInPage(user, { colorScheme })
      await page.goto('/reports')
      const bar = page.getByRole('banner')
      const what = bar.getByRole('textbox', { name: words[locale].what })

      // Start without a project and task: nothing starts, the picker is where to go.
      await bar.getByRole('button', { name: 'Start', exact: true }).click()
      await page.waitForTimeout(300)
      assert.isNull(await Timer.findBy('user_id', user.id))
      assert.equal(
        await page.evaluate<string>('document.activeElement.getAttribute("role")'),
        'combobox'
      )

      await what.fill('Pairing')
      await chooseApollo(page, locale)
      await bar.getByRole('button', { name: 'Start', exact: true }).click()
      await bar.getByRole('button', { name: 'Stop', exact: true }).waitFor()
      const started = await eventually(timerOf(user), (timer) => timer !== null)
      assert.equal(started?.projectId, apollo.project.id)
      assert.equal(started?.comments, 'Pairing')
      assert.deepEqual(await seriousA11yViolations(page), [])
      await screenshot(page, `timer-bar-${locale}-${colorScheme}-running`)

      // Changed while it runs: the comments are saved on leaving the field.
      await what.fill('Pairing on the bar')
      await what.press('Tab')
      const changed = await eventually(timerOf(user), (timer) => timer?.comments !== 'Pairing')
      assert.equal(changed?.comments, 'Pairing on the bar')
      assert.equal(changed?.startedAt.toMillis(), started?.startedAt.toMillis())

      await page.waitForTimeout(1100)
      await bar.getByRole('button', { name: 'Stop', exact: true }).click()
      await bar.getByRole('button', { name: 'Start', exact: true }).waitFor()
      assert.equal(await what.inputValue(), '')
      const [log] = await TimeLog.query().where('user_id', user.id)
      assert.equal(log.comments, 'Pairing on the bar')
      assert.isNull(await Timer.findBy('user_id', user.id))
    })
  }

  test('`s` starts the timer on the chosen task and stops it; with none chosen, opens it', async ({
    assert,
  }) => {
    const { user, apollo } = await timedUser('en')
    const page = await signedInPage(user)
    await page.goto('/time-logs')
    const heading = page.getByRole('heading', { level: 1 })
    await heading.click()

    // Nothing chosen: the timer opens, its project and task first, and nothing starts.
    await page.keyboard.press('s')
    const dialog = page.getByRole('dialog', { name: /Timer/ })
    const picker = bookingPicker(dialog)
    await picker.waitFor()
    const focused = await eventually(
      () => picker.and(page.locator(':focus')).count(),
      (count) => count === 1
    )
    assert.equal(focused, 1)
    assert.isNull(await Timer.findBy('user_id', user.id))
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })

    // Chosen in the bar: `s` starts it at once, without the dialog.
    const bar = page.getByRole('banner')
    await bar.getByRole('textbox', { name: words.en.what }).fill('Shortcut work')
    await chooseApollo(page, 'en')
    await heading.click()
    await page.keyboard.press('s')
    await bar.getByRole('button', { name: 'Stop', exact: true }).waitFor()
    const started = await eventually(timerOf(user), (timer) => timer !== null)
    assert.equal(started?.projectId, apollo.project.id)
    assert.equal(started?.taskId, apollo.task.id)
    assert.equal(started?.comments, 'Shortcut work')
    assert.equal(await page.getByRole('dialog').count(), 0)

    // Running: `s` stops it and logs the run.
    await page.waitForTimeout(1100)
    await page.keyboard.press('s')
    await bar.getByRole('button', { name: 'Start', exact: true }).waitFor()
    assert.isNull(await eventually(timerOf(user), (timer) => timer === null))
    const [log] = await TimeLog.query().where('user_id', user.id)
    assert.equal(log.comments, 'Shortcut work')
    assert.equal(log.taskId, apollo.task.id)

    // The log stopped to the second, a few seconds long: its totals show 00:00, not 00:00:0x.
    // Read once the log shows: an empty week's total is 00:00 as well.
    await page.goto('/time-logs?view=days')
    await page.getByRole('row').filter({ hasText: 'Shortcut work' }).waitFor()
    assert.equal(await page.getByText(/^Week total /).textContent(), 'Week total 00:00')
    const dayTotal = await page.getByRole('row').filter({ hasText: '(1)' }).textContent()
    assert.include(dayTotal, '00:00')
    assert.notMatch(dayTotal ?? '', /\d\d:\d\d:\d\d/)
  })

  test('continue on the table, the dashboard and the phone list', async ({ assert }) => {
    const locale = 'en'
    const { user, apollo } = await timedUser(locale)
    await morningLog(user, apollo)
    const page = await signedInPage(user)

    await page.goto('/time-logs')
    const row = page.getByRole('row').filter({ hasText: 'Release notes' })
    await row.getByRole('button', { name: words[locale].continue }).click()
    const first = await eventually(timerOf(user), (timer) => timer !== null)
    assert.equal(first?.comments, 'Release notes')
    assert.equal(first?.taskId, apollo.task.id)
    const what = page.getByRole('banner').getByRole('textbox', { name: words[locale].what })
    assert.equal(
      await eventually(
        () => what.inputValue(),
        (v) => v !== ''
      ),
      'Release notes'
    )

    // From the dashboard, while it runs: the running one is logged and the log continued.
    await page.waitForTimeout(1100)
    await page.goto('/dashboard')
    const today = page.getByRole('listitem').filter({ hasText: 'Release notes' })
    await today.getByRole('button', { name: words[locale].continue }).click()
    await eventually(
      () => TimeLog.query().where('user_id', user.id),
      (logs) => logs.length === 2
    )
    const second = await eventually(
      timerOf(user),
      (timer) => timer !== null && timer.id !== first?.id
    )
    assert.equal(second?.comments, 'Release notes')

    await Timer.query().where('user_id', user.id).delete()
    const phone = await signedInPage(user, { viewport: mobile })
    await phone.goto('/time-logs')
    const item = phone.getByRole('listitem').filter({ hasText: 'Release notes' }).first()
    await item.getByRole('button', { name: words[locale].continue }).click()
    const third = await eventually(timerOf(user), (timer) => timer !== null)
    assert.equal(third?.projectId, apollo.project.id)
    await phone.getByRole('banner').getByRole('button', { name: words[locale].working }).waitFor()
  })

  // In Dutch and dark: the desktop bar's test shows the English words and the light theme.
  test("the running timer's start is corrected in its dialog", async ({ assert }) => {
    const locale = 'nl'
    const { user, apollo } = await timedUser(locale)
    // Started on a whole minute: its start still shows seconds, to be corrected to the second.
    const startedAt = DateTime.now().setZone(user.timezone).minus({ minutes: 30 }).startOf('minute')
    const timer = await Timer.create({
      userId: user.id,
      projectId: apollo.project.id,
      taskId: apollo.task.id,
      comments: 'Deep work',
      startedAt: startedAt.toUTC(),
    })
    const page = await signedInPage(user, { colorScheme: 'dark' })
    await page.goto('/time-logs')
    await page.getByRole('button', { name: words[locale].working }).click()
    const dialog = page.getByRole('dialog', { name: /Timer/ })
    const start = dialog.getByRole('group', { name: words[locale].start })
    await start.waitFor()
    assert.deepEqual(await seriousA11yViolations(page), [])
    await screenshot(page, `timer-dialog-${locale}-dark-running`)

    // In the future: refused in the browser, with the server's message.
    const later = DateTime.now().setZone(user.timezone).plus({ hours: 1 })
    await start.click()
    await page.keyboard.press('Control+a')
    await page.keyboard.type(later.toFormat('HHmmss'))
    await dialog.getByRole('button', { name: words[locale].save }).click()
    await dialog.getByText(words[locale].future).waitFor()

    const earlier = startedAt.minus({ hours: 1, seconds: 7 })
    await start.click()
    await page.keyboard.press('Control+a')
    await page.keyboard.type(earlier.toFormat('HHmmss'))
    await dialog.getByRole('button', { name: words[locale].save }).click()
    const corrected = await eventually(
      timerOf(user),
      (running) => running !== null && running.startedAt.toMillis() !== timer.startedAt.toMillis()
    )
    assert.equal(
      corrected?.startedAt.setZone(user.timezone).toFormat('HH:mm:ss'),
      earlier.toFormat('HH:mm:ss')
    )
    assert.equal(corrected?.comments, 'Deep work')
  })

  test('on a phone the timer sits in the top bar and covers no row button', async ({ assert }) => {
    const { user, apollo } = await timedUser('en')
    await morningLog(user, apollo)
    const page = await signedInPage(user, { viewport: mobile })
    await page.goto('/time-logs')
    const button = page.getByRole('banner').getByRole('button', { name: words.en.open })
    await button.waitFor()
    const header = await page.getByRole('banner').boundingBox()
    const box = await button.boundingBox()
    assert.isAtMost(box!.y + box!.height, header!.y + header!.height)

    // Every button of the rows is on top where it shows: nothing floats over it.
    const covered =
      await page.evaluate<number>(`[...document.querySelectorAll('main button:not(:disabled)')]
      .filter((element) => {
        const { x, y, width, height } = element.getBoundingClientRect()
        // Under the top bar is scrolled past, not covered.
        if (height === 0 || y < 64 || y + height / 2 > window.innerHeight) return false
        const top = document.elementFromPoint(x + width / 2, y + height / 2)
        return top !== null && !element.contains(top)
      }).length`)
    assert.equal(covered, 0)

    await page.goto('/time-logs/create')
    const save = page.getByRole('button', { name: 'Save' })
    await save.scrollIntoViewIfNeeded()
    const saveBox = await save.boundingBox()
    const onTop = await page.evaluate<string | undefined>(
      `document.elementFromPoint(${saveBox!.x + saveBox!.width / 2}, ${saveBox!.y + saveBox!.height / 2})?.closest('button')?.textContent`
    )
    assert.equal(onTop, 'Save')
  })
})
