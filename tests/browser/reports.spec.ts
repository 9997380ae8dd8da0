import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Page } from 'playwright-core'
import TimeLog from '#models/time_log'
import type User from '#models/user'
import { createUser } from '#tests/support/accounts'
import Client from '#models/client'
import { type bookable } from '#tests/support/bookable'
import { resetAppState } from '#tests/support/database'
import {
  closePages,
  desktop,
  expandRail,
  mainNav,
  mobile,
  screenshot,
  settledViolations,
  type newPage,
} from './support/browser.js'
import { apolloAndZeus, signedInPage } from './support/portal.js'

type Locale = 'en' | 'nl'

// Far ahead of UTC, so "today" differs from the server's date for part of every day.
const timezone = 'Pacific/Auckland'

type Booking = Awaited<ReturnType<typeof bookable>>

function logOn(
  user: User,
  { project, task }: Booking,
  date: DateTime,
  start: string,
  stop: string
) {
  return TimeLog.create({
    userId: user.id,
    projectId: project.id,
    taskId: task.id,
    date: date.toISODate()!,
    startTime: start,
    stopTime: stop,
    comments: null,
  })
}

/**
 * A user with logs this month on Apollo (Design 2 h, on the 1st) and Zeus (Support 1 h 30,
 * today), and last month on Apollo (Design 4 h, on its last day); signed in.
 */
async function signedIn(locale: Locale, options: Parameters<typeof newPage>[0] = {}) {
  const user = await createUser({ locale, timezone })
  const { apollo, zeus } = await apolloAndZeus(user, { billable: false })
  const today = DateTime.now().setZone(timezone).startOf('day')
  const firstOfMonth = today.startOf('month')
  await logOn(user, apollo, firstOfMonth, '09:00:00', '11:00:00')
  await logOn(user, zeus, today, '07:00:00', '08:30:00')
  await logOn(user, apollo, firstOfMonth.minus({ days: 1 }), '09:00:00', '13:00:00')
  return { user, page: await signedInPage(user, options), apollo, zeus, firstOfMonth }
}

const words = {
  en: {
    reports: 'Reports',
    period: 'Period',
    lastMonth: 'Last month',
    custom: 'Custom',
    from: 'From',
    to: 'To',
    groupBy: 'Group by',
    thenBy: 'Then by',
    task: 'Task',
    project: 'Project',
    projects: 'Projects',
    showTable: 'Show as a table',
    download: (format: string) => `Download as ${format}`,
  },
  nl: {
    reports: 'Rapporten',
    period: 'Periode',
    lastMonth: 'Vorige maand',
    custom: 'Aangepast',
    from: 'Van',
    to: 'Tot en met',
    groupBy: 'Groeperen op',
    thenBy: 'Daarna op',
    task: 'Taak',
    project: 'Project',
    projects: 'Projecten',
    showTable: 'Als tabel tonen',
    download: (format: string) => `Downloaden als ${format}`,
  },
}

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
  // The closing menu hands the focus back to its select: wait, or it takes it from what is next.
  await page.getByRole('listbox').waitFor({ state: 'detached' })
}

/** Checks until the check holds or 10 seconds have passed; answers whether it held. */
async function eventually(check: () => Promise<boolean> | boolean) {
  const deadline = Date.now() + 10_000
  while (!(await check())) {
    if (Date.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return true
}

/**
 * Waits until the page's URL carries the query part. Polled: Inertia changes the URL through the
 * history API, and a replaced entry fires no navigation to wait for.
 */
async function urlHas(page: Page, part: string) {
  const found = await eventually(() =>
    decodeURIComponent(new URL(page.url()).search).includes(part)
  )
  if (!found) throw new Error(`${page.url()} does not carry ${part}`)
}

const totalHours = (page: Page) => page.getByTestId('total-hours').textContent()

/** The grouped table's rows, as their texts. */
async function tableRows(page: Page) {
  const table = page.getByRole('region', { name: /^(Breakdown|Uitsplitsing)$/ })
  return table.getByRole('row').allTextContents()
}

/** The labels of a chart's axis of hours: the vertical one, or the horizontal one. */
async function hourTicks(page: Page, testId: string, direction: 'X' | 'Y') {
  const chart = page.getByTestId(testId)
  const labels = chart.locator(`.MuiChartsAxis-direction${direction} .MuiChartsAxis-tickLabel`)
  await labels.first().waitFor()
  return labels.allTextContents()
}

async function chartDrawn(page: Page, testId: string) {
  const chart = page.getByTestId(testId)
  await chart.locator('svg').first().waitFor()
  return (await chart.locator('svg rect.MuiBarChart-element').count()) > 0
}

test.group('Reports page', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => closePages())

  // In English: the page's Dutch shows in the custom range and three months' tests.
  test('a range preset, a grouping under another, the chart and the table, then the logs', async ({
    assert,
  }) => {
    const locale = 'en'
    const { page, apollo, firstOfMonth } = await signedIn(locale, { colorScheme: 'light' })
    const said = words[locale]
    await expandRail(page)
    await mainNav(page).getByRole('link', { name: said.reports }).click()
    await page.waitForURL('**/reports')
    // Away from the rail, which folds back.
    await page.mouse.move(desktop.width - 10, desktop.height / 2)
    assert.equal(await totalHours(page), '03:30')
    assert.isTrue(await chartDrawn(page, 'report-time-chart'))
    assert.isTrue(await chartDrawn(page, 'report-breakdown-chart'))

    const lastMonth = firstOfMonth.minus({ months: 1 })
    await choose(page, said.period, said.lastMonth)
    await urlHas(page, `date_from=${lastMonth.toISODate()}`)
    await urlHas(page, `date_to=${lastMonth.endOf('month').toISODate()}`)
    assert.equal(await totalHours(page), '04:00')

    await choose(page, said.groupBy, said.project)
    await choose(page, said.thenBy, said.task)
    await urlHas(page, 'subgroup=task')
    const rows = await tableRows(page)
    assert.match(rows[1], /^Apollo.*04:00/)
    assert.match(rows[2], /^Design.*04:00/)
    await page.getByTestId('report-child-row').first().waitFor()

    // The chart's numbers as a table, for those who cannot see it.
    const timeChart = page.getByTestId('report-time-chart')
    await timeChart.getByRole('button', { name: said.showTable }).click()
    assert.isTrue(await timeChart.getByRole('table').isVisible())

    // Each export carries the report's query and downloads the file named after the range.
    const range = `${lastMonth.toISODate()}-${lastMonth.endOf('month').toISODate()}`
    for (const [format, label] of [
      ['csv', 'CSV'],
      ['xlsx', 'Excel'],
      ['pdf', 'PDF'],
    ] as const) {
      const link = page.getByRole('link', { name: said.download(label) })
      assert.equal(
        await link.getAttribute('href'),
        `/api/reports/export?format=${format}&date_from=${lastMonth.toISODate()}&date_to=${lastMonth.endOf('month').toISODate()}&group=project&subgroup=task`
      )
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
      assert.equal(download.suggestedFilename(), `hourbook-${range}.${format}`)
      assert.isNull(await download.failure())
    }

    assert.deepEqual(await settledViolations(page), [])
    await screenshot(page, 'reports-en-desktop-light')

    await page.getByRole('link', { name: 'Apollo', exact: true }).click()
    await page.waitForURL('**/time-logs?**')
    const url = new URL(page.url())
    assert.equal(url.pathname, '/time-logs')
    assert.deepEqual(Object.fromEntries(url.searchParams), {
      date_from: lastMonth.toISODate(),
      date_to: lastMonth.endOf('month').toISODate(),
      project_id: String(apollo.project.id),
    })

    // Back shows the same report again, from its URL.
    await page.goBack()
    await urlHas(page, 'subgroup=task')
    assert.equal(await totalHours(page), '04:00')
  })

  test('a custom range on a phone, in Dutch and dark', async ({ assert }) => {
    const { page, firstOfMonth } = await signedIn('nl', {
      viewport: mobile,
      colorScheme: 'dark',
    })
    const said = words.nl
    await page.goto('/reports')
    await choose(page, said.period, said.custom)
    const from = page.getByRole('group', { name: said.from })
    await from.click()
    await page.keyboard.press('Control+a')
    await page.keyboard.type(firstOfMonth.minus({ months: 1 }).toFormat('ddMMyyyy'))
    const to = page.getByRole('group', { name: said.to })
    await to.click()
    await urlHas(page, `date_from=${firstOfMonth.minus({ months: 1 }).toISODate()}`)
    await page.keyboard.press('Control+a')
    await page.keyboard.type(firstOfMonth.toFormat('ddMMyyyy'))
    await page.keyboard.press('Tab')
    await urlHas(page, `date_to=${firstOfMonth.toISODate()}`)
    assert.equal(await totalHours(page), '06:00')

    await choose(page, said.groupBy, 'Dag')
    await urlHas(page, 'group=day')
    assert.isTrue(await chartDrawn(page, 'report-time-chart'))
    assert.lengthOf(await page.getByTestId('report-group-row').all(), 2)

    // A day links to that day's logs.
    await page.getByTestId('report-group-row').last().getByRole('link').click()
    await page.waitForURL('**/time-logs?**')
    const url = new URL(page.url())
    assert.equal(url.searchParams.get('date_from'), firstOfMonth.toISODate())
    assert.equal(url.searchParams.get('date_to'), firstOfMonth.toISODate())
    await page.goBack()
    await urlHas(page, 'group=day')
    assert.isAtMost(
      await page.evaluate<number>('document.documentElement.scrollWidth'),
      mobile.width,
      'nothing sticks out sideways'
    )
    assert.deepEqual(await settledViolations(page), [])
    await screenshot(page, 'reports-nl-phone-dark')
  })

  test("the charts' hours read hh:mm on whole minutes, even for minutes of work", async ({
    assert,
  }) => {
    const user = await createUser({ locale: 'en', timezone })
    const { zeus } = await apolloAndZeus(user)
    await logOn(user, zeus, DateTime.now().setZone(timezone), '07:00:00', '07:02:00')
    const page = await signedInPage(user, { colorScheme: 'light' })
    await page.goto('/reports')
    // Decimal ticks (0.005 hours apart) would read 00:00 over and over.
    assert.deepEqual(await hourTicks(page, 'report-time-chart', 'Y'), ['00:00', '00:01', '00:02'])
    assert.deepEqual(await hourTicks(page, 'report-breakdown-chart', 'X'), [
      '00:00',
      '00:01',
      '00:02',
    ])
  })

  test('a period without logs says so instead of drawing empty charts', async ({ assert }) => {
    const { page, firstOfMonth } = await signedIn('en')
    const yearAgo = firstOfMonth.minus({ years: 1 })
    await page.goto(
      `/reports?date_from=${yearAgo.toISODate()}&date_to=${yearAgo.endOf('month').toISODate()}`
    )
    await page.getByText('No time logged in this period with these filters.').waitFor()
    assert.equal(await totalHours(page), '00:00')
    assert.equal(await page.getByTestId('report-time-chart').count(), 0)
    assert.deepEqual(await settledViolations(page), [])

    // A query the server refuses shows this month, and why.
    await page.goto('/reports?group=decade')
    assert.isTrue(
      await page
        .getByRole('alert')
        .getByText(/Grouping/)
        .isVisible()
    )
    assert.equal(await totalHours(page), '03:30')
  })

  for (const [name, viewport, colorScheme, locale] of [
    ['desktop-dark', desktop, 'dark', 'nl'],
    ['phone-light', mobile, 'light', 'en'],
  ] as const) {
    test(`three months by week, grouped by task and project, in ${name}, ${locale}`, async ({
      assert,
    }) => {
      const { page, apollo, firstOfMonth } = await signedIn(locale, { viewport, colorScheme })
      const from = firstOfMonth.minus({ months: 2 })
      const to = firstOfMonth.endOf('month')
      await page.goto(
        `/reports?date_from=${from.toISODate()}&date_to=${to.toISODate()}&group=task&subgroup=project`
      )
      assert.isTrue(await chartDrawn(page, 'report-time-chart'))
      assert.isTrue(await chartDrawn(page, 'report-breakdown-chart'))
      assert.equal(await totalHours(page), '07:30')
      assert.isAtMost(
        await page.evaluate<number>('document.documentElement.scrollWidth'),
        viewport.width,
        'nothing sticks out sideways'
      )
      assert.deepEqual(await settledViolations(page), [])
      await screenshot(page, `reports-${locale}-${name}-weeks`)

      // A project filter: on a phone behind the Filters button.
      const said = words[locale]
      if (viewport === mobile) {
        await page.getByRole('button', { name: 'Filters', exact: true }).click()
      }
      // Any typed word, accent-insensitive, of the project's name or its client's.
      const client = await Client.findOrFail(apollo.project.clientId)
      const projects = page.getByRole('combobox', { name: said.projects })
      await projects.click()
      await projects.fill(`${client.name.split(' ')[0].toUpperCase()} apöl`)
      assert.deepEqual(await page.getByRole('option').allTextContents(), ['Apollo'])
      await page.getByRole('option', { name: 'Apollo' }).click()
      await page.keyboard.press('Escape')
      await urlHas(page, `project_id=${apollo.project.id}`)
      assert.equal(await totalHours(page), '06:00')
      if (viewport === mobile) {
        assert.isTrue(await page.getByRole('button', { name: 'Filters (1)' }).isVisible())
      }
    })

    test(`the dashboard's chart of the week and the month's top projects in ${name}, ${locale}`, async ({
      assert,
    }) => {
      const { page } = await signedIn(locale, { viewport, colorScheme })
      assert.isTrue(await chartDrawn(page, 'week-chart'))
      // The days in the person's date format: month first in English, day first in Dutch.
      const weekText = (await page.getByTestId('week-chart').textContent()) ?? ''
      assert.match(weekText, locale === 'en' ? /Monday, [A-Z][a-z]+ \d/ : /maandag \d+ [a-z]+/)
      const projects = await page.getByTestId('top-projects').getByRole('link').allTextContents()
      assert.deepEqual(projects, ['Apollo', 'Zeus'])
      assert.isAtMost(
        await page.evaluate<number>('document.documentElement.scrollWidth'),
        viewport.width,
        'nothing sticks out sideways'
      )
      assert.deepEqual(await settledViolations(page), [])
      await screenshot(page, `dashboard-${locale}-${name}`)
    })
  }
})
