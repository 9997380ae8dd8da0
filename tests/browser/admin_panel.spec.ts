import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { readFile } from 'node:fs/promises'
import Client from '#models/client'
import User from '#models/user'
import { ClientFactory } from '#database/factories/client_factory'
import Connection from '#models/connection'
import Project from '#models/project'
import Task from '#models/task'
import TimeLog from '#models/time_log'
import { createUser, password } from '#tests/support/accounts'
import { bookable, daysAgo } from '#tests/support/bookable'
import { resetAppState } from '#tests/support/database'
import {
  closePages,
  desktop,
  loginAs,
  mobile,
  newPage,
  screenshot,
  seriousA11yViolations,
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
import { chooseBooking } from './support/portal.js'

test.group('Admin panel', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => closePages())

  test('a client, project, task and connection made in the panel let a user log time', async ({
    assert,
  }) => {
    const user = await createUser({ name: 'Grace Hopper' })
    const { page } = await inPanel()
    await screenshot(page, 'admin-clients-empty')

    await page.goto('/admin/clients/create')
    await page.getByLabel('Name').fill('Acme')
    await page.getByLabel('Email').fill('office@acme.test')
    await save(page)
    await page.waitForURL('**/admin/clients')
    await page.getByRole('cell', { name: 'Acme', exact: true }).waitFor()

    await page.goto('/admin/projects/create')
    await pick(page, 'Client', 'Acme')
    await page.getByLabel('Name').fill('Rocket')
    await page.getByLabel('Planned hours', { exact: true }).fill('120')
    await save(page)
    await page.waitForURL('**/admin/projects')
    await page.getByRole('cell', { name: 'Rocket', exact: true }).waitFor()

    await page.goto('/admin/tasks/create')
    await page.getByLabel('Name').fill('Engineering')
    await save(page)
    await page.waitForURL('**/admin/tasks')

    await page.goto('/admin/connections/create')
    await pick(page, 'Project', 'Rocket', 'Acme — Rocket')
    await pick(page, 'Task', 'Engineering')
    await pick(page, 'Users who may log time', 'Grace Hopper')
    await screenshot(page, 'admin-connection-create')
    await save(page)
    await page.waitForURL('**/admin/connections')
    await page.getByText('Grace Hopper').waitFor()
    await screenshot(page, 'admin-connections')

    const client = await Client.findByOrFail('name', 'Acme')
    const project = await Project.findByOrFail('name', 'Rocket')
    assert.equal(project.clientId, client.id)
    assert.equal(project.plannedHours, 120)
    const connection = await Connection.query().preload('users').firstOrFail()
    assert.deepEqual(
      connection.users.map(({ id }) => id),
      [user.id]
    )

    const portal = await newPage()
    await loginAs(portal, user.email, password)
    await portal.goto('/time-logs/create')
    await chooseBooking(portal, 'rocket', 'Engineering (Rocket — Acme)')
    const date = daysAgo(1)
    for (const [field, typed] of [
      ['Date', DateTime.fromISO(date).toFormat('MMddyyyy')],
      ['Start time', '0900'],
      ['Stop time', '1000'],
    ]) {
      await portal.getByRole('group', { name: field }).click()
      await portal.keyboard.press('Control+a')
      await portal.keyboard.type(typed)
    }
    await portal.getByRole('button', { name: 'Save' }).click()
    await portal.waitForURL('**/time-logs')
    const log = await TimeLog.findByOrFail('user_id', user.id)
    assert.equal(log.projectId, project.id)
    assert.equal(log.date, date)
    assert.equal((await Task.findOrFail(log.taskId)).name, 'Engineering')
  })

  test('a list pages, searches, sorts and exports CSV', async ({ assert }) => {
    for (let n = 1; n <= 29; n++)
      await ClientFactory.merge({ name: `Client ${String(n).padStart(2, '0')}` }).create()
    await ClientFactory.merge({ name: 'Zephyr Works', email: 'hello@zephyr.test' }).create()
    const { page } = await inPanel()
    await page.getByText('1-10 of 30').waitFor()
    assert.equal(await bodyRows(page).count(), 10)
    assert.equal(await bodyRows(page).first().getByRole('cell').first().textContent(), 'Client 01')

    await page.getByRole('button', { name: 'Name' }).click()
    await page.waitForURL(/order=DESC/)
    await bodyRows(page).first().getByRole('cell', { name: 'Zephyr Works' }).waitFor()

    await page.locator('input[name="q"]').fill('zephyr')
    await page.getByText('1-1 of 1').waitFor()
    assert.equal(await bodyRows(page).count(), 1)

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export' }).click()
    const csv = await readFile((await (await download).path())!, 'utf8')
    assert.isTrue(csv.startsWith('\uFEFF'))
    const [header, ...lines] = csv.trim().split(/\r?\n/)
    assert.equal(header, 'Name,Email,Active,Billable rate,Updated at')
    assert.lengthOf(lines, 1)
    assert.include(lines[0], 'Zephyr Works')
    assert.include(lines[0], 'hello@zephyr.test')
    assert.deepEqual(await seriousA11yViolations(page), [])
  })

  test('field errors from the server show under the fields; a 409 shows as a message', async ({
    assert,
  }) => {
    const taken = await ClientFactory.merge({ name: 'Acme' }).with('projects').create()
    const { page } = await inPanel()

    await page.goto('/admin/clients/create')
    await page.getByLabel('Name').fill('Acme')
    await page.getByLabel('Email').fill('office@acme')
    await save(page)
    const name = page.getByLabel('Name')
    await page.getByText('The name has already been taken').waitFor()
    assert.equal(await name.getAttribute('aria-invalid'), 'true')
    await page.getByText('The email field must be a valid email address').waitFor()
    assert.equal(
      await Client.query()
        .where('name', 'Acme')
        .count('* as total')
        .first()
        .then((row) => Number(row!.$extras.total)),
      1
    )
    await screenshot(page, 'admin-client-422')
    assert.deepEqual(await seriousA11yViolations(page), [])

    await page.goto('/admin/clients')
    const row = bodyRows(page).filter({ hasText: 'Acme' })
    await row.getByRole('button', { name: 'Delete' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await page
      .getByText(
        'This client still has projects. Delete or move them first, or deactivate the client.'
      )
      .waitFor()
    await screenshot(page, 'admin-client-409')
    assert.isNotNull(await Client.find(taken.id))
  })

  test('the time log form offers only the tasks connected to the chosen project', async ({
    assert,
  }) => {
    const user = await createUser({ name: 'Grace Hopper' })
    const apollo = await bookable([user], { name: 'Apollo' })
    await apollo.task.merge({ name: 'Design' }).save()
    const zeus = await bookable([user], { name: 'Zeus' })
    await zeus.task.merge({ name: 'Support' }).save()
    const { page } = await inPanel()
    await page.goto('/admin/time-logs/create')
    assert.isTrue(await page.getByRole('combobox', { name: 'Task', exact: true }).isDisabled())
    await pick(page, 'Project', 'Zeus', `${zeus.client.name} — Zeus`)
    await page.getByRole('combobox', { name: 'Task', exact: true }).click()
    await page.getByRole('option', { name: 'Support' }).waitFor()
    assert.deepEqual(await page.getByRole('option').allTextContents(), ['Support'])
    await page.getByRole('option', { name: 'Support' }).click()
    await pick(page, 'User', 'Grace Hopper')
    await typeInPicker(page, 'Date', typedDate(daysAgo(2), 'en'))
    await typeInPicker(page, 'Start', '1300')
    await typeInPicker(page, 'Stop', '1200')
    await save(page)
    await page.getByText('The stop time must be after the start time').waitFor()
    await typeInPicker(page, 'Stop', '1430')
    await save(page)
    await page.waitForURL('**/admin/time-logs')
    const log = await TimeLog.findByOrFail('user_id', user.id)
    assert.deepEqual(
      [log.projectId, log.taskId, log.date, log.startTime, log.stopTime],
      [zeus.project.id, zeus.task.id, daysAgo(2), '13:00:00', '14:30:00']
    )
  })

  test('deactivating a user in the panel signs them out of the portal', async ({ assert }) => {
    const user = await createUser({ name: 'Grace Hopper' })
    const portal = await newPage()
    await loginAs(portal, user.email, password)
    const { page } = await inPanel()
    await page.goto('/admin/users')
    await bodyRows(page).filter({ hasText: 'Grace Hopper' }).getByRole('cell').first().click()
    await page.waitForURL(`**/admin/users/${user.id}`)
    const active = page.locator('input[name="active"]')
    assert.isTrue(await active.isChecked())
    await active.uncheck()
    await save(page)
    await page.waitForURL('**/admin/users')
    await user.refresh()
    assert.isFalse(user.active)
    await portal.goto('/dashboard')
    await portal.waitForURL('**/login')
  })

  test("an administrator's own record keeps its address, password and role out of reach", async ({
    assert,
  }) => {
    const { admin, page } = await inPanel()
    await page.goto(`/admin/users/${admin.id}`)
    const email = page.locator('input[name="email"]')
    await email.waitFor()
    assert.isFalse(await email.isEditable())
    assert.isFalse(await page.locator('input[name="active"]').isEditable())
    assert.equal(await page.locator('input[name="password"]').count(), 0)
    await page.getByText(/your password on your profile/).waitFor()
    assert.deepEqual(await seriousA11yViolations(page), [])
    await screenshot(page, 'admin-own-user-record')

    // The name still changes.
    await page.locator('input[name="name"]').fill('Ada Lovelace')
    await save(page)
    await page.waitForURL('**/admin/users')
    await admin.refresh()
    assert.equal(admin.name, 'Ada Lovelace')
  })

  test('Dutch and dark: the panel follows the language and theme, and switches them', async ({
    assert,
  }) => {
    const { page, admin } = await inPanel({ colorScheme: 'dark' }, 'nl')
    await page.getByRole('heading', { name: 'Klanten', exact: true }).waitFor()
    // Informal, as the portal: react-admin's own Dutch says "u".
    await page.getByText('Wil je er een toevoegen?').waitFor()
    assert.equal(await page.evaluate('document.documentElement.dataset.theme'), 'dark')
    assert.equal(await page.evaluate('document.documentElement.lang'), 'nl')
    await page.getByRole('link', { name: 'Terug naar het portaal' }).waitFor()
    assert.deepEqual(await seriousA11yViolations(page), [])
    await page.goto('/admin/projects/create')
    await page.getByLabel('Geplande uren', { exact: true }).waitFor()
    await transitionsDone(page)
    assert.deepEqual(await seriousA11yViolations(page), [])

    await page.getByRole('button', { name: 'Thema: Systeem' }).click()
    await page.getByRole('menuitemradio', { name: 'Licht' }).click()
    assert.equal(await page.evaluate('document.documentElement.dataset.theme'), 'light')
    assert.equal(await page.evaluate("localStorage.getItem('hourbook.theme')"), 'light')

    const saved = page.waitForResponse((response) => response.url().endsWith('/locale'))
    await page.getByRole('button', { name: 'Nederlands' }).click()
    await page.getByRole('menuitem', { name: 'English' }).click()
    await saved
    await page.getByLabel('Planned hours', { exact: true }).waitFor()
    await admin.refresh()
    assert.equal(admin.locale, 'en')
  })

  // Layout is the same in either theme: English in light and Dutch in dark show both of each.
  test('screenshots: desktop and mobile, light and dark, English and Dutch; phones never scroll sideways', async ({
    assert,
  }) => {
    const user = await createUser({ name: 'Grace Hopper' })
    const { connection } = await bookable([user], { name: 'Apollo' })
    for (const [locale, colorScheme] of [
      ['en', 'light'],
      ['nl', 'dark'],
    ] as const) {
      await resetAdmins()
      const { page } = await inPanel({ colorScheme }, locale)
      for (const [size, viewport] of [
        ['desktop', desktop],
        ['mobile', mobile],
      ] as const) {
        await page.setViewportSize(viewport)
        for (const path of ['/admin/projects', `/admin/connections/${connection.id}`]) {
          await page.goto(path)
          await page.waitForLoadState('networkidle')
          await transitionsDone(page)
          await screenshot(page, `admin-${path.split('/')[2]}-${locale}-${colorScheme}-${size}`)
          // Wide lists scroll within their own box; the page itself keeps the screen's width.
          const pageWidth = await page.evaluate<number>('document.documentElement.scrollWidth')
          assert.isAtMost(pageWidth, viewport.width, `${path} at ${size}`)
        }
        if (size === 'mobile') {
          // A phone's bar shows the language as a flag, and a form's fields take its width.
          const language = locale === 'nl' ? 'Taal: Nederlands' : 'Language: English'
          await page.getByRole('button', { name: language }).waitFor()
          const fieldWidths = await page.evaluate<number[]>(
            "[...document.querySelectorAll('.RaEdit-main .ra-input')].map((field) => field.getBoundingClientRect().width)"
          )
          assert.isNotEmpty(fieldWidths)
          for (const width of fieldWidths) assert.isAbove(width, viewport.width * 0.8)
        }
      }
      await closePages()
    }
  }).timeout(300_000)
})

/** Removes the administrators of an earlier round, so the next one starts afresh. */
async function resetAdmins() {
  await User.query().where('role', 'admin').delete()
}
