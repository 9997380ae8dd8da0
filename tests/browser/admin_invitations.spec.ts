import { createHash } from 'node:crypto'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Page } from 'playwright-core'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import Invitation from '#models/invitation'
import { markInvited } from '#services/invitations'
import { mailbox, Mailbox } from '#tests/support/mailbox'
import { resetAppState } from '#tests/support/database'
import {
  closePages,
  mobile,
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
    invitedPasswordHelp: /^Leave empty to keep the invitation; set a password to end it/,
    timezone: 'Time zone',
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
    invitedPasswordHelp: /^Laat leeg om de uitnodiging te houden; stel een wachtwoord in/,
    timezone: 'Tijdzone',
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

/** The rendered width of a form field, found by the start of its label. */
async function widthOf(page: Page, label: string) {
  const box = await page
    .getByLabel(new RegExp(`^${label}\\b`))
    .first()
    .locator('xpath=ancestor::div[contains(@class, "MuiFormControl-root")][1]')
    .boundingBox()
  return Math.round(box!.width)
}

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
      // An invited person has no password to keep: the field says what one set here does.
      await page.getByText(words.invitedPasswordHelp).waitFor()
      assert.equal(await widthOf(page, words.timezone), await widthOf(page, words.name))
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

  test('on a phone in dark mode, the invited record and the invitation page read well', async ({
    assert,
  }) => {
    const user = await UserFactory.merge({ name: 'Ines Invited', email: address }).make()
    markInvited(user)
    await user.save()
    // A link with a known token, as the mail would carry (the routes live in the app server).
    const token = 'a-token-for-the-dark-phone-test-0123456789'
    await Invitation.create({
      userId: user.id,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      expiresAt: DateTime.now().plus({ days: 7 }),
    })

    const { page } = await inPanel({ viewport: mobile, colorScheme: 'dark' })
    await page.goto(`/admin/users/${user.id}`)
    await page.getByText(languages[0].invitedPasswordHelp).waitFor()
    await page.getByRole('button', { name: languages[0].resend }).waitFor()
    assert.equal(await page.evaluate<string>('document.documentElement.dataset.theme'), 'dark')
    assert.equal(await widthOf(page, 'Time zone'), await widthOf(page, 'Name'))
    assert.deepEqual(await settledViolations(page), [])
    await screenshot(page, 'admin-user-invited-phone-dark')

    const guest = await newPage({ viewport: mobile, colorScheme: 'dark' })
    await guest.goto(`/invitation/${token}`)
    await guest.getByRole('heading', { name: languages[0].heading }).waitFor()
    assert.equal(await guest.evaluate<string>('document.documentElement.dataset.theme'), 'dark')
    assert.deepEqual(await settledViolations(guest), [])
    await screenshot(guest, 'invitation-phone-dark')
  }).timeout(120_000)
})
