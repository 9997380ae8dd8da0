import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Page } from 'playwright-core'
import TimeLog from '#models/time_log'
import type User from '#models/user'
import WeekSubmission from '#models/week_submission'
import { weekOf } from '#services/periods'
import { createUser } from '#tests/support/accounts'
import { resetAppState } from '#tests/support/database'
import {
  closePages,
  desktop,
  expandRail,
  mainNav,
  mobile,
  screenshot,
  settledViolations,
  titleOf,
} from './support/browser.js'
import { booking, chooseBooking, signedInPage, type Booking } from './support/portal.js'

type Locale = 'en' | 'nl'
type Scheme = 'light' | 'dark'
type Screen = 'desktop' | 'phone'
const zone = 'Europe/Amsterdam'

const words = {
  en: {
    title: 'Week — Hourbook',
    nav: 'Week',
    menu: 'Open menu',
    previous: 'Previous week',
    next: 'Next week',
    thisWeek: 'This week',
    weekTotal: 'Week total',
    of40: 'of 40 hours',
    open: 'Open',
    submitted: 'Submitted',
    rejected: 'Rejected',
    submit: 'Submit week for approval',
    submitTitle: 'Submit this week for approval?',
    withdraw: 'Withdraw submission',
    withdrawTitle: 'Withdraw the submission?',
    flashSubmitted: 'Week submitted for approval.',
    flashWithdrawn: 'Submission withdrawn.',
    addOn: 'Add time on',
    noLogs: 'No time logged.',
    stop: 'Stop time',
    comments: 'Comments',
    save: 'Save',
    saved: 'Time log saved.',
    edit: 'Edit',
    delete: 'Delete',
    rejectedNotice: 'was rejected.',
    viewWeek: 'View the week',
    comment: 'Comment:',
    submittedNotice: 'is submitted for approval, so its time cannot be changed.',
  },
  nl: {
    title: 'Week — Hourbook',
    nav: 'Week',
    menu: 'Menu openen',
    previous: 'Vorige week',
    next: 'Volgende week',
    thisWeek: 'Deze week',
    weekTotal: 'Weektotaal',
    of40: 'van 40 uur',
    open: 'Open',
    submitted: 'Ingediend',
    rejected: 'Afgekeurd',
    submit: 'Week ter goedkeuring indienen',
    submitTitle: 'Deze week ter goedkeuring indienen?',
    withdraw: 'Indiening intrekken',
    withdrawTitle: 'De indiening intrekken?',
    flashSubmitted: 'Week ingediend ter goedkeuring.',
    flashWithdrawn: 'Indiening ingetrokken.',
    addOn: 'Tijd toevoegen op',
    noLogs: 'Geen tijd geregistreerd.',
    stop: 'Stoptijd',
    comments: 'Opmerkingen',
    save: 'Opslaan',
    saved: 'Tijdregistratie opgeslagen.',
    edit: 'Bewerken',
    delete: 'Verwijderen',
    rejectedNotice: 'is afgekeurd.',
    viewWeek: 'De week bekijken',
    comment: 'Opmerking:',
    submittedNotice: 'is ingediend ter goedkeuring',
  },
}

/**
 * The combinations each behaviour is seen in: between them both languages (their week starts
 * on another day), both themes (axe's contrast checks) and both screens (a phone's list of
 * logs and its menu).
 */
const looks = [
  { locale: 'en', scheme: 'light', screen: 'desktop' },
  { locale: 'nl', scheme: 'dark', screen: 'phone' },
] as const satisfies { locale: Locale; scheme: Scheme; screen: Screen }[]

type Look = (typeof looks)[number]
const name = ({ locale, scheme, screen }: Look) => `${locale}-${scheme}-${screen}`

/** Last week (the installation's weeks) in the test zone: complete, and open to submit. */
function lastWeek() {
  const today = DateTime.now().setZone(zone)
  const week = weekOf(today.minus({ days: 7 }).toISODate()!)
  const day = (n: number) => DateTime.fromISO(week.startsOn).plus({ days: n }).toISODate()!
  return { ...week, day }
}

/** A log from `from` to `to` o'clock on the date. */
function log(user: User, { project, task }: Booking, date: string, from: number, to: number) {
  const time = (hour: number) => `${String(hour).padStart(2, '0')}:00:00`
  return TimeLog.create({
    userId: user.id,
    projectId: project.id,
    taskId: task.id,
    date,
    startTime: time(from),
    stopTime: time(to),
    comments: 'Sprint planning',
  })
}

async function signedIn(look: Look) {
  const user = await createUser({ locale: look.locale, timezone: zone, availableHours: 40 })
  const apollo = await booking(user, 'Apollo', 'Design')
  const page = await signedInPage(user, {
    viewport: look.screen === 'phone' ? mobile : desktop,
    colorScheme: look.scheme,
  })
  return { user, apollo, page }
}

/** A day of the week page, by its date. */
const daySection = (page: Page, date: string) => page.locator(`section[data-date="${date}"]`)

const statusChip = (page: Page) => page.getByTestId('week-status')

/** The week page's own URL query. */
const dateInUrl = (page: Page) => new URL(page.url()).searchParams.get('date')

async function noWiderThanScreen(page: Page) {
  return page.evaluate<number>('document.documentElement.scrollWidth')
}

test.group('Week page', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => closePages())

  test('{locale}, {scheme}, {screen}: seven days with their logs and totals; arrows move weeks')
    .with(looks)
    .run(async ({ assert }, look) => {
      const w = words[look.locale]
      const { user, apollo, page } = await signedIn(look)
      const week = lastWeek()
      await log(user, apollo, week.day(1), 9, 11)
      await log(user, apollo, week.day(1), 13, 14)
      await log(user, apollo, week.day(3), 9, 10)

      await page.goto(`/week?date=${week.day(4)}`)
      assert.equal(await titleOf(page, w.title), w.title)
      assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), w.nav)
      const days = page.locator('section[data-date]')
      assert.equal(await days.count(), 7)
      const dates = []
      for (let n = 0; n < 7; n++) dates.push(await days.nth(n).getAttribute('data-date'))
      assert.deepEqual(
        dates,
        Array.from({ length: 7 }, (_, n) => week.day(n))
      )
      // Weeks start on Monday (the default WEEK_START), in English as in Dutch.
      assert.equal(DateTime.fromISO(week.startsOn).weekday, 1)
      // Each day's heading in the person's date format: month first in English.
      assert.match(
        (await days.first().getByRole('heading').first().textContent()) ?? '',
        look.locale === 'en' ? /^Monday, [A-Z][a-z]+ \d+/ : /^Maandag \d+ [a-z]+/
      )
      assert.include(await daySection(page, week.day(1)).textContent(), '03:00')
      assert.include(await daySection(page, week.day(0)).textContent(), w.noLogs)
      assert.equal(await daySection(page, week.day(1)).getByRole('listitem').count(), 2)
      const total = await page.getByTestId('week-total').textContent()
      assert.include(total, `${w.weekTotal} 04:00`)
      assert.include(total, w.of40)
      assert.equal(await statusChip(page).textContent(), w.open)

      assert.deepEqual(await settledViolations(page), [])
      assert.isAtMost(await noWiderThanScreen(page), page.viewportSize()!.width)
      await screenshot(page, `week-${name(look)}`)

      await page.getByRole('button', { name: w.next }).click()
      await page.waitForURL((url) => url.searchParams.get('date') === week.day(7))
      await daySection(page, week.day(7)).waitFor()
      await page.goBack()
      await daySection(page, week.day(1)).waitFor()
      assert.equal(dateInUrl(page), week.day(4))
      await page.getByRole('button', { name: w.previous }).click()
      await page.waitForURL((url) => url.searchParams.get('date') === week.day(-7))
      await page.getByRole('button', { name: w.thisWeek }).click()
      await page.waitForURL((url) => url.searchParams.get('date') !== week.day(-7))
      const today = DateTime.now().setZone(zone).toISODate()!
      assert.equal(dateInUrl(page), today)
      await daySection(page, today).waitFor()

      // The navigation's Week entry leads here.
      await page.goto('/dashboard')
      if (look.screen === 'phone') await page.getByRole('button', { name: w.menu }).click()
      else await expandRail(page)
      await mainNav(page).getByRole('link', { name: w.nav, exact: true }).click()
      await page.waitForURL('**/week')
      assert.equal(await page.locator('section[data-date]').count(), 7)
    })
    .timeout(120_000)

  test('{locale}, {scheme}, {screen}: quick add logs on the day and returns to the week')
    .with(looks)
    .run(async ({ assert }, look) => {
      const w = words[look.locale]
      const { user, page } = await signedIn(look)
      const week = lastWeek()
      await page.goto(`/week?date=${week.startsOn}`)

      const day = daySection(page, week.day(2))
      await day.getByRole('link', { name: new RegExp(`^${w.addOn}`) }).click()
      await page.waitForURL('**/time-logs/create?**')
      assert.equal(
        await page.locator('input[name="date"]').inputValue(),
        pickerDate(week.day(2), look.locale)
      )
      assert.equal(await page.locator('input[name="start_time"]').inputValue(), '09:00')
      await chooseBooking(page, 'apollo', /^Design \(Apollo/)
      const stop = page.getByRole('group', { name: w.stop })
      await stop.click()
      await page.keyboard.press('Control+a')
      await page.keyboard.type('1030')
      await page.getByLabel(w.comments).fill('Quick add')
      await page.getByRole('button', { name: w.save }).click()

      await page.waitForURL((url) => url.pathname === '/week')
      assert.equal(dateInUrl(page), week.startsOn)
      await page.getByRole('alert').filter({ hasText: w.saved }).waitFor()
      assert.include(await day.textContent(), 'Quick add')
      assert.include(await day.textContent(), '01:30')
      const stored = await TimeLog.findByOrFail('user_id', user.id)
      assert.equal(stored.date, week.day(2))
      assert.equal(stored.startTime, '09:00:00')
      assert.equal(stored.stopTime, '10:30:00')
      assert.deepEqual(await settledViolations(page), [])
      await screenshot(page, `week-quick-add-${name(look)}`)
    })
    .timeout(120_000)

  test(
    '{locale}, {scheme}, {screen}: submitting asks first and closes the week; withdrawing opens it'
  )
    .with(looks)
    .run(async ({ assert }, look) => {
      const w = words[look.locale]
      const { user, apollo, page } = await signedIn(look)
      const week = lastWeek()
      const logged = await log(user, apollo, week.day(1), 9, 11)
      await page.goto(`/week?date=${week.day(1)}`)

      await page.getByRole('button', { name: w.submit }).click()
      const asking = page.getByRole('dialog', { name: w.submitTitle })
      await asking.waitFor()
      assert.deepEqual(await settledViolations(page), [])
      await screenshot(page, `week-submit-dialog-${name(look)}`)
      await asking.getByRole('button', { name: w.submit }).click()
      await page.getByRole('alert').filter({ hasText: w.flashSubmitted }).waitFor()
      await screenshot(page, `week-submitted-${name(look)}`)
      await statusChip(page).filter({ hasText: w.submitted }).waitFor({ timeout: 5000 })
      const stored = await WeekSubmission.findByOrFail('user_id', user.id)
      assert.equal(stored.status, 'submitted')
      assert.equal(stored.startsOn, week.startsOn)
      // A submitted week takes no more time: no quick add, and its logs show the status.
      assert.equal(await page.getByRole('link', { name: new RegExp(`^${w.addOn}`) }).count(), 0)
      assert.equal(await page.getByRole('button', { name: w.submit }).count(), 0)
      assert.deepEqual(await settledViolations(page), [])
      await screenshot(page, `week-submitted-${name(look)}`)

      // The Time Logs page: the row says so, and cannot be edited or deleted.
      await page.goto('/time-logs')
      if (look.screen === 'desktop') {
        const row = page.getByRole('table').getByRole('row').filter({ hasText: 'Sprint planning' })
        await row.waitFor()
        assert.include(await row.textContent(), w.submitted)
        assert.isTrue(await row.getByRole('link', { name: w.edit }).isDisabled())
        assert.isTrue(await row.getByRole('button', { name: w.delete }).isDisabled())
      } else {
        const row = page.locator('.hb-log').filter({ hasText: 'Sprint planning' })
        await row.waitFor()
        assert.include(await row.textContent(), w.submitted)
        assert.isTrue(await row.getByRole('button', { name: w.delete }).isDisabled())
      }
      assert.deepEqual(await settledViolations(page), [])

      // The edit page says why, and does not save.
      await page.goto(`/time-logs/${logged.id}/edit`)
      assert.include(await page.getByTestId('closed-notice').textContent(), w.submittedNotice)
      assert.isTrue(await page.getByRole('button', { name: w.save }).isDisabled())
      assert.deepEqual(await settledViolations(page), [])

      await page.goto(`/week?date=${week.day(1)}`)
      await page.getByRole('button', { name: w.withdraw }).click()
      const withdrawing = page.getByRole('dialog', { name: w.withdrawTitle })
      await withdrawing.getByRole('button', { name: w.withdraw }).click()
      await page.getByRole('alert').filter({ hasText: w.flashWithdrawn }).waitFor()
      await statusChip(page).filter({ hasText: w.open }).waitFor({ timeout: 5000 })
      assert.isNull(await WeekSubmission.findBy('user_id', user.id))
      await page.getByRole('button', { name: w.submit }).waitFor()
    })
    .timeout(120_000)

  test(
    '{locale}, {scheme}, {screen}: a rejection and its comment show on the dashboard and the week'
  )
    .with(looks)
    .run(async ({ assert }, look) => {
      const w = words[look.locale]
      const { user, page } = await signedIn(look)
      const week = lastWeek()
      const comment = 'Tuesday is missing the client meeting.'
      await WeekSubmission.create({
        userId: user.id,
        startsOn: week.startsOn,
        endsOn: week.endsOn,
        status: 'rejected',
        comment,
        submittedAt: DateTime.utc().minus({ days: 1 }),
        decidedAt: DateTime.utc(),
      })

      await page.goto('/dashboard')
      const notice = page.getByTestId('week-decision')
      await notice.waitFor()
      assert.include(await notice.textContent(), w.rejectedNotice)
      assert.include(await notice.textContent(), comment)
      assert.deepEqual(await settledViolations(page), [])
      assert.isAtMost(await noWiderThanScreen(page), page.viewportSize()!.width)
      await screenshot(page, `week-dashboard-rejected-${name(look)}`)

      await notice.getByRole('link', { name: w.viewWeek }).click()
      await page.waitForURL((url) => url.searchParams.get('date') === week.startsOn)
      assert.equal(await statusChip(page).textContent(), w.rejected)
      const shown = await page.getByTestId('week-comment').textContent()
      assert.include(shown, w.comment)
      assert.include(shown, comment)
      // A rejected week is open again: it takes time and may be submitted again.
      await page.getByRole('button', { name: w.submit }).waitFor()
      assert.equal(await page.getByRole('link', { name: new RegExp(`^${w.addOn}`) }).count(), 7)
      assert.deepEqual(await settledViolations(page), [])
      await screenshot(page, `week-rejected-${name(look)}`)
    })
    .timeout(120_000)
})

/** A date as the date picker shows it in the user's language. */
function pickerDate(isoDate: string, locale: Locale) {
  return DateTime.fromISO(isoDate).toFormat(locale === 'en' ? 'MM/dd/yyyy' : 'dd-MM-yyyy')
}
