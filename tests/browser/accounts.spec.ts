import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Locator, Page } from 'playwright-core'
import hash from '@adonisjs/core/services/hash'
import User from '#models/user'
import { createUser, password } from '#tests/support/accounts'
import { resetAppState } from '#tests/support/database'
import { bookable } from '#tests/support/bookable'
import TimeLog from '#models/time_log'
import { mailbox, Mailbox } from '#tests/support/mailbox'
import { languages, type Words } from './support/account_words.js'
import {
  closePages,
  loginAs,
  mobile,
  newPage,
  screenshot,
  seriousA11yViolations,
} from './support/browser.js'

type Scope = Page | Locator

function textbox(scope: Scope, name: string) {
  return scope.getByRole('textbox', { name, exact: true })
}

/** Types into the text box with this label, key by key, as a person would. */
async function typeInto(scope: Scope, name: string, text: string) {
  const box = textbox(scope, name)
  await box.clear()
  await box.pressSequentially(text)
}

/** The message shown beneath a field (its accessible description), or null. */
async function messageBeneath(scope: Scope, name: string) {
  const describedBy = await textbox(scope, name).getAttribute('aria-describedby')
  return describedBy ? scope.locator(`[id="${describedBy}"]`).textContent() : null
}

function toast(page: Page, text: string) {
  return page.getByRole('alert').filter({ hasText: text }).waitFor()
}

/** Switches a guest page to the language with the flag button on the card. */
async function chooseLanguage(page: Page, words: Words) {
  if (words.locale === 'en') return
  await page.getByRole('button', { name: 'Change language: English' }).click()
  await page.getByRole('menuitem', { name: 'Nederlands' }).click()
  await page.getByRole('button', { name: 'Taal wijzigen: Nederlands' }).waitFor()
}

/** The document's title once the page has set it; Inertia sets it just after the visit lands. */
async function titleOf(page: Page, expected: string) {
  const deadline = Date.now() + 5000
  while ((await page.title()) !== expected && Date.now() < deadline) {
    await page.waitForTimeout(50)
  }
  return page.title()
}

async function mailCount(address: string, count: number) {
  while (mailbox.for(address).length < count) {
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** Sends the login form; unlike loginAs, it does not expect the dashboard to follow. */
async function submitLogin(page: Page, email: string) {
  await page.goto('/login')
  await typeInto(page, 'Email', email)
  await typeInto(page, 'Password', password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

async function openProfile(page: Page) {
  const navigation = page.getByRole('navigation', { name: 'Main navigation' })
  await navigation.hover({ position: { x: 28, y: 300 } })
  await navigation.getByRole('link', { name: 'Profile' }).click()
  await page.waitForURL('**/profile')
}

test.group('Accounts: signing up and resetting a password', (group) => {
  group.each.setup(async () => {
    await resetAppState()
    mailbox.clear()
  })
  group.each.teardown(() => closePages())

  test('registering in {language}: the mailed link verifies the address and opens the dashboard')
    .with(languages)
    .run(async ({ assert }, words) => {
      const address = `ada.${words.locale}@example.test`
      const page = await newPage()
      await page.goto('/login')
      await chooseLanguage(page, words)
      await page.getByRole('link', { name: words.noAccount }).click()
      await page.getByRole('heading', { name: words.registerHeading }).waitFor()
      assert.deepEqual(await seriousA11yViolations(page), [])

      // Sent empty, the form says what is missing beneath each field and stays where it is.
      await page.getByRole('button', { name: words.register }).click()
      assert.equal(await messageBeneath(page, words.name), words.nameRequired)
      assert.match(page.url(), /\/register$/)

      await typeInto(page, words.name, 'Ada Lovelace')
      await typeInto(page, words.email, address)
      await typeInto(page, words.password, 'short')
      await typeInto(page, words.confirmation, 'shorter')
      await page.getByRole('button', { name: words.register }).click()
      assert.isNull(await messageBeneath(page, words.name))
      assert.equal(await messageBeneath(page, words.password), words.tooShort)
      assert.equal(await messageBeneath(page, words.confirmation), words.mismatch)

      await typeInto(page, words.password, 'analytical-engine-1843')
      await typeInto(page, words.confirmation, 'analytical-engine-1843')
      await page.getByRole('button', { name: words.register }).click()
      await page.getByRole('heading', { name: words.verifyHeading }).waitFor()
      assert.deepEqual(await seriousA11yViolations(page), [])

      const user = await User.findByOrFail('email', address)
      assert.equal(user.locale, words.locale)
      assert.equal(
        user.timezone,
        await page.evaluate<string>('Intl.DateTimeFormat().resolvedOptions().timeZone')
      )
      assert.isNull(user.emailVerifiedAt)

      await page.getByRole('button', { name: words.resend }).click()
      await page.getByText(words.linkSent).waitFor()
      await mailCount(address, 2)
      const link = Mailbox.link(await mailbox.latest(address), 'http')

      // A link whose hash was altered is refused, with a sentence saying so.
      await page.goto(link.replace(/(\/verify-email\/\d+\/)\w+/, '$1altered'))
      await page.getByText(words.linkRefused).waitFor()

      await page.goto(link)
      await page.waitForURL('**/dashboard')
      await toast(page, words.verified)
      assert.equal(await titleOf(page, words.dashboard), words.dashboard)
      await user.refresh()
      assert.isNotNull(user.emailVerifiedAt)
    })
    .tags(['@stores'])

  test('a forgotten password in {language}: the mailed link leads to a new password that logs in')
    .with(languages)
    .run(async ({ assert }, words) => {
      const user = await createUser({ locale: words.locale })
      const page = await newPage()
      await page.goto('/login')
      await chooseLanguage(page, words)

      // The login page opens the forgot-password page in a new tab.
      const [tab] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByRole('link', { name: words.forgotLink }).click(),
      ])
      await tab.getByRole('heading', { name: words.forgotHeading }).waitFor()
      assert.deepEqual(await seriousA11yViolations(tab), [])
      await typeInto(tab, words.email, user.email)
      await tab.getByRole('button', { name: words.sendResetLink }).click()
      await tab.getByText(words.resetLinkOnItsWay).waitFor()

      await tab.goto(Mailbox.link(await mailbox.latest(user.email), 'http'))
      await tab.getByRole('heading', { name: words.resetHeading }).waitFor()
      const email = textbox(tab, words.email)
      assert.equal(await email.inputValue(), user.email)
      assert.isFalse(await email.isEditable())
      assert.deepEqual(await seriousA11yViolations(tab), [])

      await typeInto(tab, words.password, 'password123')
      await typeInto(tab, words.confirmation, 'password123')
      await tab.getByRole('button', { name: words.resetPassword }).click()
      await tab.getByText(words.breached).waitFor()
      assert.equal(await messageBeneath(tab, words.password), words.breached)

      await typeInto(tab, words.password, 'a-brand-new-secret')
      await typeInto(tab, words.confirmation, 'a-brand-new-secret')
      await tab.getByRole('button', { name: words.resetPassword }).click()
      await tab.waitForURL('**/login')
      await toast(tab, words.passwordReset)

      await typeInto(tab, words.email, user.email)
      await typeInto(tab, words.password, 'a-brand-new-secret')
      await tab.getByRole('button', { name: words.login, exact: true }).click()
      await tab.waitForURL('**/dashboard')
      assert.equal(await titleOf(tab, words.dashboard), words.dashboard)
    })
    .tags(['@stores'])
})

test.group('Accounts: signed in', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => closePages())

  test('the profile page refuses a wrong current password and takes the right one', async ({
    assert,
  }) => {
    const user = await createUser()
    const page = await newPage()
    await loginAs(page, user.email, password)
    await openProfile(page)
    assert.equal(await titleOf(page, 'Profile — Hourbook'), 'Profile — Hourbook')
    assert.deepEqual(await seriousA11yViolations(page), [])

    const form = page.getByRole('form', { name: 'Update password' })
    await typeInto(form, 'Current password', 'not-my-password')
    await typeInto(form, 'New password', 'a-new-secret-2')
    await typeInto(form, 'Password confirmation', 'a-new-secret-2')
    await form.getByRole('button', { name: 'Update password' }).click()
    await form.getByText('The provided password is incorrect.').waitFor()
    assert.equal(
      await messageBeneath(form, 'Current password'),
      'The provided password is incorrect.'
    )
    assert.equal(await textbox(form, 'Current password').inputValue(), '')

    await typeInto(form, 'Current password', password)
    await form.getByRole('button', { name: 'Update password' }).click()
    await toast(page, 'Password updated.')
    for (const name of ['Current password', 'New password', 'Password confirmation']) {
      assert.equal(await textbox(form, name).inputValue(), '', name)
    }
    await user.refresh()
    assert.isTrue(await hash.verify(user.password, 'a-new-secret-2'))
  }).tags(['@stores'])

  test('the profile page saves the name and the language, and keeps the theme', async ({
    assert,
  }) => {
    const user = await createUser({ name: 'Grace Hopper' })
    const page = await newPage()
    await loginAs(page, user.email, password)
    await openProfile(page)

    const form = page.getByRole('form', { name: 'Profile information' })
    await textbox(form, 'Name').clear()
    await form.getByRole('button', { name: 'Save' }).click()
    assert.equal(await messageBeneath(form, 'Name'), 'The Name field is required.')

    await typeInto(form, 'Name', 'Grace Brewster Hopper')
    await form.getByRole('combobox', { name: 'Language' }).click()
    await page.getByRole('option', { name: 'Nederlands' }).click()
    await form.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Profiel opgeslagen.')
    await page.getByRole('heading', { level: 1, name: 'Profiel' }).waitFor()
    await user.refresh()
    assert.equal(user.name, 'Grace Brewster Hopper')
    assert.equal(user.locale, 'nl')

    // Switched back with the navigation's language switcher, the form shows the new language.
    const navigation = page.getByRole('navigation', { name: 'Hoofdnavigatie' })
    await navigation.hover({ position: { x: 28, y: 300 } })
    await navigation.getByRole('button', { name: /^Nederlands/ }).click()
    await page.getByRole('menuitem', { name: 'English' }).click()
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor()
    assert.equal(await form.getByRole('combobox', { name: 'Language' }).textContent(), 'English')

    await page.getByRole('radio', { name: 'Dark' }).check()
    assert.equal(await page.evaluate<string>('document.documentElement.dataset.theme'), 'dark')
    await page.reload()
    assert.isTrue(await page.getByRole('radio', { name: 'Dark' }).isChecked())
    assert.deepEqual(await seriousA11yViolations(page), [])
  }).tags(['@stores'])

  test('the profile page finds a time zone by typing and saves it', async ({ assert }) => {
    const user = await createUser({ timezone: 'UTC' })
    const page = await newPage()
    await loginAs(page, user.email, password)
    await openProfile(page)

    const form = page.getByRole('form', { name: 'Profile information' })
    const zone = form.getByRole('combobox', { name: 'Time zone' })
    assert.equal(await zone.inputValue(), 'UTC')
    await zone.fill('new_y')
    await page.getByRole('option', { name: 'America/New_York' }).waitFor()
    await zone.press('Enter')
    assert.equal(await zone.inputValue(), 'America/New_York')
    await form.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Profile saved.')
    await user.refresh()
    assert.equal(user.timezone, 'America/New_York')
    await page.reload()
    assert.equal(await zone.inputValue(), 'America/New_York')
    assert.deepEqual(await seriousA11yViolations(page), [])
  })

  test("the profile page offers the device's zone when it differs from the saved one", async ({
    assert,
  }) => {
    const user = await createUser({ timezone: 'UTC' })
    const page = await newPage({ timezoneId: 'Europe/Amsterdam' })
    await loginAs(page, user.email, password)
    await openProfile(page)

    const form = page.getByRole('form', { name: 'Profile information' })
    const zone = form.getByRole('combobox', { name: 'Time zone' })
    const hint = form.getByRole('button', { name: "Use this device's zone (Europe/Amsterdam)" })
    await hint.click()
    assert.equal(await zone.inputValue(), 'Europe/Amsterdam')
    await hint.waitFor({ state: 'detached' })
    await form.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Profile saved.')
    await user.refresh()
    assert.equal(user.timezone, 'Europe/Amsterdam')
    assert.deepEqual(await seriousA11yViolations(page), [])

    // In Dutch; and no hint where the device is in the saved zone.
    const dutch = await createUser({ timezone: 'UTC', locale: 'nl' })
    const away = await newPage({ timezoneId: 'Europe/Amsterdam' })
    await loginAs(away, dutch.email, password)
    await away.goto('/profile')
    await away
      .getByRole('button', { name: 'Gebruik de zone van dit apparaat (Europe/Amsterdam)' })
      .waitFor()
    const home = await newPage({ timezoneId: 'UTC' })
    await loginAs(home, dutch.email, password)
    await home.goto('/profile')
    await home.getByRole('combobox').last().waitFor()
    await home.waitForTimeout(500)
    assert.equal(await home.getByRole('button', { name: /Gebruik de zone/ }).count(), 0)
  })

  test('the profile page sets ISO dates and a 24-hour clock, and the list follows', async ({
    assert,
  }) => {
    const user = await createUser({ timezone: 'UTC', timeFormat: '12h' })
    const { project, task } = await bookable([user])
    const date = DateTime.utc().minus({ days: 1 }).toISODate()!
    await TimeLog.create({
      userId: user.id,
      projectId: project.id,
      taskId: task.id,
      date,
      startTime: '13:00:00',
      stopTime: '14:30:00',
      comments: 'Formats',
    })
    const page = await newPage()
    await loginAs(page, user.email, password)
    await page.goto('/time-logs')
    await page.getByText('1:00 PM').first().waitFor()
    assert.equal(await page.getByText(date, { exact: true }).count(), 0)

    await openProfile(page)
    const form = page.getByRole('form', { name: 'Profile information' })
    await form.getByRole('combobox', { name: 'Date format' }).click()
    await page.getByRole('option', { name: 'ISO (2026-11-26)' }).click()
    await form.getByRole('combobox', { name: 'Time format' }).click()
    await page.getByRole('option', { name: '24-hour (14:30)' }).click()
    await form.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Profile saved.')
    await user.refresh()
    assert.equal(user.dateFormat, 'iso')
    assert.equal(user.timeFormat, '24h')

    await page.goto('/time-logs')
    await page.getByText(date, { exact: true }).first().waitFor()
    await page.getByText('13:00').first().waitFor()
    assert.equal(await page.getByText('1:00 PM').count(), 0)
  })

  test('the confirm password page asks for the password before going on', async ({ assert }) => {
    const user = await createUser()
    const page = await newPage()
    await loginAs(page, user.email, password)
    await page.goto('/confirm-password')
    assert.equal(await titleOf(page, 'Confirm Password — Hourbook'), 'Confirm Password — Hourbook')
    assert.deepEqual(await seriousA11yViolations(page), [])

    await page.getByRole('button', { name: 'Confirm' }).click()
    assert.equal(await messageBeneath(page, 'Password'), 'The Password field is required.')

    await typeInto(page, 'Password', 'not-my-password')
    await page.getByRole('button', { name: 'Confirm' }).click()
    await page.getByText('The provided password is incorrect.').waitFor()
    assert.equal(await messageBeneath(page, 'Password'), 'The provided password is incorrect.')

    await typeInto(page, 'Password', password)
    await page.getByRole('button', { name: 'Confirm' }).click()
    await page.waitForURL('**/dashboard')
  }).tags(['@stores'])

  test('an unverified user can log out from the verification notice', async ({ assert }) => {
    const user = await createUser({ emailVerifiedAt: null })
    const page = await newPage()
    await submitLogin(page, user.email)
    await page.getByRole('heading', { name: 'Verify your email address' }).waitFor()

    await page.getByRole('button', { name: 'Log Out' }).click()
    await page.waitForURL('**/login')
    await toast(page, 'You have been logged out.')
    assert.equal(await page.getByRole('button', { name: 'Log Out' }).count(), 0)
  }).tags(['@stores'])
})

test.group('Accounts: accessibility in dark mode on a phone', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => closePages())

  const pages: { name: string; path: string; as?: 'unverified' | 'verified' }[] = [
    { name: 'register', path: '/register' },
    { name: 'forgot_password', path: '/forgot-password' },
    { name: 'reset_password', path: '/reset-password/some-token?email=ada%40example.test' },
    { name: 'verify_email', path: '/verify-email', as: 'unverified' },
    { name: 'confirm_password', path: '/confirm-password', as: 'verified' },
    { name: 'profile', path: '/profile', as: 'verified' },
  ]

  test('{name} has no serious accessibility violations')
    .with(pages)
    .run(async ({ assert }, { name, path, as }) => {
      const page = await newPage({ colorScheme: 'dark', viewport: mobile })
      if (as) {
        const user = await createUser(as === 'unverified' ? { emailVerifiedAt: null } : {})
        await submitLogin(page, user.email)
        await page.waitForURL((url) => !url.pathname.endsWith('/login'))
      }
      await page.goto(path)
      await page.getByRole('heading', { level: 1 }).waitFor()
      assert.deepEqual(await seriousA11yViolations(page), [])
      await screenshot(page, `accounts-${name}-dark-phone`)
    })
})
