import { test } from '@japa/runner'
import TimeLog from '#models/time_log'
import { createUser } from '#tests/support/accounts'
import { bookable, daysAgo } from '#tests/support/bookable'
import { resetAppState } from '#tests/support/database'
import { formatMoney } from '#shared/money'
import { closePages, screenshot, seriousA11yViolations } from './support/browser.js'
import { inPanel, save, transitionsDone, typedDate, typeInPicker } from './support/admin.js'

const texts = {
  en: {
    rate: 'Billable rate',
    from: 'Applies from',
    history: 'Billable rate history',
    typed: '80.50',
    budget: 'Budget',
  },
  nl: {
    rate: 'Factuurtarief',
    from: 'Geldt vanaf',
    history: 'Geschiedenis factuurtarief',
    typed: '80,50',
    budget: 'Budget',
  },
}

test.group('Admin panel: rates', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => closePages())

  for (const locale of ['en', 'nl'] as const) {
    test(`a project's rate set from a date prices its logs and shows in its history (${locale})`, async ({
      assert,
    }) => {
      const person = await createUser({ name: 'Grace Hopper' })
      const { project, task } = await bookable([person])
      const log = await TimeLog.create({
        userId: person.id,
        projectId: project.id,
        taskId: task.id,
        date: daysAgo(10),
        startTime: '09:00:00',
        stopTime: '10:30:00',
        comments: null,
      })
      const { page } = await inPanel({}, locale)
      const text = texts[locale]

      await page.goto(`/admin/projects/${project.id}`)
      await page.getByLabel(text.rate, { exact: true }).fill(text.typed)
      await typeInPicker(page, text.from, typedDate(daysAgo(12), locale))
      await page.getByLabel(text.budget, { exact: true }).fill('1000')
      await save(page)
      await page.waitForURL('**/admin/projects')
      const row = page.getByRole('row').filter({ hasText: project.name })
      await row.getByText(formatMoney(8050, 'EUR', locale)).waitFor()
      // 1.5 hours at the rate: € 120.75 of a budget of € 1,000.
      await row.getByText(formatMoney(12_075, 'EUR', locale), { exact: false }).waitFor()

      await screenshot(page, `admin-projects-budget-${locale}`)

      await log.refresh()
      assert.equal(log.billableRate, 8050)
      assert.equal(log.billableAmount, 12_075)

      await page.goto(`/admin/projects/${project.id}`)
      const history = page.getByRole('table').filter({ has: page.getByText('Ada Admin') })
      await history.getByText(formatMoney(8050, 'EUR', locale)).waitFor()
      await page.getByText(text.history).waitFor()
      await transitionsDone(page)
      await screenshot(page, `admin-project-rates-${locale}`)
      assert.deepEqual(await seriousA11yViolations(page), [])
    })
  }
})
