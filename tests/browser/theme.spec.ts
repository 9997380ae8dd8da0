import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { createUser, password } from '#tests/support/accounts'
import { resetAppState } from '#tests/support/database'
import { closePages, expandRail, loginAs, mainNav, newPage } from './support/browser.js'

function appliedTheme(page: Page) {
  return page.evaluate<string>('document.documentElement.dataset.theme')
}

/**
 * The colour the page is painted with: the head script's on <html> before the app mounts,
 * the theme's on <body> after.
 */
const paintedBackground = `(() => {
  const html = getComputedStyle(document.documentElement).backgroundColor
  return html === 'rgba(0, 0, 0, 0)' ? getComputedStyle(document.body).backgroundColor : html
})()`

/** The applied theme once it is the expected one, or the last one seen after 2 seconds. */
async function themeBecomes(page: Page, expected: string) {
  const deadline = Date.now() + 2000
  let theme = await appliedTheme(page)
  while (theme !== expected && Date.now() < deadline) {
    await page.waitForTimeout(50)
    theme = await appliedTheme(page)
  }
  return theme
}

async function chooseTheme(page: Page, name: string) {
  await expandRail(page)
  await mainNav(page)
    .getByRole('button', { name: / Theme$/ })
    .click()
  await page.getByRole('menuitemradio', { name }).click()
}

test.group('Theme', (group) => {
  group.each.teardown(() => closePages())
  group.teardown(() => resetAppState())

  test('a chosen theme applies at once and is remembered across reloads', async ({ assert }) => {
    const user = await createUser()
    const page = await newPage({ colorScheme: 'light' })
    await loginAs(page, user.email, password)
    assert.equal(await appliedTheme(page), 'light')

    await chooseTheme(page, 'Dark')
    assert.equal(await appliedTheme(page), 'dark')
    assert.equal(await page.evaluate<string>("localStorage.getItem('hourbook.theme')"), 'dark')

    await page.reload()
    assert.equal(await appliedTheme(page), 'dark')
    assert.equal(await page.evaluate<string>(paintedBackground), 'rgb(18, 18, 18)')
  })

  test('system, the default, follows the operating system live', async ({ assert }) => {
    const user = await createUser()
    const page = await newPage({ colorScheme: 'dark' })
    await loginAs(page, user.email, password)
    assert.equal(await appliedTheme(page), 'dark')
    assert.include(
      await mainNav(page)
        .getByRole('button', { name: / Theme$/ })
        .textContent(),
      'System'
    )

    await page.emulateMedia({ colorScheme: 'light' })
    assert.equal(await themeBecomes(page, 'light'), 'light')

    await chooseTheme(page, 'Light')
    await chooseTheme(page, 'System')
    await page.emulateMedia({ colorScheme: 'dark' })
    assert.equal(await themeBecomes(page, 'dark'), 'dark')
    assert.equal(await page.evaluate<string>("localStorage.getItem('hourbook.theme')"), 'system')
  })
})
