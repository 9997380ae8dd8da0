import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import User from '#models/user'
import { mailbox, Mailbox } from '#tests/support/mailbox'
import { resetAppState } from '#tests/support/database'
import {
  closePages,
  newPage,
  screenshot,
  seriousA11yViolations,
  settledViolations,
  titleOf,
} from './support/browser.js'
import { bodyRows, inPanel, save } from './support/admin.js'

/** What the panel and the invitation page say, in each language. */
const languages = [
  {
    locale: 'en' as const,
    browserLocale: 'en-GB',
    name: 'Name',
    email: 'Email',
    userSaved: 'User saved.',
    invited: 'Invited',
    invitationHelp: /^Leave the password empty to invite the person/,
    resend: 'Send invitation again',
    sent: 'Invitation sent to ines@example.test.',
    heading: 'Choose your password',
    password: 'Password',
    confirmation: 'Password confirmation',
    submit: 'Set password and sign in',
    dashboard: 'Dashboard — Hourbook',
  },
  {
    locale: 'nl' as const,
    browserLocale: 'nl-NL',
    name: 'Naam',
    email: 'E-mail',
    userSaved: 'Gebruiker opgeslagen.',
    invited: 'Uitgenodigd',
    invitationHelp: /^Laat het wachtwoord leeg om de persoon uit te nodigen/,
    resend: 'Uitnodiging opnieuw sturen',
    sent: 'Uitnodiging verstuurd naar ines@example.test.',
    heading: 'Kies je wachtwoord',
    password: 'Wachtwoord',
    confirmation: 'Wachtwoordbevestiging',
    submit: 'Wachtwoord instellen en inloggen',
    dashboard: 'Dashboard — Hourbook',
  },
]

const address = 'ines@example.test'

async function toast(page: Page, text: string) {
  await page.getByRole('alert').filter({ hasText: text }).waitFor()
}

/** Waits until the mailbox holds `count` mails for the address. */
async function mailCount(count: number) {
  const deadline = Date.now() + 5000
  while (mailbox.for(address).length < count) {
    if (Date.now() > deadline) throw new Error(`Fewer than ${count} mails for ${address}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

test.group('Admin panel: invitations', (group) => {
  group.each.setup(async () => {
    await resetAppState()
    mailbox.clear()
  })
  group.each.teardown(() => closePages())

  test('a person created without a password in {locale} is invited, re-invited and signs in')
    .with(languages)
    .run(async ({ assert }, words) => {
      const { page } = await inPanel({ viewport: { width: 1366, height: 800 } }, words.locale)
      await page.goto('/admin/users/create')
      // Required fields' labels end in an asterisk.
      await page
        .getByRole('textbox', { name: new RegExp(`^${words.name}\\b`) })
        .fill('Ines Invited')
      await page.getByRole('textbox', { name: new RegExp(`^${words.email}\\b`) }).fill(address)
      await page.getByText(words.invitationHelp).waitFor()
      await save(page)
      await toast(page, words.userSaved)
      await page.waitForURL('**/admin/users')
      await mailCount(1)

      // The list marks the invited person, and its filter finds only them.
      const row = bodyRows(page).filter({ hasText: address })
      await row.getByText(words.invited, { exact: true }).waitFor()
      await page.goto(`/admin/users?filter=${encodeURIComponent('{"invited":true}')}`)
      await row.waitFor()
      assert.equal(await bodyRows(page).count(), 1)
      assert.deepEqual(await seriousA11yViolations(page), [])

      // The record sends the invitation again; the first link stops working.
      await row.click()
      await page.waitForURL(/\/admin\/users\/\d+$/)
      await page.getByRole('button', { name: words.resend }).click()
      await toast(page, words.sent)
      await mailCount(2)
      assert.deepEqual(await settledViolations(page), [])
      await screenshot(page, `admin-user-invited-${words.locale}`)

      const link = Mailbox.link(await mailbox.latest(address), 'http')
      const guest = await newPage({ locale: words.browserLocale })
      await guest.goto(link)
      await guest.getByRole('heading', { name: words.heading }).waitFor()
      assert.equal(
        await guest.getByLabel(words.email, { exact: false }).first().inputValue(),
        address
      )
      assert.deepEqual(await seriousA11yViolations(guest), [])
      await guest
        .getByRole('textbox', { name: words.password, exact: true })
        .fill('an-invited-secret')
      await guest
        .getByRole('textbox', { name: words.confirmation, exact: true })
        .fill('an-invited-secret')
      await guest.getByRole('button', { name: words.submit }).click()
      await guest.waitForURL('**/dashboard')
      assert.equal(await titleOf(guest, words.dashboard), words.dashboard)

      const user = await User.findByOrFail('email', address)
      assert.isNull(user.invitedAt)
      assert.isNotNull(user.emailVerifiedAt)
    })
    .timeout(180_000)
})
