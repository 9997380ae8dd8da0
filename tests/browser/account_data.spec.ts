import { test } from '@japa/runner'
import TimeLog from '#models/time_log'
import User from '#models/user'
import { createUser, password } from '#tests/support/accounts'
import { resetAppState } from '#tests/support/database'
import { daysAgo } from '#tests/support/bookable'
import { closePages, settledViolations } from './support/browser.js'
import { inPanel } from './support/admin.js'
import { booking, signedInPage } from './support/portal.js'

test.group('Account data on the profile page', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => closePages())

  test('in Dutch: download the data, then delete the account after password and address', async ({
    assert,
  }) => {
    const user = await createUser({ locale: 'nl' })
    const apollo = await booking(user, 'Apollo', 'Design')
    await TimeLog.create({
      userId: user.id,
      projectId: apollo.project.id,
      taskId: apollo.task.id,
      date: daysAgo(1),
      startTime: '09:00:00',
      stopTime: '10:00:00',
      comments: null,
    })
    const page = await signedInPage(user)
    await page.goto('/profile')

    const download = page.getByRole('region', { name: 'Mijn gegevens downloaden' })
    const erase = page.getByRole('region', { name: 'Account verwijderen' })
    await erase.waitFor()
    assert.include(await erase.textContent(), 'Wat verdwijnt: je naam, e-mailadres, wachtwoord')
    assert.include(await erase.textContent(), 'Wat blijft: je urenregistraties')
    assert.deepEqual(await settledViolations(page), [])

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      download.getByRole('link', { name: 'Mijn gegevens downloaden' }).click(),
    ])
    assert.match(file.suggestedFilename(), /^hourbook-data-\d{4}-\d{2}-\d{2}\.zip$/)

    await erase.getByRole('button', { name: 'Mijn account verwijderen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Je account verwijderen?' })
    await dialog.waitFor()
    assert.include(await dialog.textContent(), user.email)
    assert.deepEqual(await settledViolations(page), [])

    const submit = dialog.getByRole('button', { name: 'Mijn account definitief verwijderen' })
    const passwordField = dialog.getByRole('textbox', { name: /^Wachtwoord/ })
    const emailField = dialog.getByRole('textbox', { name: /^Je e-mailadres/ })
    // A mistyped address is caught before anything is sent; a wrong password by the server.
    await passwordField.fill('not-my-password')
    await emailField.fill('iemand@example.test')
    await submit.click()
    await dialog
      .getByText('Dit is niet het e-mailadres van je account.', { exact: false })
      .waitFor()
    await emailField.fill(user.email)
    await submit.click()
    await dialog.getByText('Het opgegeven wachtwoord is onjuist.').waitFor()
    await user.refresh()
    assert.isTrue(user.active)

    await passwordField.fill(password)
    await submit.click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByText('Je account is verwijderd.', { exact: false }).waitFor()

    const erased = await User.findOrFail(user.id)
    assert.equal(erased.name, `Deleted user ${user.id}`)
    assert.isFalse(erased.active)
    assert.lengthOf(await TimeLog.query().where('user_id', user.id), 1)
    await page.goto('/dashboard')
    await page.waitForURL('**/login')
  }).timeout(120_000)

  test('an administrator erases a person on their record, with their own password', async ({
    assert,
  }) => {
    const person = await createUser({ name: 'Pia Person' })
    const { page } = await inPanel({ viewport: { width: 1366, height: 800 } })
    await page.goto(`/admin/users/${person.id}`)
    await page.getByRole('button', { name: 'Erase personal data' }).click()
    const dialog = page.getByRole('dialog', { name: 'Erase the personal data of Pia Person?' })
    await dialog.waitFor()
    assert.deepEqual(await settledViolations(page), [])
    const own = dialog.getByRole('textbox', { name: /^Your own password/ })
    await own.fill('not-my-password')
    await dialog.getByRole('button', { name: 'Erase personal data' }).click()
    await dialog.getByText('The provided password is incorrect.').waitFor()
    await own.fill(password)
    await dialog.getByRole('button', { name: 'Erase personal data' }).click()
    await page.getByText('Personal data erased.').waitFor()
    await page
      .getByRole('textbox', { name: /^Name/ })
      .and(page.locator(`[value="Deleted user ${person.id}"]`))
      .waitFor()
    await person.refresh()
    assert.equal(person.name, `Deleted user ${person.id}`)
    assert.isFalse(person.active)
    // The record was not saved over by the dialog's form.
    assert.equal(page.url().replace(/.*\/admin/, '/admin'), `/admin/users/${person.id}`)
  }).timeout(120_000)
})
