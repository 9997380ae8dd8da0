import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import TimeLog from '#models/time_log'
import type User from '#models/user'
import { createUser } from '#tests/support/accounts'
import { resetAppState } from '#tests/support/database'
import { closePages, screenshot, settledViolations } from './support/browser.js'
import { apolloAndZeus, signedInPage, type Booking } from './support/portal.js'

type Locale = 'en' | 'nl'

/** A log priced at the rate, as the writes price it: 2 hours at 80.00 is 160.00. */
function pricedLog(user: User, { project, task }: Booking, date: string, hours: number) {
  const rate = 8000
  return TimeLog.create({
    userId: user.id,
    projectId: project.id,
    taskId: task.id,
    date,
    startTime: '09:00:00',
    stopTime: `${String(9 + hours).padStart(2, '0')}:00:00`,
    comments: null,
    billableRate: rate,
    billableAmount: hours * rate,
  })
}

const words = {
  en: {
    amount: 'Amount',
    hours: 'Hours',
    total: '€160.00',
    overTime: 'Billable amount over time',
    hoursOverTime: 'Hours over time',
  },
  nl: {
    amount: 'Bedrag',
    hours: 'Uren',
    total: '€ 160,00',
    overTime: 'Declarabel bedrag in de tijd',
    hoursOverTime: 'Uren in de tijd',
  },
}

test.group('Reports page: amounts', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => closePages())

  for (const locale of ['en', 'nl'] as const satisfies Locale[]) {
    test(`an administrator sees the amount, and the charts switch to it (${locale})`, async ({
      assert,
    }) => {
      const admin = await createUser({ role: 'admin', locale })
      const { apollo } = await apolloAndZeus(admin)
      const today = DateTime.utc().toISODate()!
      await pricedLog(admin, apollo, today, 2)
      const page = await signedInPage(admin)
      const said = words[locale]
      await page.goto('/reports')

      // Intl writes a no-break space between the sign and the figure.
      const normalized = (text: string | null) => (text ?? '').replace(/\s/g, ' ')
      assert.equal(normalized(await page.getByTestId('total-amount').textContent()), said.total)
      const table = page.getByRole('table').last()
      assert.include(await table.getByRole('columnheader').allTextContents(), said.amount)

      const toggle = (name: string) => page.getByRole('button', { name, exact: true })
      assert.equal(await toggle(said.hours).getAttribute('aria-pressed'), 'true')
      const timeChart = page.getByTestId('report-time-chart')
      await timeChart.getByRole('heading', { name: said.hoursOverTime }).waitFor()
      await toggle(said.amount).click()
      assert.equal(await toggle(said.amount).getAttribute('aria-pressed'), 'true')
      await timeChart.getByRole('heading', { name: said.overTime }).waitFor()
      const ticks = timeChart.locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel')
      await ticks.first().waitFor()
      assert.isTrue((await ticks.allTextContents()).every((tick) => tick.includes('€')))

      assert.deepEqual(await settledViolations(page), [])
      await screenshot(page, `report-amounts-${locale}`)
    })
  }
})
