import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { createUser, password } from '#tests/support/accounts'
import { resetAppState } from '#tests/support/database'
import { closePages, expandRail, loginAs, mainNav, newPage } from './support/browser.js'
import { waitUntilTrue } from './support/poll.js'

const userName = 'Greta Signed-In-Only'

/**
 * Records every moment a document of the page shows the user's name, from the first script of
 * each document on, so that a page shown for a moment and then replaced is caught too; and
 * flags when Inertia has finished a visit or shown a page.
 */
async function watchForName(page: Page) {
  const sightings: string[] = []
  await page.exposeFunction('reportSignedInContent', (url: string) => sightings.push(url))
  await page.addInitScript(`
    new MutationObserver(() => {
      if (document.body?.innerText.includes(${JSON.stringify(userName)})) {
        window.reportSignedInContent(location.href)
      }
    }).observe(document, { childList: true, subtree: true, characterData: true })
    for (const event of ['inertia:navigate', 'inertia:finish']) {
      document.addEventListener(event, () => (window.inertiaSettled = true))
    }
  `)
  return sightings
}

/**
 * Goes back one entry and waits until Inertia has dealt with it; gives whether the page then
 * shows the login form, which every entry of the ended session must lead to, or null at the
 * start of the history.
 */
async function backToLogin(page: Page) {
  await page.evaluate('window.inertiaSettled = false')
  await page.goBack({ waitUntil: 'commit' })
  if (page.url() === 'about:blank') return null
  await waitUntilTrue(page, 'window.inertiaSettled === true')
  return page.getByRole('heading', { name: 'Log in to your account' }).isVisible()
}

test.group('Signed out means signed out', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => closePages())

  test('Back after logout shows no page of the ended session', async ({ assert }) => {
    const user = await createUser({ name: userName })
    const page = await newPage()
    const sightings = await watchForName(page)

    await loginAs(page, user.email, password)
    // Pages loaded in full and pages visited by Inertia, so that Back meets both kinds.
    await page.goto('/dashboard')
    await page.goto('/profile')
    await expandRail(page)
    await mainNav(page).getByRole('link', { name: 'Time Logs' }).click()
    await page.waitForURL('**/time-logs')
    assert.isNotEmpty(sightings, 'the signed-in pages show the name')

    await expandRail(page)
    await page.getByRole('button', { name: 'Log Out' }).click()
    await page.waitForURL('**/login')
    await page.getByRole('alert').filter({ hasText: 'You have been logged out.' }).waitFor()
    sightings.length = 0

    // Before the login after logout: time logs and profile (one document), the dashboard (loaded
    // in full in place of the one the login led to) and the login page.
    const loginShown: boolean[] = []
    for (let shown = await backToLogin(page); shown !== null; shown = await backToLogin(page)) {
      loginShown.push(shown)
    }
    assert.deepEqual(loginShown, [true, true, true, true])
    assert.deepEqual(sightings, [])
  }).tags(['@stores'])
})
