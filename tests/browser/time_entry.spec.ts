import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Locator, Page } from 'playwright-core'
import TimeLog from '#models/time_log'
import type User from '#models/user'
import { createUser } from '#tests/support/accounts'
import { type bookable, daysAgo } from '#tests/support/bookable'
import { zoneAroundNoon, zoneOnAnotherDay } from '#tests/support/clock'
import { resetAppState } from '#tests/support/database'
import {
  closePages,
  mobile,
  type newPage,
  seriousA11yViolations,
  titleOf,
} from './support/browser.js'
import { booking, bookingLabel, chooseBooking, signedInPage } from './support/portal.js'
import { messageBeneath, typeInto } from './support/fields.js'

type Locale = 'en' | 'nl'
type Booking = Awaited<ReturnType<typeof bookable>>

const words = {
  en: {
    create: 'Create Time Log',
    edit: 'Edit Time Log',
    list: 'Time Logs',
    reports: 'Reports',
    dashboard: 'Dashboard',
    date: 'Date',
    start: 'Start time',
    stop: 'Stop time',
    duration: 'Duration',
    comments: 'Comments',
    save: 'Save',
    cancel: 'Cancel',
    delete: 'Delete',
    duplicate: 'Duplicate',
    removed: 'Time log removed.',
    saved: 'Time log saved.',
    discardTitle: 'Discard your changes?',
    discard: 'Discard changes',
    keep: 'Keep editing',
    shortcuts: 'Keyboard shortcuts',
    search: 'Search',
    decimalHours: '1.5',
    durationFormat: 'Type the duration as hours and minutes (1:30) or hours (1.5).',
    projectRequired: 'The Project field is required.',
    timer: /^(Open the timer)$/,
  },
  nl: {
    create: 'Tijdregistratie toevoegen',
    edit: 'Tijdregistratie bewerken',
    list: 'Tijdregistraties',
    reports: 'Rapporten',
    dashboard: 'Dashboard',
    date: 'Datum',
    start: 'Starttijd',
    stop: 'Stoptijd',
    duration: 'Duur',
    comments: 'Opmerkingen',
    save: 'Opslaan',
    cancel: 'Annuleren',
    delete: 'Verwijderen',
    duplicate: 'Dupliceren',
    removed: 'Tijdregistratie verwijderd.',
    saved: 'Tijdregistratie opgeslagen.',
    discardTitle: 'Wijzigingen weggooien?',
    discard: 'Wijzigingen weggooien',
    keep: 'Verder bewerken',
    shortcuts: 'Sneltoetsen',
    search: 'Zoeken',
    decimalHours: '1,5',
    durationFormat: 'Typ de duur als uren en minuten (1:30) of als uren (1,5).',
    projectRequired: 'Het veld Project is verplicht.',
    timer: /^(Open de timer)$/,
  },
}

/** A signed-in user with the project Apollo (task Design) to log time on. */
async function signedIn(locale: Locale = 'en', options: Parameters<typeof newPage>[0] = {}) {
  const user = await createUser({ locale })
  const apollo = await booking(user, 'Apollo', 'Design')
  return { user, page: await signedInPage(user, options), apollo }
}

function logOf(user: User, { project, task }: Booking, date: string, start: string, stop: string) {
  return TimeLog.create({
    userId: user.id,
    projectId: project.id,
    taskId: task.id,
    date,
    startTime: start,
    stopTime: stop,
    comments: 'Sprint review',
  })
}

/** The value a picker holds, as its hidden input gives it to the form. */
function pickerValue(page: Page, name: string) {
  return page.locator(`input[name="${name}"]`).inputValue()
}

/** Whether the focus is inside the element. */
async function hasFocus(element: Locator) {
  const focused = element.page().locator(':focus')
  return (await element.and(focused).count()) + (await element.locator(':focus').count()) > 0
}

/** Reads until the value is the expected one or a few seconds have passed; answers the last read. */
async function eventually<T>(read: () => Promise<T>, expected: T) {
  const deadline = Date.now() + 5000
  let value = await read()
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    value = await read()
  }
  return value
}

test.group('Entering time fast', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => closePages())

  test('the create form starts today, where the last log of today ends, and stops now', async ({
    assert,
  }) => {
    const { page, user, apollo } = await signedIn()
    await logOf(user, apollo, daysAgo(0), '08:00:00', '08:45:00')
    await page.goto('/time-logs/create')
    await page.getByRole('heading', { name: 'Create Time Log' }).waitFor()

    assert.equal(await pickerValue(page, 'date'), DateTime.utc().toFormat('MM/dd/yyyy'))
    assert.equal(await pickerValue(page, 'start_time'), '08:45')
    const now = DateTime.utc().toFormat('HH:mm')
    const stop = await pickerValue(page, 'stop_time')
    if (now > '08:45')
      assert.include([now, DateTime.utc().minus({ minutes: 1 }).toFormat('HH:mm')], stop)
    else assert.equal(stop, '')
  })

  for (const locale of ['en', 'nl'] as const) {
    const w = words[locale]

    test(`times typed freely and a typed duration set the times (${locale})`, async ({
      assert,
    }) => {
      const { page, user } = await signedIn(locale)
      await page.goto('/time-logs/create')
      const start = page.getByRole('group', { name: w.start })
      const stop = page.getByRole('group', { name: w.stop })
      const duration = page.getByLabel(w.duration)

      for (const [typed, read] of [
        ['930', '09:30'],
        ['9.30', '09:30'],
        ['9:30', '09:30'],
        ['1.05', '01:05'],
        ['0815', '08:15'],
      ]) {
        await typeInto(start, typed)
        assert.equal(await pickerValue(page, 'start_time'), read, `${typed} is ${read}`)
      }
      // Typed over a whole time, the hours start a new one: its minutes do not stay.
      await typeInto(start, '14')
      await page.keyboard.press('Tab')
      assert.equal(await pickerValue(page, 'start_time'), '14:00', '14 over 08:15 is 14:00')
      await start.getByRole('spinbutton').first().click()
      await page.keyboard.type('9')
      await page.keyboard.press('Tab')
      assert.equal(await pickerValue(page, 'start_time'), '09:00', 'so is 9 over the hours')
      await typeInto(start, '1345')
      assert.equal(await pickerValue(page, 'start_time'), '13:45')

      // The hours alone are the whole hour once the field is left, as a keyboard user leaves it.
      await typeInto(start, '9')
      await page.keyboard.press('Tab')
      await duration.fill('1:30')
      assert.equal(await pickerValue(page, 'start_time'), '09:00')
      assert.equal(await pickerValue(page, 'stop_time'), '10:30')
      await duration.fill(w.decimalHours)
      assert.equal(await pickerValue(page, 'stop_time'), '10:30')
      await duration.fill('2')
      assert.equal(await pickerValue(page, 'stop_time'), '11:00')
      await page.getByLabel(w.comments).click()
      assert.equal(await duration.inputValue(), '2:00')

      // Times typed in the pickers show their duration.
      await typeInto(stop, '1145')
      assert.equal(await duration.inputValue(), '2:45')

      await duration.fill('soon')
      await page.getByLabel(w.comments).click()
      assert.equal(await messageBeneath(duration), w.durationFormat)

      await chooseBooking(page, 'design', /^Design \(Apollo/)
      await typeInto(
        page.getByRole('group', { name: w.date }),
        DateTime.fromISO(daysAgo(1)).toFormat(locale === 'en' ? 'MMddyyyy' : 'ddMMyyyy')
      )
      await duration.fill('0:50')
      await page.getByRole('button', { name: w.save }).click()
      await page.getByRole('alert').filter({ hasText: w.saved }).waitFor()
      const stored = await TimeLog.findByOrFail('user_id', user.id)
      assert.equal(stored.startTime, '09:00:00')
      assert.equal(stored.stopTime, '09:50:00')
    })
  }

  // The flows below are the same in either language; they run in English. The date picker's
  // Dutch order shows in the typed times' test above and in the week's quick add.
  {
    const locale = 'en'
    const w = words[locale]

    test(`duplicate from the row and the edit page; delete from the edit page (${locale})`, async ({
      assert,
    }) => {
      const { page, user, apollo } = await signedIn(locale)
      const log = await logOf(user, apollo, daysAgo(3), '09:00:00', '10:00:00')
      await page.goto('/time-logs')
      await page
        .getByRole('row')
        .filter({ hasText: 'Sprint review' })
        .getByRole('link', { name: w.duplicate })
        .click()
      await page.waitForURL(`**/time-logs/create?duplicate=${log.id}`)
      const project = page.getByRole('main').getByRole('combobox', { name: bookingLabel[locale] })
      const chosen = 'Apollo · Design'
      assert.equal(await eventually(() => project.inputValue(), chosen), chosen)
      assert.equal(await page.getByLabel(w.comments).inputValue(), 'Sprint review')
      // A copy is new work: today, not the copied day.
      assert.equal(await pickerValue(page, 'date'), DateTime.utc().toFormat('MM/dd/yyyy'))

      await page.goto(`/time-logs/${log.id}/edit`)
      await page.getByRole('link', { name: w.duplicate }).click()
      await page.waitForURL(`**/time-logs/create?duplicate=${log.id}`)
      assert.equal(await page.getByLabel(w.comments).inputValue(), 'Sprint review')

      await page.goto(`/time-logs/${log.id}/edit`)
      await page.getByRole('button', { name: w.delete }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: w.delete }).click()
      await page.waitForURL('**/time-logs')
      await page.getByRole('alert').filter({ hasText: w.removed }).waitFor()
      assert.isNull(await TimeLog.find(log.id))
    })

    test(`leaving a changed form asks first; an unchanged one leaves freely (${locale})`, async ({
      assert,
    }) => {
      const { page, user, apollo } = await signedIn(locale)
      const log = await logOf(user, apollo, daysAgo(2), '09:00:00', '10:00:00')
      await page.goto(`/time-logs/${log.id}/edit`)
      await page.getByRole('link', { name: w.cancel }).click()
      await page.waitForURL('**/time-logs')

      await page.goto(`/time-logs/${log.id}/edit`)
      await page.getByLabel(w.comments).fill('Changed my mind')
      await page.getByRole('link', { name: w.cancel }).click()
      const dialog = page.getByRole('dialog', { name: w.discardTitle })
      await dialog.waitFor()
      await dialog.getByRole('button', { name: w.keep }).click()
      await dialog.waitFor({ state: 'detached' })
      assert.match(page.url(), /\/edit$/)
      assert.equal(await page.getByLabel(w.comments).inputValue(), 'Changed my mind')

      // Closing the tab: the browser's own question.
      let asked = ''
      page.once('dialog', async (question) => {
        asked = question.type()
        await question.dismiss()
      })
      await page.close({ runBeforeUnload: true })
      assert.equal(await eventually(async () => asked, 'beforeunload'), 'beforeunload')
    })

    test(`the browser's Back asks once too; a saved form leaves freely (${locale})`, async ({
      assert,
    }) => {
      const { page, user, apollo } = await signedIn(locale)
      const log = await logOf(user, apollo, daysAgo(2), '09:00:00', '10:00:00')
      const browserDialogs: string[] = []
      page.on('dialog', async (question) => {
        browserDialogs.push(question.type())
        await question.dismiss()
      })
      const row = page.getByRole('row').filter({ hasText: 'Sprint review' })
      await page.goto('/time-logs')
      await row.click()
      await page.waitForURL('**/edit')
      const comments = page.getByLabel(w.comments)
      await comments.fill('Changed my mind')

      await page.goBack()
      const dialog = page.getByRole('dialog', { name: w.discardTitle })
      await dialog.waitFor()
      assert.match(page.url(), /\/edit$/)
      assert.equal(await page.getByRole('dialog').count(), 1)
      await dialog.getByRole('button', { name: w.keep }).click()
      await dialog.waitFor({ state: 'detached' })
      assert.equal(await comments.inputValue(), 'Changed my mind')

      // Asked again, the changes go, and so does the page: to where Back went.
      await page.goBack()
      await dialog.getByRole('button', { name: w.discard }).click()
      await page.waitForURL((url) => url.pathname === '/time-logs')
      await row.waitFor()
      assert.equal((await TimeLog.findOrFail(log.id)).comments, 'Sprint review')

      await row.click()
      await page.waitForURL('**/edit')
      await comments.fill('Saved this time')
      await page.getByRole('button', { name: w.save }).click()
      await page.getByRole('alert').filter({ hasText: w.saved }).waitFor()
      await page.goBack()
      await page.waitForURL('**/edit')
      await comments.waitFor()
      await page.goBack()
      await page.waitForURL((url) => url.pathname === '/time-logs')
      await page.getByRole('row').filter({ hasText: 'Saved this time' }).waitFor()
      assert.equal(await page.getByRole('dialog').count(), 0)
      assert.deepEqual(browserDialogs, [])
    })

    test(`keyboard shortcuts, listed on ?, never while typing (${locale})`, async ({ assert }) => {
      const { page } = await signedIn(locale)
      await page.keyboard.press('?')
      const help = page.getByRole('dialog', { name: w.shortcuts })
      await help.waitFor()
      assert.lengthOf(await help.getByRole('row').all(), 7)
      assert.deepEqual(await seriousA11yViolations(page), [])
      await page.keyboard.press('Escape')
      await help.waitFor({ state: 'detached' })

      await page.keyboard.press('n')
      await page.waitForURL('**/time-logs/create')
      // The first field has the focus, so letters typed there stay text.
      const comments = page.getByLabel(w.comments)
      await comments.click()
      await page.keyboard.type('g t n ?')
      assert.equal(await comments.inputValue(), 'g t n ?')
      assert.match(page.url(), /\/time-logs\/create$/)
      await page.getByRole('heading', { level: 1 }).click()

      await page.keyboard.press('g')
      await page.keyboard.press('t')
      // The changed form asks before it is left.
      const discard = page.getByRole('dialog')
      await discard.getByRole('button', { name: w.discard }).click()
      await page.waitForURL('**/time-logs')
      await discard.waitFor({ state: 'detached' })
      assert.equal(await titleOf(page, `${w.list} — Hourbook`), `${w.list} — Hourbook`)

      await page.keyboard.press('/')
      assert.isTrue(
        await eventually(() => hasFocus(page.getByRole('searchbox', { name: w.search })), true)
      )
      await page.keyboard.press('Escape')
      await page.getByRole('heading', { level: 1 }).click()

      await page.keyboard.press('g')
      await page.keyboard.press('r')
      await page.waitForURL('**/reports**')
      await page.keyboard.press('g')
      await page.keyboard.press('d')
      await page.waitForURL('**/dashboard')

      await page.keyboard.press('/')
      await page.waitForURL('**/time-logs')
      assert.isTrue(
        await eventually(() => hasFocus(page.getByRole('searchbox', { name: w.search })), true)
      )
      await page.getByRole('heading', { level: 1 }).click()

      await page.keyboard.press('s')
      await page.getByRole('dialog').waitFor()
    })

    test(`focus on the first field, then on the first field a submit finds wrong (${locale})`, async ({
      assert,
    }) => {
      const { page, user, apollo } = await signedIn(locale)
      await logOf(user, apollo, daysAgo(1), '09:00:00', '10:00:00')
      await page.goto('/time-logs/create')
      const project = page.getByRole('main').getByRole('combobox', { name: bookingLabel[locale] })
      assert.isTrue(await eventually(() => hasFocus(project), true))

      await page.getByLabel(w.comments).click()
      await page.getByRole('button', { name: w.save }).click()
      assert.equal(await messageBeneath(project), w.projectRequired)
      assert.isTrue(await eventually(() => hasFocus(project), true))

      // The server's answer: the log overlaps the one from 09:00 to 10:00 (the start's message).
      await chooseBooking(page, 'apollo', /^Design \(Apollo/)
      await typeInto(
        page.getByRole('group', { name: w.date }),
        DateTime.fromISO(daysAgo(1)).toFormat('MMddyyyy')
      )
      await typeInto(page.getByRole('group', { name: w.start }), '0930')
      await typeInto(page.getByRole('group', { name: w.stop }), '1030')
      await page.getByLabel(w.comments).click()
      await page.getByRole('button', { name: w.save }).click()
      const start = page.getByRole('group', { name: w.start })
      assert.isTrue(await eventually(() => hasFocus(start), true))
    })
  }

  test("in a browser on another day, today is the user's: on the dashboard and in the form", async ({
    assert,
  }) => {
    const user = await createUser({ timezone: zoneAroundNoon() })
    await booking(user, 'Apollo', 'Design')
    const page = await signedInPage(user, { timezoneId: zoneOnAnotherDay() })
    const today = DateTime.now().setZone(user.timezone)
    await page.getByText(today.toFormat('MMMM d'), { exact: true }).waitFor()

    await page.goto('/time-logs/create')
    assert.equal(await pickerValue(page, 'date'), today.toFormat('MM/dd/yyyy'))
    await chooseBooking(page, 'apollo', /^Design \(Apollo/)
    await typeInto(page.getByRole('group', { name: 'Start time' }), '0800')
    await typeInto(page.getByRole('group', { name: 'Stop time' }), '0900')

    // The user's tomorrow is refused before anything is sent.
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(request.url())
    })
    const date = page.getByRole('group', { name: 'Date' })
    await typeInto(date, today.plus({ days: 1 }).toFormat('MMddyyyy'))
    await page.getByRole('button', { name: 'Save' }).click()
    const window = [today.minus({ years: 1 }), today].map((day) => day.toFormat('MM/dd/yyyy'))
    assert.equal(
      await messageBeneath(date),
      `The Date must be a date between ${window[0]} and ${window[1]}.`
    )
    assert.deepEqual(sent, [])

    await typeInto(date, today.toFormat('MMddyyyy'))
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('alert').filter({ hasText: 'Time log saved.' }).waitFor()
    const saved = await TimeLog.findByOrFail('user_id', user.id)
    assert.deepEqual([saved.date, saved.startTime], [today.toISODate(), '08:00:00'])
  })

  test('on a phone, the form fits and passes the scan in dark mode', async ({ assert }) => {
    const { page } = await signedIn('nl', { viewport: mobile, colorScheme: 'dark' })
    await page.goto('/time-logs/create')
    await page.getByLabel('Duur').waitFor()
    const width = await page.evaluate<number>('document.documentElement.scrollWidth')
    assert.isAtMost(width, mobile.width)
    assert.deepEqual(await seriousA11yViolations(page), [])
  })
})
