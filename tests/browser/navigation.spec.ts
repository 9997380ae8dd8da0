import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { createUser, password } from '#tests/support/accounts'
import { resetAppState } from '#tests/support/database'
import { closePages, expandRail, loginAs, mainNav, mobile, newPage } from './support/browser.js'

/** The rendered width of the side navigation's drawer paper. */
function navWidth(page: Page) {
  return page.evaluate<number>(
    `document.querySelector('nav[aria-label="Main navigation"]').closest('.MuiDrawer-paper').getBoundingClientRect().width`
  )
}

test.group('Navigation', (group) => {
  group.each.teardown(() => closePages())
  group.teardown(() => resetAppState())

  test('the desktop rail is 56 px and expands to 256 px on hover and keyboard focus', async ({
    assert,
  }) => {
    const user = await createUser()
    const page = await newPage()
    await loginAs(page, user.email, password)

    assert.equal(await navWidth(page), 56)
    await expandRail(page)
    assert.equal(await waitForWidth(page, 256), 256)
    await page.mouse.move(800, 400)
    assert.equal(await waitForWidth(page, 56), 56)

    const focusIsInNav = () =>
      page.evaluate<boolean>(
        `document.querySelector('nav[aria-label="Main navigation"]').contains(document.activeElement)`
      )
    for (let stop = 0; stop < 10 && !(await focusIsInNav()); stop++) {
      await page.keyboard.press('Tab')
    }
    assert.isTrue(await focusIsInNav())
    assert.equal(await waitForWidth(page, 256), 256)
  })

  test('the rail links visit their pages', async ({ assert }) => {
    const user = await createUser()
    const page = await newPage()
    await loginAs(page, user.email, password)
    await page.goto('/')
    const nav = mainNav(page)
    await expandRail(page)

    await nav.getByRole('link', { name: 'Dashboard' }).click()
    await page.waitForURL('**/dashboard')
    assert.equal(
      await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'),
      'page'
    )
    assert.equal(
      await nav.getByRole('link', { name: 'Time Logs' }).getAttribute('href'),
      '/time-logs'
    )
    assert.equal(await nav.getByRole('link', { name: 'Admin Panel' }).count(), 0)
  })

  test('administrators also see the Admin Panel link', async ({ assert }) => {
    const admin = await createUser({ role: 'admin' })
    const page = await newPage()
    await loginAs(page, admin.email, password)
    const link = mainNav(page).getByRole('link', { name: 'Admin Panel' })
    assert.equal(await link.getAttribute('href'), '/admin')
  })

  test('on mobile the drawer is hidden, opens with the menu button and closes after navigating', async ({
    assert,
  }) => {
    const user = await createUser()
    const page = await newPage({ viewport: mobile })
    await loginAs(page, user.email, password)
    await page.goto('/')
    const nav = mainNav(page)

    assert.isFalse(await nav.isVisible())
    await page.getByRole('button', { name: 'Open menu' }).click()
    await nav.waitFor({ state: 'visible' })

    await nav.getByRole('link', { name: 'Dashboard' }).click()
    await page.waitForURL('**/dashboard')
    await nav.waitFor({ state: 'hidden' })
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Dashboard')
  })

  test('the top bar shows the product name and a button that creates a time log', async ({
    assert,
  }) => {
    const user = await createUser()
    const page = await newPage()
    await loginAs(page, user.email, password)
    const header = page.getByRole('banner')
    assert.include(await header.textContent(), 'Hourbook')
    assert.equal(
      await header.getByRole('link', { name: 'Create Time Log' }).getAttribute('href'),
      '/time-logs/create'
    )
  })

  test('logging out leads to the login page with a toast', async ({ assert }) => {
    const user = await createUser()
    const page = await newPage()
    await loginAs(page, user.email, password)
    await expandRail(page)
    await page.getByRole('button', { name: 'Log Out' }).click()
    await page.waitForURL('**/login')
    await page.getByRole('alert').filter({ hasText: 'You have been logged out.' }).waitFor()
    await page.goto('/dashboard')
    assert.match(page.url(), /\/login$/)
  })
})

/** The rail animates its width; waits until it reaches the expected one (or gives the last). */
async function waitForWidth(page: Page, expected: number) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const width = await navWidth(page)
    if (width === expected) return width
    await page.waitForTimeout(50)
  }
  return navWidth(page)
}
