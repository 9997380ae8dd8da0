import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import TimeLog from '#models/time_log'
import type User from '#models/user'
import { createUser, password } from '#tests/support/accounts'
import { bookable, daysAgo } from '#tests/support/bookable'
import { resetAppState } from '#tests/support/database'
import {
  box,
  closePages,
  loginAs,
  mobile,
  newPage,
  overlap,
  screenshot,
  seriousA11yViolations,
  settledViolations,
} from './support/browser.js'
import { apolloAndZeus, signedInPage } from './support/portal.js'
import { typeInto } from './support/fields.js'

type Locale = 'en' | 'nl'
type Booking = Awaited<ReturnType<typeof bookable>>
const zone = 'Europe/Amsterdam'

const words = {
  en: {
    search: 'Search',
    nextPage: 'Go to next page',
    cancel: 'Cancel',
    byDay: 'By day',
    list: 'List',
    previousWeek: 'Previous week',
    thisWeek: 'This week',
    weekTotal: 'Week total',
    delete: 'Delete',
    undo: 'Undo',
    removed: 'Time log removed.',
    restored: 'Time log restored.',
    noConnection: 'You cannot log time yet: ask an administrator to give you access to a project.',
    booking: 'Project and task',
    firstLog: 'No time logs yet. Log your first hours: they will show here.',
    logTime: 'Log time',
    filters: 'Filters',
    done: 'Show time logs',
    comments: 'Comments',
    save: 'Save',
    saved: 'Time log saved.',
    duplicate: 'Duplicate',
    start: 'Start time',
    stop: 'Stop time',
  },
  nl: {
    search: 'Zoeken',
    nextPage: 'Ga naar de volgende pagina',
    cancel: 'Annuleren',
    byDay: 'Per dag',
    list: 'Lijst',
    previousWeek: 'Vorige week',
    thisWeek: 'Deze week',
    weekTotal: 'Weektotaal',
    delete: 'Verwijderen',
    undo: 'Ongedaan maken',
    removed: 'Tijdregistratie verwijderd.',
    restored: 'Tijdregistratie teruggezet.',
    noConnection:
      'Je kunt nog geen tijd registreren: vraag een beheerder om je toegang te geven tot een project.',
    booking: 'Project en taak',
    firstLog: 'Nog geen tijdregistraties. Registreer je eerste uren: ze verschijnen hier.',
    logTime: 'Tijd registreren',
    filters: 'Filters',
    done: 'Tijdregistraties tonen',
    comments: 'Opmerkingen',
    save: 'Opslaan',
    saved: 'Tijdregistratie opgeslagen.',
    duplicate: 'Dupliceren',
    start: 'Starttijd',
    stop: 'Stoptijd',
  },
}

async function signedIn(locale: Locale, options: Parameters<typeof newPage>[0] = {}) {
  const user = await createUser({ locale, timezone: zone })
  const { apollo, zeus } = await apolloAndZeus(user)
  return { user, page: await signedInPage(user, options), apollo, zeus }
}

/** Logs `hours` from `hour` o'clock on the day n days ago (in the user's zone). */
function log(
  user: User,
  { project, task }: Booking,
  n: number,
  comments: string,
  hour = 9,
  hours = 1
) {
  const time = (at: number) => `${String(at).padStart(2, '0')}:00:00`
  return TimeLog.create({
    userId: user.id,
    projectId: project.id,
    taskId: task.id,
    date: daysAgo(n, zone),
    startTime: time(hour),
    stopTime: time(hour + hours),
    comments,
  })
}

function bodyRows(page: Page) {
  return page.getByRole('table').getByRole('rowgroup').nth(1).getByRole('row')
}

/**
 * Reads until the value is the expected one or 15 seconds have passed; answers the last read.
 * Back and Forward mount the table afresh, which shows up to 20 placeholder rows until its
 * fetch answers: on a busy machine that took more than 5 seconds.
 */
async function eventually<T>(read: () => Promise<T>, expected: T) {
  const deadline = Date.now() + 15_000
  let value = await read()
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    value = await read()
  }
  return value
}

const focusedText = 'document.activeElement?.textContent'

/** How far the table's container can scroll sideways. */
const sidewaysScroll = `(() => {
  const container = document.querySelector('table').parentElement
  return container.scrollWidth - container.clientWidth
})()`

const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams)

test.group('Time logs: the list remembers and summarises', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => closePages())

  test('{$self}: page and search live in the URL; Cancel, Back and Forward restore them')
    .with(['en'] as const)
    .run(async ({ assert }, locale) => {
      const w = words[locale]
      const { page, user, apollo, zeus } = await signedIn(locale)
      for (let n = 0; n < 30; n++) await log(user, apollo, n, `Apollo ${n}`)
      await log(user, zeus, 1, 'Zeus 1', 14)
      await page.goto('/time-logs')
      await bodyRows(page).nth(24).waitFor()

      await page.getByRole('searchbox', { name: w.search }).fill('Apollo')
      await page.waitForURL(/search=Apollo/)
      await page.getByRole('button', { name: w.nextPage }).click()
      await page.waitForURL(/page=2/)
      assert.equal(await eventually(() => bodyRows(page).count(), 5), 5)
      assert.deepEqual(query(page), { page: '2', search: 'Apollo' })

      await bodyRows(page).first().click()
      await page.waitForURL('**/time-logs/*/edit')
      await page.getByRole('link', { name: w.cancel }).click()
      await page.waitForURL(/\/time-logs\?/)
      assert.deepEqual(query(page), { page: '2', search: 'Apollo' })
      assert.equal(await eventually(() => bodyRows(page).count(), 5), 5)
      assert.equal(
        await eventually(
          () => page.getByRole('searchbox', { name: w.search }).inputValue(),
          'Apollo'
        ),
        'Apollo'
      )

      // Back to the edit page, back to page 2, back to page 1 of the search; then Forward.
      await page.goBack()
      await page.getByRole('link', { name: w.cancel }).waitFor()
      await page.goBack()
      await page.waitForURL(/page=2/)
      assert.equal(await eventually(() => bodyRows(page).count(), 5), 5)
      await page.goBack()
      await page.waitForURL((url) => !url.searchParams.has('page'))
      assert.deepEqual(query(page), { search: 'Apollo' })
      assert.equal(await eventually(() => bodyRows(page).count(), 25), 25)
      assert.equal(
        await eventually(
          () => page.getByRole('searchbox', { name: w.search }).inputValue(),
          'Apollo'
        ),
        'Apollo'
      )
      await page.goBack()
      await page.waitForURL((url) => !url.search)
      assert.equal(await eventually(() => bodyRows(page).count(), 25), 25)
      assert.equal(
        await eventually(() => page.getByRole('searchbox', { name: w.search }).inputValue(), ''),
        ''
      )
      await page.goForward()
      await page.waitForURL(/search=Apollo/)
      assert.equal(
        await eventually(
          () => page.getByRole('searchbox', { name: w.search }).inputValue(),
          'Apollo'
        ),
        'Apollo'
      )
      await page.goForward()
      await page.waitForURL(/page=2/)
      assert.equal(await eventually(() => bodyRows(page).count(), 5), 5)
    })

  test('{$self}: Save and Delete on the edit page return to the list as it was left')
    .with(['en'] as const)
    .run(async ({ assert }, locale) => {
      const w = words[locale]
      const { page, user, apollo, zeus } = await signedIn(locale)
      for (let n = 0; n < 30; n++) await log(user, apollo, n, `Apollo ${n}`)
      await log(user, zeus, 1, 'Zeus 1', 14)
      const left = { page: '2', search: 'Apollo', sort: 'start_time', order: 'asc' }
      await page.goto(`/time-logs?${new URLSearchParams(left)}`)
      assert.equal(await eventually(() => bodyRows(page).count(), 5), 5)

      await bodyRows(page).first().click()
      await page.waitForURL('**/time-logs/*/edit')
      await page.getByLabel(w.comments).fill('Apollo edited')
      await page.getByRole('button', { name: w.save }).click()
      await page.getByRole('alert').filter({ hasText: w.saved }).waitFor()
      assert.deepEqual(query(page), left)
      assert.equal(await eventually(() => bodyRows(page).count(), 5), 5)
      assert.lengthOf(await TimeLog.query().where('comments', 'Apollo edited'), 1)

      await bodyRows(page).first().click()
      await page.waitForURL('**/time-logs/*/edit')
      await page.getByRole('button', { name: w.delete }).click()
      await page.getByRole('dialog').getByRole('button', { name: w.delete }).click()
      await page.getByRole('alert').filter({ hasText: w.removed }).waitFor()
      assert.deepEqual(query(page), left)
      assert.equal(await eventually(() => bodyRows(page).count(), 4), 4)
    })

  test('{$self}: on a phone, a log is duplicated from its row and saved back to the list')
    .with(['nl'] as const)
    .run(async ({ assert }, locale) => {
      const w = words[locale]
      const { page, user, apollo } = await signedIn(locale, { viewport: mobile })
      await log(user, apollo, 0, 'Copy me')
      await page.goto('/time-logs?view=days&search=Copy')
      const original = page.getByRole('listitem').filter({ hasText: 'Copy me' })
      await original.getByRole('link', { name: w.duplicate }).click()
      await page.waitForURL(/\/time-logs\/create\?duplicate=\d+$/)
      assert.equal(await page.getByLabel(w.comments).inputValue(), 'Copy me')
      await typeInto(page.getByRole('group', { name: w.start }), '0600')
      await typeInto(page.getByRole('group', { name: w.stop }), '0630')
      await page.getByRole('button', { name: w.save }).click()
      await page.getByRole('alert').filter({ hasText: w.saved }).waitFor()
      assert.deepEqual(query(page), { view: 'days', search: 'Copy' })
      const copies = await TimeLog.query().where('comments', 'Copy me').orderBy('start_time')
      assert.deepEqual(
        copies.map((copy) => [copy.date, copy.startTime]),
        [
          [daysAgo(0, zone), '06:00:00'],
          [daysAgo(0, zone), '09:00:00'],
        ]
      )
      await page.getByRole('listitem').filter({ hasText: '06:00–06:30' }).waitFor()
    })

  test('{$self}: sort, page size and grouping live in the URL too')
    .with(['en'] as const)
    .run(async ({ assert }, locale) => {
      const { page, user, apollo, zeus } = await signedIn(locale)
      await log(user, apollo, 1, 'Apollo 1')
      await log(user, zeus, 2, 'Zeus 2')
      await page.goto('/time-logs?sort=project&order=asc&limit=10&group=task')
      await bodyRows(page).first().waitFor()
      const groups = await eventually(
        async () => (await bodyRows(page).allTextContents()).filter((row) => /\(1\)/.test(row)),
        ['Design (1)01:00', 'Support (1)01:00']
      )
      assert.lengthOf(groups, 2)
      assert.include(groups[0], 'Design (1)')
      assert.equal(
        await page.getByRole('combobox', { name: /Rows per page|Rijen per pagina/ }).textContent(),
        '10'
      )

      await page.goto('/time-logs?sort=project&order=desc')
      assert.deepEqual(
        await eventually(
          async () => page.locator('table tbody tr td:nth-child(7)').allTextContents(),
          ['Zeus 2', 'Apollo 1']
        ),
        ['Zeus 2', 'Apollo 1']
      )
    })

  // The weeks of both languages (they start on other days), and the table's and the phone's days.
  for (const [locale, phone] of [
    ['en', false],
    ['nl', true],
  ] as const) {
    test(`${locale}${phone ? ' on a phone' : ''}: by day, a week at a time with day and week totals`, async ({
      assert,
    }) => {
      const w = words[locale]
      const { page, user, apollo, zeus } = await signedIn(locale, phone ? { viewport: mobile } : {})
      await log(user, apollo, 0, 'Apollo today', 8)
      await log(user, zeus, 0, 'Zeus today', 10, 2)
      // Seven days ago is in the week before, whichever day the week starts on.
      await log(user, zeus, 7, 'Zeus last week', 9, 3)
      await page.goto('/time-logs')
      await page.getByRole('button', { name: w.byDay }).click()
      await page.waitForURL(/view=days/)

      const weekTotal = page.getByText(new RegExp(`^${w.weekTotal} `))
      assert.equal(
        await eventually(() => weekTotal.textContent(), `${w.weekTotal} 03:00`),
        `${w.weekTotal} 03:00`
      )
      const dayTotal = phone
        ? page.getByRole('heading', { level: 2 }).filter({ hasText: '03:00' })
        : bodyRows(page).filter({ hasText: '(2)' }).filter({ hasText: '03:00' })
      await dayTotal.waitFor()
      assert.equal(await page.getByText('Zeus last week').count(), 0)
      assert.deepEqual(await seriousA11yViolations(page), [])
      await screenshot(page, `time-logs-by-day-${locale}${phone ? '-phone' : ''}`)

      await page.getByRole('button', { name: w.previousWeek }).click()
      await page.waitForURL(/week=/)
      assert.equal(
        await eventually(() => weekTotal.textContent(), `${w.weekTotal} 03:00`),
        `${w.weekTotal} 03:00`
      )
      await page.getByText('Zeus last week').waitFor()
      assert.equal(await page.getByText('Apollo today').count(), 0)

      await page.goBack()
      await page.getByText('Apollo today').waitFor()
      await page.getByRole('button', { name: w.list }).click()
      await page.waitForURL((url) => !url.searchParams.has('view'))
      assert.equal(await weekTotal.count(), 0)
      await page.getByText('Zeus last week').waitFor()
    })
  }

  test('{$self}: the list shows how many logs its filters found and their total on every page')
    .with(['en'] as const)
    .run(async ({ assert }, locale) => {
      const w = words[locale]
      const { page, user, apollo, zeus } = await signedIn(locale)
      for (let n = 0; n < 12; n++) await log(user, apollo, n, `Apollo ${n}`, 9, 2)
      await log(user, zeus, 1, 'Zeus 1', 14, 3)
      const someoneElse = await createUser({ timezone: zone })
      await log(someoneElse, apollo, 1, 'Not mine', 9, 5)

      const found = page.getByText(/^\d+ logs? · /)
      await page.goto(`/time-logs?project_id=${apollo.project.id}&limit=10`)
      assert.equal(
        await eventually(() => found.textContent(), '12 logs · 24:00'),
        '12 logs · 24:00'
      )
      await page.getByRole('button', { name: w.nextPage }).click()
      await page.waitForURL(/page=2/)
      assert.equal(await eventually(() => bodyRows(page).count(), 2), 2)
      assert.equal(await found.textContent(), '12 logs · 24:00')

      await page.goto(`/time-logs?project_id=${zeus.project.id}`)
      assert.equal(await eventually(() => found.textContent(), '1 log · 03:00'), '1 log · 03:00')
      await page.goto('/time-logs?search=Apollo 1')
      assert.equal(await eventually(() => found.textContent(), '3 logs · 06:00'), '3 logs · 06:00')
    })

  // Screens as wide as common laptops': the columns fit beside the pinned row actions.
  test('{$self}: at 1366 × 768 and 1280 × 800, the Status column is not under the pinned Actions')
    .with(['en'] as const)
    .run(async ({ assert }, locale) => {
      const { page, user, apollo } = await signedIn(locale, {
        viewport: { width: 1366, height: 768 },
      })
      await log(user, apollo, 1, 'A comment long enough to wrap in its column of the table')
      await page.goto('/time-logs')
      await bodyRows(page).first().waitFor()
      const status = page.getByRole('columnheader', { name: 'Status' })
      const actions = page.getByRole('columnheader', { name: 'Actions', exact: true })
      for (const viewport of [
        { width: 1366, height: 768 },
        { width: 1280, height: 800 },
      ]) {
        await page.setViewportSize(viewport)
        assert.isTrue(await status.isVisible())
        const [statusBox, actionsBox] = [await box(status), await box(actions)]
        assert.isFalse(
          overlap(statusBox, actionsBox),
          `the Actions column covers the Status column at ${viewport.width} px`
        )
        assert.isAtMost(actionsBox.x + actionsBox.width, viewport.width)
        // Nothing is left to scroll to: every column is in sight.
        const sideways = await page.evaluate<number>(sidewaysScroll)
        assert.equal(sideways, 0, `the table scrolls sideways at ${viewport.width} px`)
      }
    })

  test('{$self}: in dark mode the by-day view of another week passes axe with colour contrast')
    .with(['en'] as const)
    .run(async ({ assert }, locale) => {
      const w = words[locale]
      const { page, user, zeus } = await signedIn(locale, { colorScheme: 'dark' })
      await log(user, zeus, 7, 'Zeus last week', 9, 3)
      await page.goto('/time-logs?view=days')
      await page.getByRole('button', { name: w.previousWeek }).click()
      await page.getByText('Zeus last week').waitFor()
      // The way back to the current week shows only on another week.
      await page.getByRole('button', { name: w.thisWeek }).waitFor()
      assert.deepEqual(await settledViolations(page), [])
      await screenshot(page, `time-logs-by-day-dark-${locale}`)
    })

  test('{$self}: a deleted log comes back on Undo, on a phone too')
    .with(['en'] as const)
    .run(async ({ assert }, locale) => {
      const w = words[locale]
      const { page, user, apollo } = await signedIn(locale, {
        viewport: mobile,
        colorScheme: 'dark',
      })
      await log(user, apollo, 1, 'Keep me')
      await log(user, apollo, 2, 'Bring me back')
      await page.goto('/time-logs')
      const doomed = page.getByRole('listitem').filter({ hasText: 'Bring me back' })
      await doomed.getByRole('button', { name: w.delete }).click()
      const toast = page.getByRole('alert').filter({ hasText: w.removed })
      await toast.waitFor()
      await doomed.waitFor({ state: 'detached' })
      await screenshot(page, `time-logs-undo-${locale}`)
      assert.equal(await TimeLog.query().where('comments', 'Bring me back').first(), null)

      // Toasts go after five seconds.
      await toast.getByRole('button', { name: w.undo }).click()
      await page.getByRole('alert').filter({ hasText: w.restored }).waitFor()
      await doomed.waitFor()
      const restored = await TimeLog.query().where('comments', 'Bring me back').firstOrFail()
      assert.equal(restored.date, daysAgo(2, zone))
      assert.equal(restored.startTime, '09:00:00')
      assert.deepEqual(await seriousA11yViolations(page), [])
    })

  test('{$self}: without a connection, the table, the form and the timer say why')
    .with(['en'] as const)
    .run(async ({ assert }, locale) => {
      const w = words[locale]
      const user = await createUser({ locale, timezone: zone })
      const page = await newPage()
      await loginAs(page, user.email, password)

      await page.goto('/time-logs')
      await page.getByText(w.noConnection).waitFor()
      assert.equal(await page.getByRole('link', { name: w.logTime }).count(), 0)
      assert.deepEqual(await seriousA11yViolations(page), [])
      await screenshot(page, `time-logs-no-connection-${locale}`)

      await page.goto('/time-logs/create')
      await page.getByRole('form').or(page.locator('form')).getByText(w.noConnection).waitFor()

      await page
        .getByRole('button', { name: /^(Open the timer|Open de timer)$/ })
        .first()
        .click()
      await page.getByRole('dialog').getByText(w.noConnection).waitFor()
      assert.deepEqual(await settledViolations(page), [])
      await page.keyboard.press('Escape')

      // The timer bar's picker says it too, instead of opening an empty menu.
      await page.getByRole('banner').getByRole('combobox', { name: w.booking }).click()
      await page.locator('.MuiAutocomplete-noOptions', { hasText: w.noConnection }).waitFor()
    })

  test('{locale}, {look}: an empty list invites the first log')
    .with([
      { locale: 'en', look: 'dark' },
      { locale: 'nl', look: 'phone' },
    ] as const)
    .run(async ({ assert }, { locale, look }) => {
      const w = words[locale]
      const user = await createUser({ locale, timezone: zone })
      await bookable([user])
      const page = await newPage(look === 'phone' ? { viewport: mobile } : { colorScheme: 'dark' })
      await loginAs(page, user.email, password)
      await page.goto('/time-logs')
      await page.getByText(w.firstLog).waitFor()
      assert.deepEqual(await seriousA11yViolations(page), [])
      await screenshot(page, `time-logs-empty-${locale}-${look}`)
      await page.getByRole('link', { name: w.logTime }).click()
      await page.waitForURL('**/time-logs/create')
    })

  test('{$self}: on a phone, the filters dialog gives focus back to its button')
    .with(['nl'] as const)
    .run(async ({ assert }, locale) => {
      const w = words[locale]
      const { page } = await signedIn(locale, { viewport: mobile })
      await page.goto('/time-logs')
      const open = page.getByRole('button', { name: w.filters, exact: true })
      await open.click()
      await page.getByRole('dialog').waitFor()
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      assert.equal(await page.evaluate<string>(focusedText), w.filters)
      await open.click()
      await page.getByRole('button', { name: w.done }).click()
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      assert.equal(await page.evaluate<string>(focusedText), w.filters)
    })
})
