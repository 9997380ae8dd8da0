import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright-core'
import { createUser, password } from '#tests/support/accounts'
import { resetAppState } from '#tests/support/database'
import { Secret, TOTP } from 'otpauth'
import User from '#models/user'
import { beginSetup, confirmSetup, pendingSetup } from '#services/two_factor'
import { closePages, confirmPasswordOn, newPage, settledViolations } from './support/browser.js'
import { signedInPage } from './support/portal.js'

const rounds = [
  {
    locale: 'en',
    browserLocale: 'en-GB',
    heading: 'Passkeys',
    add: 'Add a passkey',
    name: 'Name',
    submit: 'Continue',
    added: 'The passkey is added.',
    neverUsed: 'Never used',
    signIn: 'Sign in with a passkey',
    remove: 'Remove the passkey Work laptop',
    removed: 'The passkey is removed.',
  },
  {
    locale: 'nl',
    browserLocale: 'nl-NL',
    heading: 'Passkeys',
    add: 'Passkey toevoegen',
    name: 'Naam',
    submit: 'Doorgaan',
    added: 'De passkey is toegevoegd.',
    neverUsed: 'Nooit gebruikt',
    signIn: 'Inloggen met een passkey',
    remove: 'Passkey Work laptop verwijderen',
    removed: 'De passkey is verwijderd.',
  },
] as const

/** Chromium's virtual authenticator: a platform passkey store that verifies its user. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  })
}

test.group('Passkeys in the browser', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => closePages())

  for (const round of rounds) {
    test(`in ${round.locale}: add a passkey, sign out, sign in with it; axe clean`, async ({
      assert,
    }) => {
      const user = await createUser({ locale: round.locale })
      // The browser's language too: signed out, the login page follows it.
      const page = await signedInPage(user, { locale: round.browserLocale })
      await virtualAuthenticator(page)

      await page.goto('/profile')
      const card = page.getByRole('region', { name: round.heading })
      await card.waitFor()
      assert.deepEqual(await settledViolations(page), [])

      // Not confirmed lately: the password first, then back to the profile.
      await card.getByRole('button', { name: round.add }).click()
      await confirmPasswordOn(page, password)
      await page.waitForURL('**/profile')
      await card.getByRole('button', { name: round.add }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByLabel(round.name).fill('Work laptop')
      await dialog.getByRole('button', { name: round.submit }).click()
      await page.getByText(round.added).waitFor()
      const item = card.locator('li[data-passkey]')
      await item.waitFor()
      assert.include(await item.textContent(), 'Work laptop')
      assert.include(await item.textContent(), round.neverUsed)
      assert.deepEqual(await settledViolations(page), [])

      // Signed out, with the same browser and its passkey.
      await page.context().clearCookies()
      await page.goto('/login')
      assert.deepEqual(await settledViolations(page), [])
      await page.getByRole('button', { name: round.signIn }).click()
      await page.waitForURL('**/dashboard')
      const [row] = await db.from('passkeys').where('user_id', user.id)
      assert.isNotNull(row.last_used_at)

      // And removed again, after the confirmation.
      await page.goto('/profile')
      await card.getByRole('button', { name: round.remove }).click()
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^(Remove|Verwijderen)$/ })
        .click()
      await page.getByText(round.removed).waitFor()
      assert.lengthOf(await db.from('passkeys').where('user_id', user.id), 0)
    })
  }

  test('as the second factor: a passkey instead of the code, axe clean', async ({ assert }) => {
    const created = await createUser()
    await beginSetup(created)
    const user = await User.findOrFail(created.id)
    const { secret } = (await pendingSetup(user))!
    const totp = new TOTP({ secret: Secret.fromBase32(secret) })
    assert.isNotNull(await confirmSetup(user, totp.generate({ timestamp: Date.now() - 30_000 })))

    // Signed in with the password and a code, then a passkey added.
    const page = await newPageWithCode(user.email, totp)
    await virtualAuthenticator(page)
    await page.goto('/profile')
    const card = page.getByRole('region', { name: 'Passkeys' })
    await card.getByRole('button', { name: 'Add a passkey' }).click()
    await confirmPasswordOn(page, password)
    await page.waitForURL('**/profile')
    await card.getByRole('button', { name: 'Add a passkey' }).click()
    await page.getByRole('dialog').getByLabel('Name').fill('Phone')
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click()
    await page.getByText('The passkey is added.').waitFor()

    await page.context().clearCookies()
    await page.goto('/login')
    await page.getByLabel('Email').fill(user.email)
    await page.getByLabel('Password', { exact: false }).first().fill(password)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await page.waitForURL('**/two-factor-challenge')
    const instead = page.getByRole('button', { name: 'Use a passkey instead' })
    await instead.waitFor()
    assert.deepEqual(await settledViolations(page), [])
    await instead.click()
    await page.waitForURL('**/dashboard')
  })

  /** A page signed in with the password and the code of the current step. */
  async function newPageWithCode(email: string, totp: TOTP) {
    const page = await newPage()
    await page.goto('/login')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: false }).first().fill(password)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await page.waitForURL('**/two-factor-challenge')
    await page.getByRole('textbox', { name: 'Code' }).fill(totp.generate())
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL('**/dashboard')
    return page
  }
})
