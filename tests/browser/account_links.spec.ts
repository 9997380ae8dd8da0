import { test } from '@japa/runner'
import { createUser } from '#tests/support/accounts'
import { resetAppState } from '#tests/support/database'
import { emailHash } from '#services/email_verification'
import { closePages, newPage, seriousA11yViolations } from './support/browser.js'

const words = {
  en: {
    locale: 'en-GB',
    unusable: 'This password reset link is invalid, has expired or has already been used.',
    requestNew: 'Request a new link',
    forgot: 'Forgot your password?',
  },
  nl: {
    locale: 'nl-NL',
    unusable:
      'Deze link om je wachtwoord opnieuw in te stellen is ongeldig, verlopen of al gebruikt.',
    requestNew: 'Nieuwe link aanvragen',
    forgot: 'Wachtwoord vergeten?',
  },
}

test.group('Account links', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => closePages())

  for (const [language, colorScheme] of [
    ['en', 'light'],
    ['nl', 'dark'],
  ] as const) {
    test(`an unusable reset link says so on opening (${language})`, async ({ assert }) => {
      const user = await createUser()
      const page = await newPage({ locale: words[language].locale, colorScheme })
      await page.goto(`/reset-password/not-a-token?email=${encodeURIComponent(user.email)}`)

      await page.getByRole('alert').filter({ hasText: words[language].unusable }).waitFor()
      assert.equal(await page.locator('input[type=password]').count(), 0)
      assert.deepEqual(await seriousA11yViolations(page), [])
      await page.getByRole('link', { name: words[language].requestNew }).click()
      await page.getByRole('heading', { name: words[language].forgot }).waitFor()
    })
  }

  test('a verification link opened signed out lands on the bare login page', async ({ assert }) => {
    const user = await createUser({ emailVerifiedAt: null })
    // The guest is sent to log in before the signature is looked at.
    const link = `/verify-email/${user.id}/${emailHash(user.email)}?signature=some.signature`
    const page = await newPage()
    await page.goto(link)
    await page.getByRole('button', { name: 'Log in' }).waitFor()
    assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, '/login')
  })
})
