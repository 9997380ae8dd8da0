import { test } from '@japa/runner'
import type { Locator, Page } from 'playwright-core'
import Client from '#models/client'
import TimeLog from '#models/time_log'
import User from '#models/user'
import { ClientFactory } from '#database/factories/client_factory'
import { createUser } from '#tests/support/accounts'
import { bookable, daysAgo } from '#tests/support/bookable'
import { resetAppState } from '#tests/support/database'
import {
  box,
  closePages,
  mobile,
  overlap,
  screenshot,
  seriousA11yViolations,
  titleOf,
} from './support/browser.js'
import {
  bodyRows,
  inPanel,
  pick,
  save,
  transitionsDone,
  typedDate,
  typeInPicker,
} from './support/admin.js'

const locales = ['en', 'nl'] as const

/** What the panel says, in each language. */
const words = {
  en: {
    save: 'Save',
    cancel: 'Cancel',
    delete: 'Delete',
    clients: 'Clients',
    clientSaved: 'Client saved.',
    nameRequired: 'The Name field is required.',
    deleteAcme: 'Delete client Acme?',
    skip: 'Skip to content',
    name: 'Name',
    date: 'Date',
    start: 'Start',
    stop: 'Stop',
    user: 'User',
    project: 'Project',
    task: 'Task',
    password: 'Password',
    timeLogSaved: 'Time log saved.',
  },
  nl: {
    save: 'Opslaan',
    cancel: 'Annuleren',
    delete: 'Verwijderen',
    clients: 'Klanten',
    clientSaved: 'Klant opgeslagen.',
    nameRequired: 'Het veld Naam is verplicht.',
    deleteAcme: 'Klant Acme verwijderen?',
    skip: 'Naar inhoud',
    name: 'Naam',
    date: 'Datum',
    start: 'Start',
    stop: 'Stop',
    user: 'Gebruiker',
    project: 'Project',
    task: 'Taak',
    password: 'Wachtwoord',
    timeLogSaved: 'Tijdregistratie opgeslagen.',
  },
} as const

async function resetAdmins() {
  await User.query().where('role', 'admin').delete()
}

/** The colour of an element's text, as the browser computes it. */
function colorOf(locator: Locator) {
  return locator.evaluate(
    (element) =>
      (
        globalThis as unknown as { getComputedStyle(e: unknown): { color: string } }
      ).getComputedStyle(element).color
  )
}

async function toast(page: Page, text: string) {
  const alert = page.getByRole('alert').filter({ hasText: text })
  await alert.waitFor()
  return alert
}

test.group('Admin panel, finished', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => closePages())

  test('a time log is entered with the date and time pickers of the language, full-width pickers and "Client — Project"', async ({
    assert,
  }) => {
    const user = await createUser({ name: 'Grace Hopper' })
    const apollo = await bookable([user], { name: 'Website' })
    await apollo.client.merge({ name: 'Acme' }).save()
    await apollo.task.merge({ name: 'Design' }).save()
    // The same project name at another client: the picker tells them apart.
    const other = await bookable([user], { name: 'Website' })
    await other.client.merge({ name: 'Globex' }).save()
    for (const locale of locales) {
      const w = words[locale]
      await resetAdmins()
      await TimeLog.query().delete()
      const { page } = await inPanel({ viewport: { width: 1366, height: 768 } }, locale)
      await page.goto('/admin/time-logs/create')
      const form = await box(page.locator('.RaCreate-main form'))
      for (const label of [w.user, w.project, w.task]) {
        const field = await box(page.getByRole('combobox', { name: label }))
        assert.isAbove(field.width, form.width * 0.9, label)
      }
      // Found by the client's name, shown as "Client — Project".
      await pick(page, w.project, 'acme', 'Acme — Website')
      await pick(page, w.task, 'Des', 'Design')
      await pick(page, w.user, 'Grace', 'Grace Hopper')
      // The pickers show the language's order of day and month, and a 24-hour clock.
      await page.getByRole('group', { name: w.date }).click()
      const sections = page.locator('.ra-input-date .MuiPickersSectionList-root')
      assert.equal(
        (await sections.innerText()).replace(/\s/g, ''),
        locale === 'nl' ? 'DD-MM-JJJJ' : 'MM/DD/YYYY'
      )
      await typeInPicker(page, w.date, typedDate(daysAgo(2), locale))
      await typeInPicker(page, w.start, '0930')
      await typeInPicker(page, w.stop, '1415')
      const stop = page.locator('.ra-input-stop_time .MuiPickersSectionList-root')
      assert.equal((await stop.innerText()).replace(/\s/g, ''), '14:15')
      await screenshot(page, `admin-time-log-create-${locale}`)
      await save(page)
      await toast(page, w.timeLogSaved)
      await page.waitForURL('**/admin/time-logs')
      const log = await TimeLog.findByOrFail('user_id', user.id)
      assert.deepEqual(
        [log.projectId, log.taskId, log.date, log.startTime, log.stopTime],
        [apollo.project.id, apollo.task.id, daysAgo(2), '09:30:00', '14:15:00']
      )

      // The list: times without seconds, the project with its client, a date on one line.
      const row = bodyRows(page).first()
      await row.getByRole('cell', { name: '09:30', exact: true }).waitFor()
      await row.getByRole('cell', { name: '14:15', exact: true }).waitFor()
      await row.getByRole('cell', { name: 'Acme — Website' }).waitFor()
      const [dateCell, startCell] = await row.getByRole('cell').all()
      const dayHeight = (await box(dateCell.locator(':scope > *'))).height
      assert.equal(dayHeight, (await box(startCell.locator(':scope > *'))).height)

      // A number is as tall as a text.
      await page.goto('/admin/projects/create')
      const text = await box(page.locator('.ra-input-name .MuiInputBase-root'))
      const hours = await box(page.locator('.ra-input-planned_hours .MuiInputBase-root'))
      assert.equal(hours.height, text.height)
      await closePages()
    }
  }).timeout(120_000)

  test("messages in the portal's voice, page titles and the delete dialog, in English and Dutch", async ({
    assert,
  }) => {
    for (const locale of locales) {
      const w = words[locale]
      await resetAdmins()
      await Client.query().delete()
      const { page } = await inPanel({}, locale)
      assert.equal(await titleOf(page, `${w.clients} — Hourbook`), `${w.clients} — Hourbook`)
      await page.keyboard.press('Tab')
      await page.getByRole('button', { name: w.skip }).waitFor()

      await page.goto('/admin/clients/create')
      const name = page.getByRole('textbox', { name: w.name })
      await name.fill('x')
      await name.fill('')
      await save(page)
      await page.getByText(w.nameRequired).waitFor()
      assert.equal(await name.getAttribute('aria-invalid'), 'true')
      await name.fill('Acme')
      await save(page)
      await toast(page, w.clientSaved)
      await page.waitForURL('**/admin/clients')
      const acme = await Client.findByOrFail('name', 'Acme')

      await page.goto(`/admin/clients/${acme.id}`)
      const record = locale === 'nl' ? 'Klant Acme' : 'Client Acme'
      assert.equal(await titleOf(page, `${record} — Hourbook`), `${record} — Hourbook`)

      // Timestamps on the 24-hour clock, in both languages (month first in English).
      const timestamps = page.getByText(
        locale === 'nl' ? /^\d{1,2} \S+ \d{4} \d{2}:\d{2}$/ : /^\S+ \d{1,2}, \d{4} \d{2}:\d{2}$/
      )
      await timestamps.first().waitFor()
      assert.equal(await timestamps.count(), 2)
      assert.equal(await page.getByText(/AM|PM/).count(), 0)

      await page.goto('/admin/clients')
      await bodyRows(page)
        .filter({ hasText: 'Acme' })
        .getByRole('button', { name: w.delete })
        .click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('heading', { name: w.deleteAcme }).waitFor()
      const cancel = dialog.getByRole('button', { name: w.cancel })
      const confirm = dialog.locator('.ra-confirm')
      // Cancel is the neutral choice: not the crimson of the action.
      assert.notEqual(await colorOf(cancel), await colorOf(confirm))
      assert.deepEqual(await seriousA11yViolations(page), [])
      await cancel.click()
      await dialog.waitFor({ state: 'detached' })
      assert.isNotNull(await Client.find(acme.id))

      await page.goto('/admin/users/create')
      // A new user's password is their password, not a "new" one; the asterisk marks it required.
      await page.locator('label', { hasText: new RegExp(`^${w.password}\\W*$`) }).waitFor()
      await closePages()
    }
  }).timeout(120_000)

  // Contrast is the theme's, whatever the language: one language is scanned.
  test('dark mode: the toolbar buttons and the delete buttons reach 4.5:1 on every list', async ({
    assert,
  }) => {
    const user = await createUser({ name: 'Grace Hopper' })
    const { connection } = await bookable([user], { name: 'Apollo' })
    const { page } = await inPanel({ colorScheme: 'dark' })
    for (const path of ['clients', 'projects', 'tasks', 'connections', 'time-logs', 'users']) {
      await page.goto(`/admin/${path}`)
      await page.waitForLoadState('networkidle')
      await transitionsDone(page)
      assert.deepEqual(await seriousA11yViolations(page), [], path)
    }
    await page.goto(`/admin/connections/${connection.id}`)
    await page.getByRole('button', { name: words.en.save }).waitFor()
    await transitionsDone(page)
    assert.deepEqual(await seriousA11yViolations(page), [])
  }).timeout(240_000)

  // In Dutch, whose longer words and toasts are the harder fit on a phone.
  test('phones: lists as lines without sideways scrolling, the create button clear of the pagination, toasts clear of the app bar', async ({
    assert,
  }) => {
    for (let n = 1; n <= 12; n++)
      await ClientFactory.merge({
        name: `Client with a rather long name number ${n}`,
        email: `office-${n}@a-long-domain-name.example`,
      }).create()
    const w = words.nl
    const { page } = await inPanel({ viewport: mobile }, 'nl')
    const first = 'Client with a rather long name number 1'
    await page.getByText(first, { exact: true }).waitFor()
    assert.equal(await page.locator('table').count(), 0)
    const width = await page.evaluate<number>('document.documentElement.scrollWidth')
    assert.isAtMost(width, mobile.width)

    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)')
    await transitionsDone(page)
    const create = await box(page.getByRole('link', { name: 'Toevoegen', exact: true }))
    const pagination = await box(
      page.locator('.RaPagination-root, .MuiTablePagination-root').first()
    )
    assert.isFalse(overlap(create, pagination), 'the create button covers the pagination')
    await screenshot(page, 'admin-clients-phone-nl')

    await page.getByText(first, { exact: true }).click()
    await page.getByRole('textbox', { name: w.name }).fill('Renamed client')
    await save(page)
    const saved = await box(await toast(page, w.clientSaved))
    for (const control of await page.locator('header button, header a').all()) {
      if (await control.isVisible()) assert.isFalse(overlap(saved, await box(control)))
    }
  }).timeout(120_000)

  test("desktop: a toast never covers the list's actions or the app bar", async ({ assert }) => {
    await ClientFactory.merge({ name: 'Acme' }).create()
    const { page } = await inPanel({ viewport: { width: 1366, height: 768 } })
    await bodyRows(page).filter({ hasText: 'Acme' }).getByRole('cell').first().click()
    await page.getByRole('textbox', { name: 'Name' }).fill('Acme Corp')
    await save(page)
    const saved = await box(await toast(page, 'Client saved.'))
    await page.waitForURL('**/admin/clients')
    const controls = page.locator(
      'header button, header a, .RaTopToolbar-root a, .RaTopToolbar-root button'
    )
    assert.isAbove(await controls.count(), 3)
    for (const control of await controls.all()) {
      if (await control.isVisible()) assert.isFalse(overlap(saved, await box(control)))
    }
  })
})
