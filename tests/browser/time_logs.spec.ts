import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Page } from 'playwright-core'
import TimeLog from '#models/time_log'
import type User from '#models/user'
import { createUser } from '#tests/support/accounts'
import { type bookable, daysAgo } from '#tests/support/bookable'
import { resetAppState } from '#tests/support/database'
import {
  box,
  closePages,
  mobile,
  type newPage,
  screenshot,
  seriousA11yViolations,
} from './support/browser.js'
import { apolloAndZeus, bookingLabel, chooseBooking, signedInPage } from './support/portal.js'
import { messageBeneath, typeInto } from './support/fields.js'

type Locale = 'en' | 'nl'

/** A signed-in user with two projects to log time on: Apollo (task Design) and Zeus (task Support). */
async function signedIn(locale: Locale = 'en', options: Parameters<typeof newPage>[0] = {}) {
  const user = await createUser({ locale })
  const { apollo, zeus } = await apolloAndZeus(user)
  return { user, page: await signedInPage(user, options), apollo, zeus }
}

type Booking = Awaited<ReturnType<typeof bookable>>

/** Logs an hour, 09:00 to 10:00, n days ago, with the comment 'Entry n'. */
function logHour(user: User, { project, task }: Booking, n: number) {
  return TimeLog.create({
    userId: user.id,
    projectId: project.id,
    taskId: task.id,
    date: daysAgo(n),
    startTime: '09:00:00',
    stopTime: '10:00:00',
    comments: `Entry ${n}`,
  })
}

/** A date as the date field takes it typed: MM/DD/YYYY in English, DD-MM-YYYY in Dutch. */
function typedDate(isoDate: string, locale: Locale) {
  return DateTime.fromISO(isoDate).toFormat(locale === 'en' ? 'MMddyyyy' : 'ddMMyyyy')
}

/** A date as the date picker shows it, and the messages name it. */
const pickerDate = { en: 'MM/dd/yyyy', nl: 'dd-MM-yyyy' }

/** A date as the list shows it in the language, with the year when it is not this year. */
function listedDate(isoDate: string, locale: Locale) {
  const date = DateTime.fromISO(isoDate).setLocale(locale)
  const thisYear = date.year === DateTime.now().year
  // The language's date format: month first in English, day first in Dutch.
  if (locale === 'nl') return date.toFormat(thisYear ? 'd MMMM' : 'd MMMM yyyy')
  return date.toFormat(thisYear ? 'MMMM d' : 'MMMM d, yyyy')
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

/** The page's transitions still running (endless ones, like spinners, left out). */
const runningTransitions = `document.getAnimations().filter(
  (animation) => animation.playState === 'running' && animation.effect.getTiming().iterations !== Infinity
).length`

/** Waits for a dialog to finish appearing: half-faded colours fail the contrast check. */
async function dialogShown(page: Page) {
  await page.getByRole('dialog').waitFor()
  await eventually(() => page.evaluate<number>(runningTransitions), 0)
}

function bodyRows(page: Page) {
  return page.getByRole('table').getByRole('rowgroup').nth(1).getByRole('row')
}

/** Waits for the table to show the answer to a list request matching the query part. */
async function listAnswer(page: Page, query: string, action: () => Promise<unknown>) {
  const answered = page.waitForResponse(
    (response) => response.url().includes('/api/time-logs?') && response.url().includes(query)
  )
  await action()
  await answered
  await page.getByRole('progressbar').first().waitFor({ state: 'detached' })
}

test.group('Time logs', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => closePages())

  test('a log created through the form, pickers typed by keyboard, shows in the list', async ({
    assert,
  }) => {
    const { page, user } = await signedIn()
    await page.goto('/time-logs')
    assert.equal(
      await eventually(() => page.title(), 'Time Logs — Hourbook'),
      'Time Logs — Hourbook'
    )
    await page.getByRole('main').getByRole('link', { name: 'Create Time Log' }).click()
    await page.waitForURL('**/time-logs/create')
    assert.equal(
      await eventually(() => page.title(), 'Create Time Log — Hourbook'),
      'Create Time Log — Hourbook'
    )
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Create Time Log')

    await chooseBooking(page, 'apo', /^Design \(Apollo/)
    const date = daysAgo(1)
    await typeInto(page.getByRole('group', { name: 'Date' }), typedDate(date, 'en'))
    await typeInto(page.getByRole('group', { name: 'Start time' }), '0900')
    await typeInto(page.getByRole('group', { name: 'Stop time' }), '1030')
    await page.getByLabel('Comments').fill('Sprint planning')
    assert.equal(await messageBeneath(page.getByLabel('Comments')), '15/200')
    await page.getByRole('button', { name: 'Save' }).click()

    await page.waitForURL('**/time-logs')
    const saved = page.getByRole('alert').filter({ hasText: 'Time log saved.' })
    await saved.waitFor()
    // The toast leaves the top bar's timer and menu within reach: it slides in sideways, below.
    const topBar = await box(page.getByRole('banner'))
    assert.isAtLeast((await box(saved)).y, topBar.y + topBar.height, 'the toast covers the top bar')
    const create = await box(page.getByRole('main').getByRole('link', { name: 'Create Time Log' }))
    const { y, height } = await box(saved)
    assert.isAtMost(y + height, create.y, "the toast covers the page's action")
    await screenshot(page, 'time-logs-saved-toast')
    const row = bodyRows(page).filter({ hasText: 'Sprint planning' })
    assert.deepEqual(await row.getByRole('cell').allTextContents(), [
      'Apollo',
      'Design',
      listedDate(date, 'en'),
      '09:00',
      '10:30',
      '01:30',
      'Sprint planning',
      // The status: none for an open week.
      '',
      '',
    ])
    const stored = await TimeLog.findByOrFail('user_id', user.id)
    assert.equal(stored.startTime, '09:00:00')
    assert.equal(stored.date, date)
  })

  test('clicking a row opens its form filled in; a changed stop time shows in the list', async ({
    assert,
  }) => {
    const { page, user, apollo } = await signedIn()
    const log = await logHour(user, apollo, 2)
    await page.goto('/time-logs')
    await bodyRows(page).filter({ hasText: 'Entry 2' }).getByRole('cell').first().click()

    await page.waitForURL(`**/time-logs/${log.id}/edit`)
    assert.equal(
      await eventually(() => page.title(), 'Edit Time Log — Hourbook'),
      'Edit Time Log — Hourbook'
    )
    assert.equal(
      await page.getByRole('main').getByRole('combobox', { name: bookingLabel.en }).inputValue(),
      'Apollo · Design'
    )
    assert.equal(await page.locator('input[name="start_time"]').inputValue(), '09:00')
    assert.equal(await page.getByLabel('Comments').inputValue(), 'Entry 2')

    await typeInto(page.getByRole('group', { name: 'Stop time' }), '1115')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL('**/time-logs')
    await page.getByRole('alert').filter({ hasText: 'Time log saved.' }).waitFor()
    const cells = bodyRows(page).filter({ hasText: 'Entry 2' }).getByRole('cell')
    assert.equal(await cells.nth(4).textContent(), '11:15')
    assert.equal(await cells.nth(5).textContent(), '02:15')
  })

  test('30 logs page by 25; search and sorting ask the server', async ({ assert }) => {
    const { page, user, apollo, zeus } = await signedIn()
    for (let n = 1; n <= 30; n++) await logHour(user, n % 2 ? apollo : zeus, n)
    await page.goto('/time-logs')
    await page.getByText('1-25 of 30').waitFor()
    assert.equal(await bodyRows(page).count(), 25)
    assert.equal(await bodyRows(page).first().getByRole('cell').nth(6).textContent(), 'Entry 1')

    await listAnswer(page, 'page=2', () =>
      page.getByRole('button', { name: 'Go to next page' }).click()
    )
    await page.getByText('26-30 of 30').waitFor()
    assert.deepEqual(await bodyRows(page).locator('td:nth-child(7)').allTextContents(), [
      'Entry 26',
      'Entry 27',
      'Entry 28',
      'Entry 29',
      'Entry 30',
    ])

    await listAnswer(page, 'sort=project&order=asc', () =>
      page.getByRole('button', { name: 'Sort by Project ascending' }).click()
    )
    await page.getByText('1-25 of 30').waitFor()
    assert.equal(await bodyRows(page).first().getByRole('cell').first().textContent(), 'Apollo')
    await listAnswer(page, 'sort=project&order=desc', () =>
      page.getByRole('button', { name: 'Sorted by Project ascending' }).click()
    )
    assert.equal(await bodyRows(page).first().getByRole('cell').first().textContent(), 'Zeus')

    await listAnswer(page, 'search=Entry+17', () =>
      page.getByRole('searchbox', { name: 'Search' }).fill('Entry 17')
    )
    await page.getByText('1-1 of 1').waitFor()
    assert.equal(await bodyRows(page).count(), 1)
    await listAnswer(page, 'sort=project', () =>
      page.getByRole('button', { name: 'Clear search' }).click()
    )
    await page.getByText('1-25 of 30').waitFor()
  })

  test('grouping by project hides its column and totals each group', async ({ assert }) => {
    const { page, user, apollo, zeus } = await signedIn()
    for (const n of [1, 2, 3]) await logHour(user, apollo, n)
    await logHour(user, zeus, 4)
    await page.goto('/time-logs')
    await bodyRows(page).nth(3).waitFor()

    await page.getByRole('button', { name: 'Column Actions: Project' }).click()
    await page.getByRole('menuitem', { name: 'Group by Project' }).click()

    await page.getByRole('button', { name: 'Sort by Project ascending' }).waitFor({
      state: 'detached',
    })
    assert.equal(await page.getByRole('button', { name: 'Sort by Task ascending' }).count(), 1)
    const apolloGroup = bodyRows(page).filter({ hasText: 'Apollo (3)' })
    assert.equal(await apolloGroup.getByRole('cell').filter({ hasText: '03:00' }).count(), 1)
    assert.equal(await bodyRows(page).filter({ hasText: 'Zeus (1)' }).count(), 1)
    await screenshot(page, 'time-logs-grouped')
  })

  test('deleting removes the log at once, marks the row busy meanwhile, and Undo brings it back', async ({
    assert,
  }) => {
    const { page, user, apollo } = await signedIn()
    await logHour(user, apollo, 1)
    await logHour(user, apollo, 2)
    await page.goto('/time-logs')
    const doomed = bodyRows(page).filter({ hasText: 'Entry 2' })

    // The removal is held back until the busy row has been seen.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/time-logs/*', async (route) => {
      if (route.request().method() === 'DELETE') await held
      await route.continue()
    })
    await doomed.getByRole('button', { name: 'Delete' }).click()
    assert.equal(await page.getByRole('dialog').count(), 0)
    await doomed.getByRole('status', { name: 'Deleting…' }).waitFor()
    assert.equal(await doomed.getAttribute('aria-busy'), 'true')
    release()

    const toast = page.getByRole('alert').filter({ hasText: 'Time log removed.' })
    await toast.waitFor()
    await doomed.waitFor({ state: 'detached' })
    assert.equal(await bodyRows(page).count(), 1)
    assert.lengthOf(await TimeLog.query().where('user_id', user.id), 1)

    await toast.getByRole('button', { name: 'Undo' }).click()
    await page.getByRole('alert').filter({ hasText: 'Time log restored.' }).waitFor()
    await doomed.waitFor()
    assert.equal(await bodyRows(page).count(), 2)
    const restored = await TimeLog.query().where('comments', 'Entry 2').firstOrFail()
    assert.equal(restored.date, daysAgo(2))
    assert.equal(restored.startTime, '09:00:00')
    assert.equal(restored.stopTime, '10:00:00')
    assert.equal(restored.projectId, apollo.project.id)
  })

  for (const { locale, words } of [
    {
      locale: 'en' as const,
      words: {
        create: 'Create Time Log',
        date: 'Date',
        start: 'Start time',
        stop: 'Stop time',
        comments: 'Comments',
        save: 'Save',
        projectRequired: 'The Project field is required.',
        dateRequired: 'The Date field is required.',
        startRequired: 'The Start time field is required.',
        stopRequired: 'The Stop time field is required.',
        tooLong: 'The Comments field must not be greater than 200 characters.',
        stopBeforeStart: 'The Stop time must be after the start time.',
        outsideWindow: (min: string, max: string) =>
          `The Date must be a date between ${min} and ${max}.`,
        overlap: 'This time log overlaps another of your time logs.',
      },
    },
    {
      locale: 'nl' as const,
      words: {
        create: 'Tijdregistratie toevoegen',
        date: 'Datum',
        start: 'Starttijd',
        stop: 'Stoptijd',
        comments: 'Opmerkingen',
        save: 'Opslaan',
        projectRequired: 'Het veld Project is verplicht.',
        dateRequired: 'Het veld Datum is verplicht.',
        startRequired: 'Het veld Starttijd is verplicht.',
        stopRequired: 'Het veld Stoptijd is verplicht.',
        tooLong: 'Het veld Opmerkingen mag niet meer dan 200 tekens bevatten.',
        stopBeforeStart: 'Stoptijd moet na de starttijd liggen.',
        outsideWindow: (min: string, max: string) =>
          `Datum moet een datum tussen ${min} en ${max} zijn.`,
        overlap: 'Deze tijdregistratie overlapt met een andere registratie van jou.',
      },
    },
  ]) {
    test(`messages beneath the fields, from the browser and from the server (${locale})`, async ({
      assert,
    }) => {
      const { page, user, apollo } = await signedIn(locale)
      await logHour(user, apollo, 1)
      const posts: string[] = []
      // The form's posts; the timer's event stream subscribes by POST too.
      page.on(
        'request',
        (request) =>
          request.method() === 'POST' &&
          !request.url().includes('/__transmit/') &&
          posts.push(request.url())
      )
      await page.goto('/time-logs/create')
      assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), words.create)

      const project = page.getByRole('main').getByRole('combobox', { name: bookingLabel[locale] })
      const date = page.getByRole('group', { name: words.date })
      const start = page.getByRole('group', { name: words.start })
      const stop = page.getByRole('group', { name: words.stop })
      const comments = page.getByLabel(words.comments)
      // The form starts with today's date and times: emptied, they are missed.
      for (const picker of [date, start, stop]) {
        await typeInto(picker, '')
        await page.keyboard.press('Backspace')
      }
      await page.getByRole('button', { name: words.save }).click()
      assert.equal(await messageBeneath(project), words.projectRequired)
      assert.equal(await messageBeneath(date), words.dateRequired)
      assert.equal(await messageBeneath(start), words.startRequired)
      assert.equal(await messageBeneath(stop), words.stopRequired)

      await chooseBooking(page, 'apollo', /^Design \(Apollo/)
      await typeInto(date, typedDate(daysAgo(400), locale))
      await typeInto(start, '1000')
      await typeInto(stop, '0930')
      await comments.fill('x'.repeat(201))
      await page.getByRole('button', { name: words.save }).click()
      const today = DateTime.now()
      assert.equal(
        await messageBeneath(date),
        words.outsideWindow(
          today.minus({ years: 1 }).toFormat(pickerDate[locale]),
          today.toFormat(pickerDate[locale])
        )
      )
      assert.equal(await messageBeneath(stop), words.stopBeforeStart)
      assert.equal(await messageBeneath(comments), `${words.tooLong} 201/200`)
      assert.deepEqual(posts, [])

      // Only the server knows of the log from 09:00 to 10:00 on that day.
      await typeInto(date, typedDate(daysAgo(1), locale))
      await typeInto(start, '0930')
      await typeInto(stop, '1030')
      await comments.fill('Overlapping')
      await page.getByRole('button', { name: words.save }).click()
      await page.getByText(words.overlap).waitFor()
      assert.equal(await messageBeneath(start), words.overlap)
      assert.lengthOf(posts, 1)
      assert.match(page.url(), /\/time-logs\/create$/)
    })
  }

  test('the list, the undo toast and the form pass an accessibility scan', async ({ assert }) => {
    const { page, user, apollo } = await signedIn()
    await logHour(user, apollo, 1)
    await logHour(user, apollo, 2)
    await page.goto('/time-logs')
    await bodyRows(page).first().waitFor()
    assert.deepEqual(await seriousA11yViolations(page), [])
    await bodyRows(page).first().getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('button', { name: 'Undo' }).waitFor()
    assert.deepEqual(await seriousA11yViolations(page), [])

    await page.goto('/time-logs/create')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('The Project field is required.').waitFor()
    assert.deepEqual(await seriousA11yViolations(page), [])
    await page.getByRole('button', { name: 'Choose date' }).click()
    await dialogShown(page)
    assert.deepEqual(await seriousA11yViolations(page), [])
  })

  // In light only: the phone's list in dark passes its scan in the list view's undo test.
  test('on a phone, a light list by day pages, edits and deletes, and passes the scan', async ({
    assert,
  }) => {
    const { page, user, apollo } = await signedIn('nl', { viewport: mobile })
    for (let n = 1; n <= 27; n++) await logHour(user, apollo, n)
    await page.goto('/time-logs')
    const rows = page.getByRole('main').locator('section').getByRole('listitem')
    await rows.first().waitFor()

    // Simple rows instead of the table, newest day first, each under its day.
    assert.equal(await page.getByRole('table').count(), 0)
    assert.equal(await rows.count(), 25)
    assert.equal(
      await page.getByRole('heading', { level: 2 }).first().textContent(),
      `${listedDate(daysAgo(1), 'nl')}Totaal 01:00`
    )
    assert.include(await rows.first().textContent(), 'Entry 1')
    const button = (await rows.first().getByRole('button', { name: 'Verwijderen' }).boundingBox())!
    assert.isAtMost(button.x + button.width, mobile.width)
    assert.deepEqual(await seriousA11yViolations(page), [])
    await screenshot(page, 'time-logs-phone-light')

    const pages = page.getByRole('navigation', { name: "Pagina's" })
    await pages.getByRole('button', { name: 'Volgende pagina' }).click()
    await pages.getByText('26–27 van 27').waitFor()
    assert.equal(await eventually(() => rows.count(), 2), 2)

    await rows.first().getByRole('button', { name: 'Verwijderen' }).click()
    await pages.getByText('26–26 van 26').waitFor()
    assert.deepEqual(await seriousA11yViolations(page), [])
    assert.equal(await TimeLog.query().where('comments', 'Entry 26').first(), null)
    const removed = page.getByRole('alert').filter({ hasText: 'verwijderd' })
    await removed.waitFor()
    const topBar = await box(page.getByRole('banner'))
    assert.isAtLeast((await box(removed)).y, topBar.y + topBar.height)
    await screenshot(page, 'time-logs-phone-removed-light')

    // The row itself links to the edit page; its second link duplicates.
    await rows.first().getByRole('link').first().click()
    await page.waitForURL('**/time-logs/*/edit')
    assert.equal(await page.getByLabel('Opmerkingen').inputValue(), 'Entry 27')
  })
})
