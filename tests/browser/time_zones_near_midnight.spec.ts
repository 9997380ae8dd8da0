import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Page } from 'playwright-core'
import TimeLog from '#models/time_log'
import Timer from '#models/timer'
import { createUser, password } from '#tests/support/accounts'
import { startShiftedServer } from '#tests/support/app_server'
import { resetAppState } from '#tests/support/database'
import { closePages, newPage, seriousA11yViolations, signIn } from './support/browser.js'
import { booking, chooseBooking } from './support/portal.js'

const words = {
  en: {
    save: 'Save',
    saved: 'Time log saved.',
    today: 'Today',
    continue: 'Continue',
    working: /^Working \d+:\d\d$/,
    stop: 'Stop',
    dateFormats: ['MM/dd/yyyy', 'dd/MM/yyyy', 'yyyy-MM-dd'],
    dayAndMonth: 'MMMM d',
  },
  nl: {
    save: 'Opslaan',
    saved: 'Tijdregistratie opgeslagen.',
    today: 'Vandaag',
    continue: 'Hervatten',
    working: /^Bezig \d+:\d\d$/,
    stop: 'Stop',
    dateFormats: ['dd-MM-yyyy', 'dd/MM/yyyy', 'yyyy-MM-dd'],
    dayAndMonth: 'd MMMM',
  },
}

/** How far the browser's clock runs behind the server's. */
const deviceClockLag = 30_000

/** The next instant at the hour and minute of UTC, from now. */
function nextUtc(hour: number, minute: number) {
  const now = DateTime.utc()
  const today = now.set({ hour, minute, second: 0, millisecond: 0 })
  return today > now ? today : today.plus({ days: 1 })
}

/** The value a picker holds, as its input shows it. */
function pickerValue(page: Page, name: string) {
  return page.locator(`input[name="${name}"]`).inputValue()
}

/**
 * Each person's local date is not UTC's: at 00:20 UTC it is still the evening before in New
 * York, at 23:40 UTC already the next morning in Tokyo. An app that took "today" or "now" in
 * UTC rather than in the person's zone would be a day (and hours) off in every check.
 */
const people = [
  { zone: 'America/New_York', locale: 'en', utc: { hour: 0, minute: 20 } },
  { zone: 'Asia/Tokyo', locale: 'nl', utc: { hour: 23, minute: 40 } },
] as const

test.group('Time zones near midnight UTC', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => closePages())

  for (const { zone, locale, utc } of people) {
    test(`a person in ${zone} logs on their own date and hours (${locale})`, async ({
      assert,
      cleanup,
    }) => {
      const w = words[locale]
      const at = nextUtc(utc.hour, utc.minute)
      const local = at.setZone(zone)
      const date = local.toISODate()!
      const utcDate = at.toISODate()!
      assert.notEqual(date, utcDate)

      // The app server's clock read `at` on starting, on a machine in UTC; the browser's follows.
      const server = await startShiftedServer(at.toJSDate(), 'near-midnight-server.log')
      cleanup(() => {
        server.child.kill('SIGTERM')
      })
      const user = await createUser({ locale, timezone: zone })
      const apollo = await booking(user, 'Apollo', 'Design')
      // A log on the UTC date: it is not the person's today.
      await TimeLog.create({
        userId: user.id,
        projectId: apollo.project.id,
        taskId: apollo.task.id,
        date: utcDate,
        startTime: '06:00:00',
        stopTime: '07:00:00',
        comments: 'On the UTC date',
      })
      const page = await newPage({ baseURL: server.baseUrl, timezoneId: zone, locale })
      // The device's clock lags the server's a little, as phones' and laptops' clocks do.
      await page.clock.install({ time: server.now().getTime() - deviceClockLag })
      await signIn(page, user.email, password)

      // The dashboard's date and its today are the person's.
      await page
        .getByText(local.setLocale(locale).toFormat(w.dayAndMonth), { exact: true })
        .waitFor()
      await page.getByRole('heading', { name: w.today, exact: true }).waitFor()
      assert.equal(await page.getByText('On the UTC date').count(), 0)
      assert.deepEqual(await seriousA11yViolations(page), [])

      // The new log starts on the person's date, from their hour until their now.
      await page.goto('/time-logs/create')
      const shown = await pickerValue(page, 'date')
      assert.include(
        w.dateFormats.map((format) => local.toFormat(format)),
        shown,
        `the form's date ${shown}`
      )
      assert.equal(await pickerValue(page, 'start_time'), local.toFormat('HH:00'))
      const stop = await pickerValue(page, 'stop_time')
      assert.include(
        [-1, 0, 1, 2].map((minutes) => local.plus({ minutes }).toFormat('HH:mm')),
        stop,
        `the form's stop ${stop}`
      )
      assert.deepEqual(await seriousA11yViolations(page), [])
      await chooseBooking(page, 'Design', /^Design \(Apollo/)
      await page.getByRole('button', { name: w.save, exact: true }).click()
      await page.getByRole('alert').filter({ hasText: w.saved }).waitFor()
      const saved = await TimeLog.query().where('user_id', user.id).whereNull('comments')
      assert.deepEqual(
        saved.map((log) => [log.date, log.startTime, log.stopTime]),
        [[date, local.toFormat('HH:00:00'), `${stop}:00`]]
      )

      // It is today's on the dashboard; a timer continued from it and stopped logs on that date.
      await page.goto('/dashboard')
      await page.getByRole('link', { name: 'Apollo · Design', exact: true }).waitFor()
      assert.equal(await page.getByText('On the UTC date').count(), 0)
      await page.getByRole('button', { name: w.continue, exact: true }).click()
      const timer = page.getByRole('button', { name: w.working })
      await timer.waitFor()
      // A run of a second or less is too short to log.
      await new Promise((resolve) => setTimeout(resolve, 2000))
      await timer.click()
      const dialog = page.getByRole('dialog', { name: /Timer/ })
      await dialog.getByRole('button', { name: w.stop, exact: true }).click()
      await dialog.waitFor({ state: 'detached' })
      assert.isNull(await Timer.findBy('user_id', user.id))
      const timed = await TimeLog.query()
        .where('user_id', user.id)
        .whereNot('id', saved[0].id)
        .whereNull('comments')
      assert.lengthOf(timed, 1)
      assert.equal(timed[0].date, date)
      const started = timed[0].startTime
      assert.equal(started.slice(0, 3), local.toFormat('HH:'))
      assert.isTrue(started >= `${stop}:00`, `the timer's log starts at ${started}, before ${stop}`)
    }).timeout(180_000)
  }
})
