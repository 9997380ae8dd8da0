import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Page } from 'playwright-core'
import Client from '#models/client'
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

/** An administrator in the panel, past the password confirmation. */
async function inPanel(options: Parameters<typeof newPage>[0] = {}, locale: 'en' | 'nl' = 'en') {
  const admin = await createUser({ role: 'admin', name: 'Ada Admin', locale })
  const page = await newPage(options)
  page.on('console', (m) => console.log('CONSOLE', m.text()))
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message))
  await loginAs(page, admin.email, password)
  await page.goto('/admin')
  await page.waitForURL('**/confirm-password')
  await page.getByLabel(/^(Password|Wachtwoord)/).first().fill(password)
  await page.getByRole('button', { name: /^(Confirm|Bevestigen)$/ }).click()
  await page.waitForURL('**/admin/clients')
  return { admin, page }
}

/** Picks an option of a react-admin autocomplete by typing part of it. */
async function pick(page: Page, label: string, option: string) {
  const field = page.getByRole('combobox', { name: label })
  await field.click()
  await field.fill(option)
  await page.getByRole('option', { name: option, exact: true }).click()
}

async function save(page: Page) {
  await page.getByRole('button', { name: /^(Save|Opslaan)$/ }).click()
}

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
    await page.getByLabel('Planned hours').fill('120')
    await save(page)
    await page.waitForURL('**/admin/projects')
    await page.getByRole('cell', { name: 'Rocket', exact: true }).waitFor()

    await page.goto('/admin/tasks/create')
    await page.getByLabel('Name').fill('Engineering')
    await save(page)
    await page.waitForURL('**/admin/tasks')

    await page.goto('/admin/connections/create')
    await pick(page, 'Project', 'Rocket')
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
    await portal.getByRole('combobox', { name: 'Project' }).click()
    await portal.getByRole('option', { name: 'Rocket — Acme' }).click()
    await portal.getByRole('combobox', { name: 'Task' }).click()
    await portal.getByRole('option', { name: 'Engineering' }).click()
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
})
