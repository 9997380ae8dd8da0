import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { password } from '#tests/support/accounts'
import { resetAppState } from '#tests/support/database'
import { hostile, hostileWorld } from '#tests/support/hostile_text'
import { closePages, loginAs, mobile, newPage, screenshot } from './support/browser.js'
import { waitUntilTrue } from './support/poll.js'
import { bookingLabel } from './support/portal.js'

const viewports = [
  { name: 'desktop', viewport: { width: 1366, height: 768 } },
  { name: 'phone', viewport: mobile },
]

/** Whitespace as a reader sees it: the line separators and runs of spaces as one space. */
function normalised(text: string) {
  return text.replace(/\s+/g, ' ').trim()
}

/** Waits until the page shows each text (in its visible text or, for fields, their values). */
async function waitForTexts(page: Page, texts: string[]) {
  await waitUntilTrue(
    page,
    `(() => {
      const shown = [document.body.innerText]
        .concat([...document.querySelectorAll('input, textarea')].map((field) => field.value))
        .join(' ')
        .replace(/\\s+/g, ' ')
      return ${JSON.stringify(texts.map(normalised))}.every((text) => shown.includes(text))
    })()`
  )
}

/** Opens the admin panel past the password confirmation it asks for. */
async function openAdminPanel(page: Page) {
  await page.goto('/admin/clients')
  await page.waitForURL('**/confirm-password')
  await page.getByLabel(/^Password/).fill(password)
  await page.getByRole('button', { name: 'Confirm' }).click()
  await page.waitForURL('**/admin/clients')
}

test.group('Stored text that looks like markup', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => closePages())

  test('every portal page and admin list shows it as text ({name})')
    .with(viewports)
    .run(async ({ assert }, { name, viewport }) => {
      const { user, log } = await hostileWorld({ role: 'admin' })
      const page = await newPage({ viewport })
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))

      await loginAs(page, user.email, password)
      // Loaded in full, as each page below: the page data then comes inside the HTML.
      await page.goto('/dashboard')
      await waitForTexts(page, [
        `Welcome back, ${hostile.userName}!`,
        hostile.projectName,
        hostile.taskName,
        hostile.comments,
      ])
      await screenshot(page, `hostile-${name}-dashboard`)

      await page.goto('/time-logs')
      // A phone's table shows the project, date and duration only.
      await waitForTexts(
        page,
        name === 'phone'
          ? [hostile.projectName]
          : [hostile.projectName, hostile.taskName, hostile.comments]
      )
      await screenshot(page, `hostile-${name}-time-logs`)

      await page.goto(`/time-logs/${log.id}/edit`)
      await waitForTexts(page, [hostile.projectName, hostile.taskName, hostile.comments])
      assert.equal(await page.getByLabel('Comments').inputValue(), hostile.comments)
      await screenshot(page, `hostile-${name}-edit`)

      await page.goto('/time-logs/create')
      await page.getByRole('main').getByRole('combobox', { name: bookingLabel.en }).click()
      await waitForTexts(page, [hostile.projectName])
      await screenshot(page, `hostile-${name}-create`)
      await page.keyboard.press('Escape')

      await page.goto('/profile')
      // The profile's own Name, above the API tokens section's.
      assert.equal(await page.getByLabel('Name').first().inputValue(), hostile.userName)
      await screenshot(page, `hostile-${name}-profile`)

      await openAdminPanel(page)
      const lists = {
        clients: [hostile.clientName],
        projects: [hostile.projectName, hostile.clientName],
        tasks: [hostile.taskName],
        connections: [hostile.projectName, hostile.taskName],
        ['time-logs']: [hostile.userName, hostile.projectName, hostile.taskName],
        users: [hostile.userName],
      }
      for (const [resource, texts] of Object.entries(lists)) {
        await page.goto(`/admin/${resource}`)
        await waitForTexts(page, texts)
        await screenshot(page, `hostile-${name}-admin-${resource}`)
      }

      assert.deepEqual(errors, [])
    })
})
