import { test } from '@japa/runner'
import { Secret, TOTP } from 'otpauth'
import { createUser, password } from '#tests/support/accounts'
import { resetAppState } from '#tests/support/database'
import { closePages, confirmPasswordOn, newPage, settledViolations } from './support/browser.js'
import { signedInPage } from './support/portal.js'
import { inPanel } from './support/admin.js'
import { mailbox } from '#tests/support/mailbox'
import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'

/** The code an authenticator app shows for the secret, `steps` periods of 30 s from now. */
function codeAt(secret: string, steps = 0) {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  })
}

/** What a person reads, written out rather than read from the catalogues. */
const languages = [
  {
    locale: 'en' as const,
    browserLocale: 'en-GB',
    heading: 'Two-factor sign-in',
    turnOn: 'Turn on two-factor sign-in',
    code: 'Code',
    confirm: 'Confirm',
    turnedOn: 'Two-factor sign-in is on.',
    recoveryHeading: 'Recovery codes',
    download: 'Download',
    done: 'Done',
    email: 'Email',
    password: 'Password',
    login: 'Log in',
    challengeText: 'Enter the 6-digit code from your authenticator app.',
    wrong: 'This code is not right. Check the code in your authenticator app and try again.',
    signIn: 'Sign in',
  },
  {
    locale: 'nl' as const,
    browserLocale: 'nl-NL',
    heading: 'Tweestapsaanmelding',
    turnOn: 'Tweestapsaanmelding aanzetten',
    code: 'Code',
    confirm: 'Bevestigen',
    turnedOn: 'Tweestapsaanmelding staat aan.',
    recoveryHeading: 'Herstelcodes',
    download: 'Downloaden',
    done: 'Klaar',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    login: 'Inloggen',
    challengeText: 'Vul de 6-cijferige code uit je authenticator-app in.',
    wrong:
      'Deze code klopt niet. Controleer de code in je authenticator-app en probeer het opnieuw.',
    signIn: 'Aanmelden',
  },
]

test.group('Two-factor sign-in in the browser', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => closePages())
  group.each.timeout(120_000)

  test('turn it on with a code from the page’s secret, then sign in with a code, in {locale}')
    .with(languages)
    .run(async ({ assert }, words) => {
      const user = await createUser({ locale: words.locale })
      const page = await signedInPage(user, { locale: words.browserLocale })
      await page.goto('/profile')
      const section = page.getByRole('region', { name: words.heading })
      // Turning it on needs the password: to the confirmation and back.
      await section.getByRole('button', { name: words.turnOn }).click()
      await confirmPasswordOn(page, password)
      await page.waitForURL('**/profile')
      await section.getByRole('button', { name: words.turnOn }).click()

      const secretText = section.getByTestId('two-factor-secret')
      await secretText.waitFor()
      const secret = (await secretText.textContent())!.trim()
      assert.match(secret, /^[A-Z2-7]{32}$/)
      assert.isTrue(await section.getByRole('img').isVisible())
      assert.deepEqual(await settledViolations(page), [])

      await section.getByRole('textbox', { name: words.code }).fill('000000')
      await section.getByRole('button', { name: words.confirm }).click()
      await section.getByText(words.wrong).waitFor()
      await section.getByRole('textbox', { name: words.code }).fill(codeAt(secret))
      await section.getByRole('button', { name: words.confirm }).click()

      const codes = section.getByTestId('recovery-codes').getByRole('listitem')
      await codes.first().waitFor()
      assert.equal(await codes.count(), 10)
      assert.isTrue(await section.getByText(words.turnedOn).isVisible())
      const downloading = page.waitForEvent('download')
      await section.getByRole('button', { name: words.download }).click()
      const download = await downloading
      assert.equal(download.suggestedFilename(), 'hourbook-recovery-codes.txt')
      assert.deepEqual(await settledViolations(page), [])
      await section.getByRole('button', { name: words.done }).click()
      assert.equal(await codes.count(), 0)

      // Signing in again: the password, then a code of the next period (this one confirmed it).
      const signingIn = await newPage({ locale: words.browserLocale })
      await signingIn.goto('/login')
      await signingIn.getByLabel(words.email).fill(user.email)
      await signingIn.getByLabel(words.password, { exact: false }).first().fill(password)
      await signingIn.getByRole('button', { name: words.login, exact: true }).click()
      await signingIn.waitForURL('**/two-factor-challenge')
      await signingIn.getByText(words.challengeText).waitFor()
      assert.deepEqual(await settledViolations(signingIn), [])

      const codeField = signingIn.getByRole('textbox', { name: words.code })
      await codeField.fill('000000')
      await signingIn.getByRole('button', { name: words.signIn }).click()
      await signingIn.getByText(words.wrong).waitFor()
      assert.deepEqual(await settledViolations(signingIn), [])
      await codeField.fill(codeAt(secret, 1))
      await signingIn.getByRole('button', { name: words.signIn }).click()
      await signingIn.waitForURL('**/dashboard')
    })

  test('an administrator resets a person’s two-factor sign-in with their own password', async ({
    assert,
  }) => {
    const user = await createUser({ name: 'Tess Twofactor' })
    await db
      .from('users')
      .where('id', user.id)
      .update({
        two_factor_secret: encryption.encrypt('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', {
          purpose: 'two-factor-secret',
        }),
        two_factor_confirmed_at: new Date(),
      })
    mailbox.clear()
    const { page } = await inPanel()
    await page.goto(`/admin/users/${user.id}`)
    await page.getByText('Two-factor sign-in is on.').waitFor()
    assert.deepEqual(await settledViolations(page), [])
    await page.getByRole('button', { name: 'Reset two-factor sign-in' }).click()
    const dialog = page.getByRole('dialog', { name: 'Reset two-factor sign-in of Tess Twofactor?' })
    await dialog.waitFor()
    assert.deepEqual(await settledViolations(page), [])
    await dialog.getByLabel('Your password').fill('not-my-password')
    await dialog.getByRole('button', { name: 'Reset two-factor sign-in' }).click()
    await dialog.getByText('The provided password is incorrect.').waitFor()
    await dialog.getByLabel('Your password').fill(password)
    await dialog.getByRole('button', { name: 'Reset two-factor sign-in' }).click()
    await page.getByText('Two-factor sign-in reset.').waitFor()
    await page.getByText('Two-factor sign-in is off.').waitFor()
    const mail = await mailbox.latest(user.email)
    assert.match(mail.subject!, /Two-factor sign-in of your .+ account was reset/)
  })
})
