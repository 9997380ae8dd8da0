import { test } from '@japa/runner'
import { createUser, password } from '#tests/support/accounts'
import { resetAppState } from '#tests/support/database'
import { closePages, desktop, expandRail, loginAs, newPage } from './support/browser.js'

test.group('Toasts', (group) => {
  group.each.teardown(() => closePages())
  group.teardown(() => resetAppState())

  test('a flash message shows as a toast at the top right and goes after 5 seconds', async ({
    assert,
  }) => {
    const user = await createUser()
    const page = await newPage()
    await loginAs(page, user.email, password)
    await expandRail(page)
    await page.getByRole('button', { name: 'Log Out' }).click()

    const toast = page.getByRole('alert').filter({ hasText: 'You have been logged out.' })
    await toast.waitFor()
    const box = (await toast.boundingBox())!
    assert.isBelow(box.y, 100)
    assert.isAbove(box.x + box.width, desktop.width - 100)

    await toast.waitFor({ state: 'detached', timeout: 8000 })
  })

  test('an expired session (no XSRF cookie) answers with a toast, not an overlay', async ({
    assert,
  }) => {
    const user = await createUser()
    const page = await newPage()
    await page.goto('/login')
    await page.context().clearCookies({ name: 'XSRF-TOKEN' })

    await page.getByLabel('Email').fill(user.email)
    await page.locator('input[name="password"]').fill(password)
    await page.getByRole('button', { name: 'Log in' }).click()

    await page
      .getByRole('alert')
      .filter({ hasText: 'Your session has expired. Please refresh the page.' })
      .waitFor()
    assert.match(page.url(), /\/login$/)
    assert.equal(await page.locator('dialog, iframe').count(), 0)
  })
})
