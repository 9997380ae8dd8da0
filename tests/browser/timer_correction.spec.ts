import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Page } from 'playwright-core'
import Timer from '#models/timer'
import TimeLog from '#models/time_log'
import type User from '#models/user'
import { createUser, password } from '#tests/support/accounts'
import { bookable } from '#tests/support/bookable'
import { zoneAroundNoon, zoneOnAnotherDay } from '#tests/support/clock'
import { resetAppState } from '#tests/support/database'
import {
  closePages,
  mobile,
  newPage,
  screenshot,
  seriousA11yViolations,
  settledViolations,
  signIn,
} from './support/browser.js'
import { messageBeneath, pickerText, typeInto } from './support/fields.js'
import { bookingPicker } from './support/portal.js'

type Booking = Awaited<ReturnType<typeof bookable>>

/** What the dialog says, in each language. */
const words = {
  en: {
    working: /^Working \d+:\d\d$/,
    notStopped: 'The timer is still running.',
    start: 'Start time',
    stop: 'Stop time',
    overlap: 'This time log overlaps another of your time logs.',
  },
  nl: {
    working: /^Bezig \d+:\d\d$/,
    notStopped: 'De timer loopt nog.',
    start: 'Starttijd',
    stop: 'Stoptijd',
    overlap: 'Deze tijdregistratie overlapt met een andere registratie van jou.',
  },
}

/** A signed-in page whose browser keeps the user's clock, unless told another time zone. */
async function signedInPage(
  user: User,
  {
    viewport = { width: 1366, height: 768 },
    colorScheme = 'light' as 'light' | 'dark',
    timezoneId = user.timezone,
  } = {}
) {
  const page = await newPage({ viewport, colorScheme, timezoneId })
  await signIn(page, user.email, password)
  return page
}

/** A user for whom it is about noon, timing Apollo (task Design) for the last two hours. */
async function timingUser(
  project: Parameters<typeof bookable>[1] = {},
  locale: keyof typeof words = 'en'
) {
  const user = await createUser({ timezone: zoneAroundNoon(), locale })
  const apollo = await bookable([user], { name: 'Apollo', ...project })
  await apollo.task.merge({ name: 'Design' }).save()
  const now = DateTime.now().setZone(user.timezone)
  await Timer.create({
    userId: user.id,
    projectId: apollo.project.id,
    taskId: apollo.task.id,
    comments: 'Deep work',
    startedAt: now.minus({ hours: 2 }).startOf('minute').toUTC(),
  })
  return { user, apollo, now }
}

/** A log of the user added while the timer ran, from 60 to 30 minutes ago. */
function addedMeanwhile(user: User, { project, task }: Booking, now: DateTime) {
  const from = now.minus({ hours: 1 }).startOf('minute')
  return TimeLog.create({
    userId: user.id,
    projectId: project.id,
    taskId: task.id,
    date: from.toISODate()!,
    startTime: from.toFormat('HH:mm:ss'),
    stopTime: from.plus({ minutes: 30 }).toFormat('HH:mm:ss'),
    comments: null,
  })
}

/** Opens the timer dialog and presses Stop; answers the dialog. */
async function pressStop(page: Page, locale: keyof typeof words = 'en') {
  await page.getByRole('button', { name: words[locale].working }).click()
  const dialog = page.getByRole('dialog', { name: /Timer/ })
  await dialog.getByRole('button', { name: 'Stop' }).click()
  await dialog.getByRole('alert').filter({ hasText: words[locale].notStopped }).waitFor()
  return dialog
}

test.group('Timer: a refused stop is corrected or discarded', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => closePages())

  test('the error shows beneath its field, and the corrected times are saved', async ({
    assert,
  }) => {
    const { user, apollo, now } = await timingUser()
    const added = await addedMeanwhile(user, apollo, now)
    const page = await signedInPage(user)
    await page.goto('/time-logs')

    const dialog = await pressStop(page)
    const date = dialog.getByRole('group', { name: 'Date' })
    const start = dialog.getByRole('group', { name: 'Start time' })
    const stop = dialog.getByRole('group', { name: 'Stop time' })
    assert.equal(await messageBeneath(start), 'This time log overlaps another of your time logs.')
    const startedAt = now.minus({ hours: 2 }).startOf('minute')
    // A timer's times keep their seconds, even on a whole minute.
    assert.equal(await pickerText(start), startedAt.toFormat('HH:mm:ss'))
    assert.match(await pickerText(stop), /^\d\d:\d\d:\d\d$/)
    assert.isTrue(await date.isVisible())
    assert.equal(await dialog.getByRole('button', { name: 'Save log' }).count(), 1)
    assert.isNotNull(await Timer.findBy('user_id', user.id))
    assert.deepEqual(await seriousA11yViolations(page), [])

    // The log starts where the one added meanwhile ends.
    await typeInto(start, added.stopTime.slice(0, 5).replace(':', ''))
    await dialog.getByRole('button', { name: 'Save log' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('alert').filter({ hasText: 'Time log saved.' }).waitFor()
    await page.getByRole('button', { name: 'Open the timer' }).waitFor()

    assert.isNull(await Timer.findBy('user_id', user.id))
    const logs = await TimeLog.query().where('user_id', user.id).orderBy('start_time')
    assert.lengthOf(logs, 2)
    const [, corrected] = logs
    assert.deepEqual(
      [corrected.date, corrected.startTime, corrected.comments],
      [now.toISODate(), added.stopTime, 'Deep work']
    )
    // It stops when Stop was first pressed.
    const stoppedAt = DateTime.fromISO(`${corrected.date}T${corrected.stopTime}`, {
      zone: user.timezone,
    })
    assert.isAtLeast(stoppedAt.toMillis(), now.startOf('second').toMillis())
    assert.isAtMost(stoppedAt.toMillis(), Date.now())
  })

  test("in a browser on another day, the correction proposes the user's day and times", async ({
    assert,
  }) => {
    const { user, apollo, now } = await timingUser()
    const added = await addedMeanwhile(user, apollo, now)
    const page = await signedInPage(user, { timezoneId: zoneOnAnotherDay() })
    await page.goto('/time-logs')

    const dialog = await pressStop(page)
    const start = dialog.getByRole('group', { name: 'Start time' })
    const stop = dialog.getByRole('group', { name: 'Stop time' })
    assert.equal(
      await dialog.locator('input[name="date"]').inputValue(),
      now.toFormat('MM/dd/yyyy')
    )
    assert.equal(
      await pickerText(start),
      now.minus({ hours: 2 }).startOf('minute').toFormat('HH:mm:ss')
    )
    // Until now, on the user's clock: not the end of the browser's day.
    const stopped = DateTime.fromISO(`${now.toISODate()}T${await pickerText(stop)}`, {
      zone: user.timezone,
    })
    assert.isAtLeast(stopped.toMillis(), now.startOf('second').toMillis())
    assert.isAtMost(stopped.toMillis(), Date.now())

    await typeInto(start, added.stopTime.slice(0, 5).replace(':', ''))
    await dialog.getByRole('button', { name: 'Save log' }).click()
    await page.getByRole('alert').filter({ hasText: 'Time log saved.' }).waitFor()
    const logs = await TimeLog.query().where('user_id', user.id).orderBy('start_time')
    assert.deepEqual(
      logs.map((log) => [log.date, log.startTime]),
      [
        [now.toISODate(), added.startTime],
        [now.toISODate(), added.stopTime],
      ]
    )
  })

  test('the planned hours error shows beneath the project, and discarding ends it', async ({
    assert,
  }) => {
    const { user } = await timingUser({ plannedHours: 1 })
    const page = await signedInPage(user)

    const dialog = await pressStop(page)
    assert.equal(
      await messageBeneath(bookingPicker(dialog)),
      'The hours logged on this project may not exceed 1; 1 hours remain.'
    )
    assert.isNotNull(await Timer.findBy('user_id', user.id))

    await dialog.getByRole('button', { name: 'Discard' }).click()
    const confirm = page.getByRole('dialog', { name: 'Discard the timer?' })
    await confirm.getByRole('button', { name: 'Discard' }).click()
    await page.getByRole('button', { name: 'Open the timer' }).waitFor()
    assert.isNull(await Timer.findBy('user_id', user.id))
    assert.lengthOf(await TimeLog.query().where('user_id', user.id), 0)
    // Its toast covers the top bar's right-hand side until it goes (a pointer on it keeps it).
    const discarded = page.getByText('Timer discarded.')
    await discarded.waitFor()
    await discarded.waitFor({ state: 'hidden' })

    // A new start offers an empty form again, without the correction's fields.
    await page.getByRole('button', { name: 'Open the timer' }).click()
    const idle = page.getByRole('dialog', { name: /Timer/ })
    await idle.getByRole('button', { name: 'Start' }).waitFor()
    assert.equal(await idle.getByRole('group', { name: 'Start time' }).count(), 0)
  })

  test('inactive tasks and clients are in no picker', async ({ assert }) => {
    const user = await createUser({ timezone: zoneAroundNoon() })
    const apollo = await bookable([user], { name: 'Apollo' })
    const gemini = await bookable([user], { name: 'Gemini' })
    await gemini.client.merge({ active: false }).save()
    const mercury = await bookable([user], { name: 'Mercury' })
    await mercury.task.merge({ active: false }).save()
    const page = await signedInPage(user)

    await page.getByRole('button', { name: 'Open the timer' }).click()
    await bookingPicker(page.getByRole('dialog', { name: /Timer/ })).click()
    const options = page.getByRole('option')
    const offered = async () => {
      await options.first().waitFor()
      return Promise.all((await options.all()).map((option) => option.getAttribute('aria-label')))
    }
    const apolloOnly = [`${apollo.task.name} (Apollo — ${apollo.client.name})`]
    assert.deepEqual(await offered(), apolloOnly)

    await page.keyboard.press('Escape')
    await page.goto('/time-logs/create')
    await bookingPicker(page.getByRole('main')).click()
    assert.deepEqual(await offered(), apolloOnly)
  })

  // Both languages, both themes and both screens, between two looks.
  for (const [locale, scheme, size, viewport] of [
    ['en', 'light', 'desktop', { width: 1366, height: 768 }],
    ['nl', 'dark', 'phone', mobile],
  ] as const) {
    test(`the correction on ${size}, ${locale}, ${scheme}`, async ({ assert }) => {
      const { user, apollo, now } = await timingUser({}, locale)
      await addedMeanwhile(user, apollo, now)
      const page = await signedInPage(user, { viewport, colorScheme: scheme })
      const dialog = await pressStop(page, locale)
      const start = dialog.getByRole('group', { name: words[locale].start })
      assert.equal(await messageBeneath(start), words[locale].overlap)
      // The fields fit the dialog, and the dialog the screen: nothing is cut off.
      const box = (await dialog.boundingBox())!
      const stop = (await dialog.getByRole('group', { name: words[locale].stop }).boundingBox())!
      assert.isAtMost(box.x + box.width, viewport.width)
      assert.isAtMost(stop.x + stop.width, box.x + box.width)
      assert.deepEqual(await settledViolations(page), [])
      await screenshot(page, `timer-correction-${locale}-${scheme}-${size}`)
    })
  }
})
