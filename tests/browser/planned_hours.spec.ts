import { test } from '@japa/runner'
import TimeLog from '#models/time_log'
import { createUser } from '#tests/support/accounts'
import { daysAgo } from '#tests/support/bookable'
import { zoneAroundNoon } from '#tests/support/clock'
import { resetAppState } from '#tests/support/database'
import { closePages, mobile, seriousA11yViolations } from './support/browser.js'
import { booking, signedInPage } from './support/portal.js'
import { typeInto } from './support/fields.js'

const words = {
  en: {
    stop: 'Stop time',
    save: 'Save',
    warning: 'This log takes Apollo to 2.5 of 2 planned hours.',
    marker: 'Over planned hours',
  },
  nl: {
    stop: 'Stoptijd',
    save: 'Opslaan',
    warning: 'Met deze registratie komt Apollo op 2.5 van 2 geplande uren.',
    marker: 'Meer dan de geplande uren',
  },
}

test.group('Planned hours that warn', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => closePages())

  for (const locale of ['en', 'nl'] as const) {
    test(`the form warns before saving and the list marks the overrun (${locale})`, async ({
      assert,
    }) => {
      const w = words[locale]
      const user = await createUser({ locale, timezone: zoneAroundNoon() })
      const apollo = await booking(user, 'Apollo', 'Design', {
        plannedHours: 2,
        plannedHoursLimit: 'warn',
      })
      const log = await TimeLog.create({
        userId: user.id,
        projectId: apollo.project.id,
        taskId: apollo.task.id,
        date: daysAgo(1, user.timezone),
        startTime: '09:00:00',
        stopTime: '10:30:00',
        comments: null,
      })
      const page = await signedInPage(user)
      await page.goto(`/time-logs/${log.id}/edit`)
      const warning = page.getByRole('status').filter({ hasText: w.warning })
      // 1.5 of 2 hours: no warning yet.
      await page.getByRole('group', { name: w.stop }).waitFor()
      assert.equal(await warning.count(), 0)
      await typeInto(page.getByRole('group', { name: w.stop }), '1130')
      await warning.waitFor()
      assert.deepEqual(await seriousA11yViolations(page), [])
      await page.getByRole('button', { name: w.save, exact: true }).click()
      await page.waitForURL(/\/time-logs(\?|$)/)
      await page.getByText(w.marker).first().waitFor()
      const stored = await TimeLog.findOrFail(log.id)
      assert.equal(stored.stopTime, '11:30:00')
    })
  }

  for (const [locale, colorScheme] of [
    ['en', 'light'],
    ['nl', 'dark'],
  ] as const) {
    test(`the phone's list marks the overrun too (${locale}, ${colorScheme})`, async ({
      assert,
    }) => {
      const w = words[locale]
      const user = await createUser({ locale, timezone: zoneAroundNoon() })
      const apollo = await booking(user, 'Apollo', 'Design', {
        plannedHours: 1,
        plannedHoursLimit: 'warn',
      })
      const zeus = await booking(user, 'Zeus', 'Support', {
        plannedHours: 10,
        plannedHoursLimit: 'warn',
      })
      for (const { project, task } of [apollo, zeus]) {
        await TimeLog.create({
          userId: user.id,
          projectId: project.id,
          taskId: task.id,
          date: daysAgo(1, user.timezone),
          startTime: '09:00:00',
          stopTime: '10:30:00',
          comments: null,
        })
      }
      const page = await signedInPage(user, { viewport: mobile, colorScheme })
      await page.goto('/time-logs')
      const row = (name: string) => page.getByRole('link', { name: new RegExp(`^${name} · `) })
      // Apollo's 1.5 hours are past its one planned hour; Zeus's are within its ten.
      await row('Apollo').getByText(w.marker, { exact: true }).waitFor()
      await row('Zeus').waitFor()
      assert.equal(await row('Zeus').getByText(w.marker, { exact: true }).count(), 0)
      assert.deepEqual(await seriousA11yViolations(page), [])

      // The Reports page, by project, marks it the same way.
      const range = `date_from=${daysAgo(7, user.timezone)}&date_to=${daysAgo(0, user.timezone)}`
      await page.goto(`/reports?${range}&group=project`)
      const reportRow = (name: string) =>
        page.getByTestId('report-group-row').filter({ hasText: name })
      await reportRow('Apollo').getByText(w.marker, { exact: true }).waitFor()
      assert.equal(await reportRow('Zeus').getByText(w.marker, { exact: true }).count(), 0)
      assert.deepEqual(await seriousA11yViolations(page), [])
    })
  }
})
