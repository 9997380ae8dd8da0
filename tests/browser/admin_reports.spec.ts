import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Page } from 'playwright-core'
import TimeLog from '#models/time_log'
import type User from '#models/user'
import { createUser } from '#tests/support/accounts'
import { bookable } from '#tests/support/bookable'
import { resetAppState } from '#tests/support/database'
import { closePages, mobile, screenshot, seriousA11yViolations } from './support/browser.js'
import { inPanel } from './support/admin.js'

type Booking = Awaited<ReturnType<typeof bookable>>

/** Last week, Monday to Sunday (the default WEEK_START): Grace's available hours there are 40. */
function lastWeek() {
  const today = DateTime.now().setZone('UTC').startOf('day')
  const monday = today.minus({ days: today.weekday - 1 + 7 })
  return { from: monday.toISODate()!, to: monday.plus({ days: 6 }).toISODate()!, monday }
}

const lastWeekQuery = () => `date_from=${lastWeek().from}&date_to=${lastWeek().to}`

/** A log on the day of last week (0 is Monday). */
function log(user: User, { project, task }: Booking, day: number, start: string, stop: string) {
  return TimeLog.create({
    userId: user.id,
    projectId: project.id,
    taskId: task.id,
    date: lastWeek().monday.plus({ days: day }).toISODate()!,
    startTime: start,
    stopTime: stop,
  })
}

/**
 * Grace (40 available hours a week) logs 5 hours on Apollo and 3 on Zeus, Linus (no available
 * hours) 4 on Apollo: Apollo has used 9 of its 10 planned hours.
 */
async function team() {
  const grace = await createUser({ name: 'Grace Hopper', availableHours: 40 })
  const linus = await createUser({ name: 'Linus Torvalds', availableHours: null })
  const apollo = await bookable([grace, linus], { name: 'Apollo', plannedHours: 10 })
  const zeus = await bookable([grace], { name: 'Zeus', plannedHours: null })
  await log(grace, apollo, 2, '09:00:00', '14:00:00')
  await log(grace, zeus, 3, '09:00:00', '12:00:00')
  await log(linus, apollo, 2, '09:00:00', '13:00:00')
  return { grace, linus, apollo, zeus }
}

/** The report's table rows, each as its cells' texts, once the expected row shows. */
async function rows(page: Page, expected: string) {
  const table = page.getByRole('main').getByRole('table')
  await table.getByRole('row').filter({ hasText: expected }).first().waitFor()
  const found = await table.locator('tbody tr').all()
  return Promise.all(
    found.map(async (row) =>
      (await row.locator('th, td').allInnerTexts()).map((text) => text.trim())
    )
  )
}

const query = (page: Page) => new URL(page.url()).searchParams

/** The labels of a chart's axis of hours: the vertical one, or the horizontal one. */
async function hourTicks(page: Page, chartName: string, direction: 'X' | 'Y') {
  const chart = page.getByRole('figure', { name: chartName })
  const labels = chart.locator(`.MuiChartsAxis-direction${direction} .MuiChartsAxis-tickLabel`)
  await labels.first().waitFor()
  return labels.allTextContents()
}

/** The export buttons' links. */
async function exportLinks(page: Page) {
  const group = page.getByRole('group', { name: /^(Export|Exporteren)$/ })
  const links = await group.getByRole('link').all()
  const hrefs = await Promise.all(links.map((link) => link.getAttribute('href')))
  return hrefs.map((href) => new URL(href!, page.url()))
}

test.group('Admin team reports', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => closePages())

  test('the Reports menu entry opens hours per person against their available hours', async ({
    assert,
  }) => {
    await team()
    const { page } = await inPanel()
    await page.getByRole('menuitem', { name: 'Reports' }).click()
    await page.waitForURL('**/admin/reports')
    // Without a range in the URL the report shows this month.
    await page
      .getByRole('combobox', { name: 'Date range' })
      .filter({ hasText: 'This month' })
      .waitFor()

    await page.goto(`/admin/reports?view=people&${lastWeekQuery()}`)
    const people = await rows(page, 'Grace Hopper')
    const grace = people.find(([name]) => name === 'Grace Hopper')!
    // Nobody has a rate: the amount, cost and profit columns are all zero.
    assert.deepEqual(grace, ['Grace Hopper', '08:00', '40:00', '20%', '€0.00', '€0.00', '€0.00'])
    const linus = people.find(([name]) => name === 'Linus Torvalds')!
    assert.deepEqual(linus, ['Linus Torvalds', '04:00', 'Not set', '–', '€0.00', '€0.00', '€0.00'])
    // Each person's weeks beneath them.
    const weekOf = `Week of ${lastWeek().monday.toFormat('LLL d, yyyy')}`
    assert.deepEqual(people[people.indexOf(grace) + 1], [
      weekOf,
      '08:00',
      '40:00',
      '20%',
      '€0.00',
      '€0.00',
      '€0.00',
    ])
    assert.deepEqual(people[people.indexOf(linus) + 1], [
      weekOf,
      '04:00',
      'Not set',
      '–',
      '€0.00',
      '€0.00',
      '€0.00',
    ])
    await page.getByRole('figure', { name: 'Hours and available hours per person' }).waitFor()
    assert.deepEqual(await seriousA11yViolations(page), [])
    await screenshot(page, 'admin-reports-people-light')

    // A person's weeks fold away (a long report starts folded).
    const fold = page.getByRole('button', { name: 'Details of Grace Hopper' })
    assert.equal(await fold.getAttribute('aria-expanded'), 'true')
    await fold.click()
    assert.equal(await fold.getAttribute('aria-expanded'), 'false')
    const folded = await rows(page, 'Linus Torvalds')
    assert.deepEqual(folded[1], [
      'Linus Torvalds',
      '04:00',
      'Not set',
      '–',
      '€0.00',
      '€0.00',
      '€0.00',
    ])
  })

  test("the charts' axes read hh:mm on whole hours, as the tables do", async ({ assert }) => {
    await team()
    const { page } = await inPanel()
    await page.goto(`/admin/reports?view=people&${lastWeekQuery()}`)
    // Grace's 40 available hours are the longest bar.
    assert.deepEqual(await hourTicks(page, 'Hours and available hours per person', 'X'), [
      '00:00',
      '10:00',
      '20:00',
      '30:00',
      '40:00',
    ])

    // Over time, the busiest day stacks Grace's 5 hours and Linus's 4.
    await page.goto(`/admin/reports?view=grouped&group=user&${lastWeekQuery()}`)
    const overTime = await hourTicks(page, 'Hours over time', 'Y')
    assert.deepEqual(overTime, ['00:00', '02:00', '04:00', '06:00', '08:00', '10:00'])
  })

  test('projects show their planned hours, what is left, and a warning past 80%', async ({
    assert,
  }) => {
    await team()
    const { page } = await inPanel()
    await page.goto(`/admin/reports?view=projects&${lastWeekQuery()}`)
    const projects = await rows(page, 'Apollo')
    const apollo = projects.find(([name]) => name === 'Apollo')!
    assert.deepEqual(apollo.slice(2, 7), ['09:00', '09:00', '09:00', '10:00', '01:00'])
    assert.include(apollo[7], '90%')
    assert.include(apollo[7], 'Over 80% of planned')
    const zeus = projects.find(([name]) => name === 'Zeus')!
    assert.deepEqual(zeus.slice(2, 6), ['03:00', '03:00', '03:00', 'No limit'])
    assert.notInclude(zeus[7], 'planned')
    assert.deepEqual(await seriousA11yViolations(page), [])
    await screenshot(page, 'admin-reports-projects-light')

    await page.getByRole('tab', { name: 'Clients' }).click()
    await page.waitForURL((url) => url.searchParams.get('view') === 'clients')
    await page.getByRole('table', { name: 'Clients' }).waitFor()
    const clients = await rows(page, '09:00')
    assert.sameMembers(
      clients.map(([, hours]) => hours),
      ['09:00', '03:00']
    )
  })

  test('a person filter narrows the report, and the exports carry the filters', async ({
    assert,
  }) => {
    const { grace, apollo, zeus } = await team()
    const { page } = await inPanel()
    await page.goto(`/admin/reports?view=people&${lastWeekQuery()}`)
    await rows(page, 'Linus Torvalds')

    await page.getByRole('combobox', { name: 'People' }).click()
    await page.getByRole('option', { name: 'Grace Hopper' }).click()
    await page.keyboard.press('Escape')
    await page.waitForURL((url) => url.searchParams.has('user_id'))
    assert.deepEqual(query(page).getAll('user_id'), [String(grace.id)])
    await page.getByRole('rowheader', { name: 'Linus Torvalds' }).waitFor({ state: 'detached' })

    // Projects are named with their client, as everywhere in the panel, in that order.
    await page.getByRole('combobox', { name: 'Projects' }).click()
    const named = [apollo, zeus].map(({ client, project }) => `${client.name} — ${project.name}`)
    assert.deepEqual(
      await page.getByRole('option').allInnerTexts(),
      named.sort((one, other) => one.localeCompare(other, 'en'))
    )
    await page.getByRole('option', { name: `${apollo.client.name} — Apollo` }).click()
    await page.keyboard.press('Escape')
    await page.waitForURL((url) => url.searchParams.has('project_id'))
    await page.locator('a[href*="project_id="]').first().waitFor()

    const links = await exportLinks(page)
    assert.deepEqual(
      links.map((link) => link.searchParams.get('format')),
      ['csv', 'xlsx', 'pdf']
    )
    for (const link of links) {
      assert.equal(link.pathname, '/api/admin/reports/export')
      assert.equal(link.searchParams.get('date_from'), lastWeek().from)
      assert.equal(link.searchParams.get('date_to'), lastWeek().to)
      assert.deepEqual(link.searchParams.getAll('user_id'), [String(grace.id)])
      assert.deepEqual(link.searchParams.getAll('project_id'), [String(apollo.project.id)])
      assert.equal(link.searchParams.get('group'), 'user')
    }

    // Back takes the project filter away again.
    await page.goBack()
    await page.waitForURL((url) => !url.searchParams.has('project_id'))
    assert.deepEqual(query(page).getAll('user_id'), [String(grace.id)])
  })

  test('the grouped view groups and subgroups at will', async ({ assert }) => {
    await team()
    const { page } = await inPanel()
    await page.goto(`/admin/reports?view=grouped&group=project&subgroup=user&${lastWeekQuery()}`)
    const grouped = await rows(page, 'Linus Torvalds')
    const names = grouped.map(([name]) => name)
    const apollo = names.findIndex((name) => name.startsWith('Apollo'))
    assert.isAbove(apollo, -1)
    assert.sameMembers(names.slice(apollo + 1, apollo + 3), ['Grace Hopper', 'Linus Torvalds'])
    await page.getByRole('figure', { name: 'Hours over time' }).waitFor()
    await screenshot(page, 'admin-reports-grouped-light')
  })

  test('Dutch, {screen}, {scheme}: the projects and people views')
    .with([
      { screen: 'desktop', scheme: 'dark' },
      { screen: 'phone', scheme: 'light' },
    ] as const)
    .run(async ({ assert }, { screen, scheme }) => {
      await team()
      const viewport = screen === 'phone' ? mobile : undefined
      const { page } = await inPanel({ colorScheme: scheme, viewport }, 'nl')
      if (screen === 'desktop') {
        await page.getByRole('menuitem', { name: 'Rapportages' }).waitFor()
      }
      await page.goto(`/admin/reports?view=projects&${lastWeekQuery()}`)
      const projects = await rows(page, 'Apollo')
      assert.include(projects.find(([name]) => name === 'Apollo')![7], 'Meer dan 80% van gepland')
      await page.getByRole('figure', { name: 'Uren per project in de periode' }).waitFor()
      assert.deepEqual(await seriousA11yViolations(page), [])
      const width = await page.evaluate<number>('document.documentElement.scrollWidth')
      assert.isAtMost(width, (viewport ?? { width: 1280 }).width)
      await screenshot(page, `admin-reports-projects-${screen}-${scheme}-nl`)

      await page.getByRole('tab', { name: 'Personen' }).click()
      await rows(page, 'Grace Hopper')
      await screenshot(page, `admin-reports-people-${screen}-${scheme}-nl`)
      assert.deepEqual(await seriousA11yViolations(page), [])
    })
})
