import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Connection from '#models/connection'
import { TaskFactory } from '#database/factories/task_factory'
import { createUser } from '#tests/support/accounts'
import { bookable } from '#tests/support/bookable'
import { resetAppState } from '#tests/support/database'
import { closePages, mobile, screenshot, settledViolations } from './support/browser.js'
import { inPanel, pick } from './support/admin.js'

/** A project of the client with two tasks nobody has yet. */
async function twoTaskProject(client: string, name: string) {
  const booking = await bookable([], { name })
  await booking.client.merge({ name: client }).save()
  const second = await TaskFactory.create()
  await Connection.create({ projectId: booking.project.id, taskId: second.id, active: true })
  return booking
}

async function pairCount() {
  const [{ count }] = await db.from('connection_user').count('* as count')
  return Number(count)
}

test.group('Admin panel: access in bulk', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => closePages())

  test('a project with all and future tasks is granted to two people at once and revoked', async ({
    assert,
  }) => {
    await createUser({ name: 'Ann Archer' })
    await createUser({ name: 'Bob Baker' })
    await twoTaskProject('Acme', 'Website')
    // Another client's project of the same name, told apart by its client.
    await twoTaskProject('Globex', 'Website')
    for (const [viewport, colorScheme] of [
      [{ width: 1366, height: 800 }, 'light'],
      [mobile, 'light'],
      [mobile, 'dark'],
    ] as const) {
      const { page } = await inPanel({ viewport, colorScheme })
      await page.goto('/admin/access')
      await page.getByRole('heading', { name: 'Grant or revoke whole projects' }).waitFor()
      await page.getByText('Nobody has access to any project yet.').waitFor()

      await pick(page, 'People', 'Ann', 'Ann Archer')
      await pick(page, 'People', 'Bob', 'Bob Baker')
      const projects = page.getByRole('combobox', { name: 'Projects' })
      await projects.click()
      await projects.fill('Web')
      await page.getByRole('option', { name: 'Globex — Website' }).waitFor()
      assert.deepEqual(await page.getByRole('option').allTextContents(), [
        'Acme — Website',
        'Globex — Website',
      ])
      await page.getByRole('option', { name: 'Acme — Website', exact: true }).click()
      const future = page.getByRole('checkbox', { name: 'Also the tasks these projects get later' })
      assert.isTrue(await future.isChecked())
      await page.getByRole('button', { name: 'Grant', exact: true }).click()
      await page.getByRole('alert').filter({ hasText: 'Access granted: 4 new' }).waitFor()
      assert.equal(await pairCount(), 4)

      // By person: each of them has both tasks of the project, and its future ones.
      const list = page.getByRole('list').filter({ has: page.getByRole('heading', { level: 3 }) })
      const people = list.getByRole('listitem')
      await people.filter({ hasText: 'Ann Archer' }).waitFor()
      assert.deepEqual(await list.getByRole('heading', { level: 3 }).allTextContents(), [
        'Ann Archer',
        'Bob Baker',
      ])
      for (const person of ['Ann Archer', 'Bob Baker']) {
        assert.equal(
          await people.filter({ hasText: person }).locator('.MuiChip-label').textContent(),
          'Acme — Website: 2 of 2 tasks, and future tasks'
        )
      }
      assert.deepEqual(await settledViolations(page), [])
      await screenshot(page, `admin-access-by-person-${viewport.width}-${colorScheme}`)

      // By project: the project, with both people.
      await page.getByRole('button', { name: 'By project' }).click()
      await list.getByRole('heading', { name: 'Acme — Website', level: 3 }).waitFor()
      assert.deepEqual(await list.locator('.MuiChip-label').allTextContents(), [
        'Ann Archer: 2 of 2 tasks, and future tasks',
        'Bob Baker: 2 of 2 tasks, and future tasks',
      ])
      assert.deepEqual(await settledViolations(page), [])

      await page.getByRole('button', { name: 'Revoke', exact: true }).click()
      await page.getByRole('alert').filter({ hasText: 'Access revoked: 4' }).waitFor()
      await page.getByText('Nobody has access to any project yet.').waitFor()
      assert.equal(await pairCount(), 0)
      await closePages()
      await db.from('users').where('role', 'admin').delete()
    }
  }).timeout(180_000)
})
