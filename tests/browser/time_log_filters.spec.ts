import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Page } from 'playwright-core'
import TimeLog from '#models/time_log'
import type User from '#models/user'
import { createUser } from '#tests/support/accounts'
import { type bookable, daysAgo } from '#tests/support/bookable'
import { resetAppState } from '#tests/support/database'
import {
  closePages,
  mobile,
  type newPage,
  screenshot,
  seriousA11yViolations,
} from './support/browser.js'
import { apolloAndZeus, signedInPage } from './support/portal.js'

type Locale = 'en' | 'nl'
type Booking = Awaited<ReturnType<typeof bookable>>

/** A user in Amsterdam's time zone with Apollo (task Design) and Zeus (task Support). */
async function signedIn(locale: Locale = 'en', options: Parameters<typeof newPage>[0] = {}) {
  const user = await createUser({ locale, timezone: 'Europe/Amsterdam' })
  const { apollo, zeus } = await apolloAndZeus(user, { billable: false })
  return { user, page: await signedInPage(user, options), apollo, zeus }
}

const today = () => daysAgo(0, 'Europe/Amsterdam')

/** Logs an hour from `hour` o'clock on the day n days ago (in the user's zone). */
function logHour(user: User, { project, task }: Booking, n: number, comments: string, hour = 9) {
  const time = (at: number) => `${String(at).padStart(2, '0')}:00:00`
  return TimeLog.create({
    userId: user.id,
    projectId: project.id,
    taskId: task.id,
    date: daysAgo(n, 'Europe/Amsterdam'),
    startTime: time(hour),
    stopTime: time(hour + 1),
    comments,
  })
}

/** Three logs: Apollo today, Zeus today, Apollo 40 days ago. */
async function threeLogs(user: User, apollo: Booking, zeus: Booking) {
  await logHour(user, apollo, 0, 'Apollo today')
  await logHour(user, zeus, 0, 'Zeus today', 11)
  await logHour(user, apollo, 40, 'Apollo earlier')
}

const sorted = (texts: string[]) => [...texts].sort()

/** The comments of the table's rows (sorted), once they are the expected ones (or after 5 seconds). */
async function tableComments(page: Page, expected: string[]) {
  const read = async () =>
    sorted(await page.locator('table tbody tr td:nth-child(7)').allTextContents())
  return eventually(read, sorted(expected))
}

/** The comments of the phone list's rows (sorted), once they are the expected ones. */
async function listComments(page: Page, expected: string[]) {
  const read = async () =>
    sorted(await page.getByRole('main').locator('.hb-log-comments').allTextContents())
  return eventually(read, sorted(expected))
}

/** Reads until the value deep-equals the expected one or 5 seconds passed; answers the last. */
async function eventually<T>(read: () => Promise<T>, expected: T) {
  const deadline = Date.now() + 5000
  let value = await read()
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    value = await read()
  }
  return value
}

const query = (page: Page) => new URL(page.url()).searchParams

/** Picks an option of a select, and waits for the URL to take the change. */
async function choose(page: Page, field: string, option: string) {
  const url = page.url()
  await page.getByRole('combobox', { name: field }).click()
  await page.getByRole('option', { name: option }).click()
  // A multiple select stays open until Escape.
  if (await page.getByRole('listbox').isVisible()) await page.keyboard.press('Escape')
  await page.waitForURL((changed) => changed.href !== url)
}

/** What a client, project or task filter shows as chosen: a name, "2 selected", or nothing. */
async function chosenIn(page: Page, field: string) {
  const id = await page.getByRole('combobox', { name: field }).getAttribute('aria-describedby')
  return id ? page.locator(`[id="${id}"]`).textContent() : ''
}

/** The export menu's links, as absolute URLs. */
async function exportLinks(page: Page) {
  await page.getByRole('button', { name: /^(Export|Exporteren)$/ }).click()
  const items = await page.getByRole('menu').getByRole('menuitem').all()
  const links = await Promise.all(items.map((item) => item.getAttribute('href')))
  const [hint = null] = await page.getByRole('menu').locator('li:not([role])').allTextContents()
  await page.keyboard.press('Escape')
  return { links: links.map((link) => new URL(link!, page.url())), hint }
}

test.group('Time log filters', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => closePages())

  test('a preset and a project narrow the table and the URL; Back and Forward restore them', async ({
    assert,
  }) => {
    const { page, user, apollo, zeus } = await signedIn()
    await threeLogs(user, apollo, zeus)
    await page.goto('/time-logs')
    assert.deepEqual(
      await tableComments(page, ['Apollo today', 'Zeus today', 'Apollo earlier']),
      sorted(['Apollo today', 'Zeus today', 'Apollo earlier'])
    )

    await choose(page, 'Date range', 'Today')
    assert.equal(query(page).get('date_from'), today())
    assert.equal(query(page).get('date_to'), today())
    assert.deepEqual(
      await tableComments(page, ['Apollo today', 'Zeus today']),
      sorted(['Apollo today', 'Zeus today'])
    )

    await choose(page, 'Projects', `Apollo — ${apollo.client.name}`)
    assert.deepEqual(query(page).getAll('project_id'), [String(apollo.project.id)])
    assert.deepEqual(await tableComments(page, ['Apollo today']), sorted(['Apollo today']))
    assert.deepEqual(await seriousA11yViolations(page), [])

    await page.goBack()
    assert.deepEqual(
      await tableComments(page, ['Apollo today', 'Zeus today']),
      sorted(['Apollo today', 'Zeus today'])
    )
    assert.equal(query(page).get('project_id'), null)
    assert.equal(await page.getByRole('combobox', { name: 'Date range' }).textContent(), 'Today')
    await page.goBack()
    assert.equal(
      await tableComments(page, ['Apollo today', 'Zeus today', 'Apollo earlier']).then(
        (rows) => rows.length
      ),
      3
    )
    await page.goForward()
    assert.deepEqual(
      await tableComments(page, ['Apollo today', 'Zeus today']),
      sorted(['Apollo today', 'Zeus today'])
    )

    await page.getByRole('button', { name: 'Clear filters' }).click()
    await page.waitForURL((url) => url.search === '')
    assert.equal(await page.getByRole('combobox', { name: 'Date range' }).textContent(), 'Any date')
    assert.equal(await chosenIn(page, 'Projects'), '')
    assert.equal(
      (await tableComments(page, ['Apollo today', 'Zeus today', 'Apollo earlier'])).length,
      3
    )
  })

  test('the project filter is searched as typed and worked by keyboard alone', async ({
    assert,
  }) => {
    const { page, user, apollo, zeus } = await signedIn()
    await apollo.project.merge({ name: 'Café Apollo' }).save()
    await threeLogs(user, apollo, zeus)
    await page.goto('/time-logs')
    await tableComments(page, ['Apollo today', 'Zeus today', 'Apollo earlier'])

    // Any word of the name, without its accent, finds it; Enter chooses and the list stays.
    const projects = page.getByRole('combobox', { name: 'Projects' })
    await projects.focus()
    await page.keyboard.type('apollo cafe')
    const options = page.getByRole('listbox').getByRole('option')
    await options.first().waitFor()
    assert.deepEqual(await options.allTextContents(), [`Café Apollo — ${apollo.client.name}`])
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.searchParams.has('project_id'))
    assert.deepEqual(await tableComments(page, ['Apollo today', 'Apollo earlier']), [
      'Apollo earlier',
      'Apollo today',
    ])
    assert.equal(await chosenIn(page, 'Projects'), `Café Apollo — ${apollo.client.name}`)

    // A second one is added to the first: the filter takes either.
    await page.keyboard.type('zeu')
    assert.deepEqual(await options.allTextContents(), [`Zeus — ${zeus.client.name}`])
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.searchParams.getAll('project_id').length === 2)
    assert.sameMembers(query(page).getAll('project_id'), [
      String(apollo.project.id),
      String(zeus.project.id),
    ])
    assert.equal(await chosenIn(page, 'Projects'), '2 selected')
    await page.keyboard.press('Escape')
    assert.equal(await page.getByRole('listbox').count(), 0)
    assert.lengthOf(await tableComments(page, ['Apollo today', 'Zeus today', 'Apollo earlier']), 3)

    // Enter on a chosen one takes it away again.
    await page.keyboard.type('zeus')
    await options.first().waitFor()
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.searchParams.getAll('project_id').length === 1)
    assert.deepEqual(query(page).getAll('project_id'), [String(apollo.project.id)])
  })

  test('a filtered link opens the table filtered, and a reload keeps it', async ({ assert }) => {
    const { page, user, apollo, zeus } = await signedIn()
    await threeLogs(user, apollo, zeus)
    const from = daysAgo(60, 'Europe/Amsterdam')
    const to = daysAgo(1, 'Europe/Amsterdam')
    await page.goto(`/time-logs?project_id=${apollo.project.id}&date_from=${from}&date_to=${to}`)
    assert.deepEqual(await tableComments(page, ['Apollo earlier']), sorted(['Apollo earlier']))
    assert.equal(
      await page.getByRole('combobox', { name: 'Date range' }).textContent(),
      'Custom range'
    )
    // The custom range's date pickers show the dates in the language's order.
    const shown = (iso: string) => DateTime.fromISO(iso).toFormat('MM/dd/yyyy')
    assert.equal(await page.locator('input[name="date_from"]').inputValue(), shown(from))
    assert.equal(await page.locator('input[name="date_to"]').inputValue(), shown(to))
    assert.equal(await chosenIn(page, 'Projects'), `Apollo — ${apollo.client.name}`)

    await page.reload()
    assert.deepEqual(await tableComments(page, ['Apollo earlier']), sorted(['Apollo earlier']))

    // What the API would refuse is no filter: a backwards range, a date that is none, a bad id.
    for (const refused of [
      'date_from=2026-05-02&date_to=2026-05-01',
      'date_from=2026-02-30&project_id=x',
    ]) {
      await page.goto(`/time-logs?${refused}`)
      assert.lengthOf(
        await tableComments(page, ['Apollo today', 'Zeus today', 'Apollo earlier']),
        3
      )
      assert.equal(
        await page.getByRole('combobox', { name: 'Date range' }).textContent(),
        'Any date'
      )
    }

    // Billable is the project's flag: Zeus is not billable.
    await page.goto('/time-logs?billable=false')
    assert.deepEqual(await tableComments(page, ['Zeus today']), sorted(['Zeus today']))
    assert.equal(
      await page.getByRole('combobox', { name: 'Billable' }).textContent(),
      'Not billable only'
    )
    await screenshot(page, 'time-log-filters-desktop-light')
  })

  test('the export links carry the filters and the search', async ({ assert }) => {
    const { page, user, apollo, zeus } = await signedIn()
    await threeLogs(user, apollo, zeus)
    await page.goto(
      `/time-logs?date_from=2026-01-01&date_to=2026-06-30&client_id=${apollo.client.id}&client_id=${zeus.client.id}&billable=true`
    )
    await page.getByRole('table').waitFor()
    await page.getByRole('searchbox', { name: 'Search' }).fill('sprint')
    await page.waitForResponse((response) => response.url().includes('search=sprint'))

    const { links, hint } = await exportLinks(page)
    assert.deepEqual(
      links.map((link) => link.searchParams.get('format')),
      ['csv', 'xlsx', 'pdf']
    )
    for (const link of links) {
      assert.equal(link.pathname, '/api/reports/export')
      assert.equal(link.searchParams.get('date_from'), '2026-01-01')
      assert.equal(link.searchParams.get('date_to'), '2026-06-30')
      assert.deepEqual(link.searchParams.getAll('client_id'), [
        String(apollo.client.id),
        String(zeus.client.id),
      ])
      assert.equal(link.searchParams.get('billable'), 'true')
      assert.equal(link.searchParams.get('search'), 'sprint')
    }
    assert.isNull(hint)

    // Without a date range, the export takes the last year up to today, and says so.
    await page.getByRole('button', { name: 'Clear filters' }).click()
    const unfiltered = await exportLinks(page)
    const yearAgo = DateTime.fromISO(today()).minus({ years: 1 }).plus({ days: 1 }).toISODate()
    assert.equal(unfiltered.links[0].searchParams.get('date_from'), yearAgo)
    assert.equal(unfiltered.links[0].searchParams.get('date_to'), today())
    assert.equal(
      unfiltered.hint,
      'No date range chosen: the export holds the last year up to today.'
    )
  })

  test('{locale}: this week starts on {first}')
    .with([
      { locale: 'en', first: 'Monday', field: 'Date range', label: 'This week', weekday: 1 },
      { locale: 'nl', first: 'Monday', field: 'Periode', label: 'Deze week', weekday: 1 },
    ] as const)
    .run(async ({ assert }, { locale, field, label, weekday }) => {
      const { page } = await signedIn(locale)
      await page.goto('/time-logs')
      await choose(page, field, label)
      const from = DateTime.fromISO(query(page).get('date_from')!)
      const to = DateTime.fromISO(query(page).get('date_to')!)
      assert.equal(from.weekday, weekday)
      assert.equal(to.diff(from, 'days').days, 6)
      assert.isTrue(from.toISODate()! <= today() && today() <= to.toISODate()!)
    })

  // Contrast is the theme's, whatever the language: one language is scanned.
  test('dark mode: the filter bar and its menus pass the scan', async ({ assert }) => {
    const { page, user, apollo, zeus } = await signedIn('en', { colorScheme: 'dark' })
    await threeLogs(user, apollo, zeus)
    await page.goto(
      `/time-logs?project_id=${apollo.project.id}&date_from=${today()}&date_to=${today()}`
    )
    await tableComments(page, ['Apollo today'])
    assert.deepEqual(await seriousA11yViolations(page), [])
    await screenshot(page, 'time-log-filters-desktop-dark-en')
    await page.getByRole('combobox', { name: 'Projects' }).click()
    await page.getByRole('listbox').waitFor()
    assert.deepEqual(await seriousA11yViolations(page), [])
  })

  // In dark, whose raised dialog has colours of its own; the phone's list in light passes its
  // scan in the time logs' phone test.
  test('on a phone, in dark, a filter button opens the filters in a dialog', async ({ assert }) => {
    const { page, user, apollo, zeus } = await signedIn('nl', {
      viewport: mobile,
      colorScheme: 'dark',
    })
    await threeLogs(user, apollo, zeus)
    await page.goto('/time-logs')
    assert.equal(
      (await listComments(page, ['Apollo today', 'Zeus today', 'Apollo earlier'])).length,
      3
    )
    await page.getByRole('button', { name: 'Filters' }).click()
    const dialog = page.getByRole('dialog', { name: 'Filters' })
    await dialog.waitFor()
    await choose(page, 'Projecten', `Zeus — ${zeus.client.name}`)
    assert.deepEqual(query(page).getAll('project_id'), [String(zeus.project.id)])
    assert.deepEqual(await seriousA11yViolations(page), [])
    await screenshot(page, 'time-log-filters-phone-dialog-dark')
    await dialog.getByRole('button', { name: 'Tijdregistraties tonen' }).click()

    assert.deepEqual(await listComments(page, ['Zeus today']), sorted(['Zeus today']))
    await page.getByRole('button', { name: 'Filters (1)' }).waitFor()
    const width = await page.evaluate<number>('document.documentElement.scrollWidth')
    assert.isAtMost(width, mobile.width)
    await screenshot(page, 'time-log-filters-phone-dark')
    assert.deepEqual(await seriousA11yViolations(page), [])
  })
})
