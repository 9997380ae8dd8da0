import { test } from '@japa/runner'
import { createUser, password } from '#tests/support/accounts'
import { resetAppState } from '#tests/support/database'
import {
  closePages,
  expandRail,
  htmlLang,
  loginAs,
  mainNav,
  newPage,
  titleOf,
} from './support/browser.js'

test.group('Language', (group) => {
  group.each.teardown(() => closePages())
  group.teardown(() => resetAppState())

  test('switching from English to Dutch changes the texts and <html lang>, and is kept for the user', async ({
    assert,
  }) => {
    const user = await createUser({ name: 'Ada Lovelace' })
    const page = await newPage()
    const catalogues: string[] = []
    page.on('request', (request) => {
      const [, locale] = request.url().match(/\/lang-(\w+)-/) ?? []
      if (locale) catalogues.push(locale)
    })
    await loginAs(page, user.email, password)
    assert.equal(await htmlLang(page), 'en')
    // A page downloads its own language's strings only.
    assert.includeMembers(catalogues, ['en'])
    assert.notInclude(catalogues, 'nl')

    await expandRail(page)
    await mainNav(page).getByRole('button', { name: 'English Language' }).click()
    const menu = page.getByRole('menu')
    assert.deepEqual(await menu.getByRole('menuitem').allTextContents(), ['Nederlands'])
    await menu.getByRole('menuitem', { name: 'Nederlands' }).click()

    await page.getByText('Welkom, Ada Lovelace!').waitFor()
    assert.equal(await htmlLang(page), 'nl')
    assert.include(catalogues, 'nl')
    assert.equal(await mainNav(page).getByRole('button', { name: 'Nederlands Taal' }).count(), 1)
    await user.refresh()
    assert.equal(user.locale, 'nl')

    const elsewhere = await newPage()
    await elsewhere.goto('/login')
    await elsewhere.locator('input[name="email"]').fill(user.email)
    await elsewhere.locator('input[name="password"]').fill(password)
    await elsewhere.locator('button[type="submit"]').click()
    await elsewhere.waitForURL('**/dashboard')
    assert.equal(await htmlLang(elsewhere), 'nl')
    assert.equal(
      await elsewhere.getByRole('heading', { level: 2 }).first().textContent(),
      'Welkom, Ada Lovelace!'
    )
  })

  test('guests switch with the flag button on the card', async ({ assert }) => {
    const page = await newPage()
    await page.goto('/login')
    await page.getByRole('button', { name: 'Change language: English' }).click()
    await page.getByRole('menuitem', { name: 'Nederlands' }).click()
    await page.getByRole('heading', { name: 'Log in op je account' }).waitFor()
    assert.equal(await htmlLang(page), 'nl')
    assert.equal(await titleOf(page, 'Inloggen — Hourbook'), 'Inloggen — Hourbook')
  }).tags(['@stores'])
})
