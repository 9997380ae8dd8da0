import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import SecurityEvent from '#models/security_event'
import { createUser } from '#tests/support/accounts'
import { resetAppState } from '#tests/support/database'
import { freePort, startServerProcess } from '#tests/support/app_server'
import { closePages, mobile, newPage, settledViolations } from './support/browser.js'
import { signedInPage } from './support/portal.js'
import { inPanel, transitionsDone } from './support/admin.js'

const rounds = [
  {
    locale: 'en',
    heading: 'Security events',
    signedIn: 'Signed in',
    roleChanged: 'Role changed',
    byAdministrator: 'By an administrator',
    older: 'Older events',
    newer: 'Newer events',
    // Month first in English; 23:30 UTC is 08:30 the next morning in Tokyo.
    moment: 'December 1, 2025 08:30',
  },
  {
    locale: 'nl',
    heading: 'Beveiligingsgebeurtenissen',
    signedIn: 'Ingelogd',
    roleChanged: 'Rol gewijzigd',
    byAdministrator: 'Door een beheerder',
    older: 'Oudere gebeurtenissen',
    newer: 'Nieuwere gebeurtenissen',
    moment: '1 december 2025 08:30',
  },
] as const

test.group('Security events in the browser', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => closePages())

  for (const round of rounds) {
    test(`the Profile's security events card in ${round.locale}, paged, axe clean`, async ({
      assert,
    }) => {
      const user = await createUser({ locale: round.locale, timezone: 'Asia/Tokyo' })
      const admin = await createUser({ role: 'admin' })
      await SecurityEvent.create({
        kind: 'role_changed',
        userId: user.id,
        actorId: admin.id,
        ip: '203.0.113.9',
        userAgent: 'Mozilla/5.0 Firefox/133.0',
        createdAt: DateTime.fromISO('2025-11-30T23:30:00Z'),
      })
      for (let index = 0; index < 20; index++) {
        await SecurityEvent.create({
          kind: 'sign_in',
          userId: user.id,
          createdAt: DateTime.fromISO('2025-12-02T10:00:00Z').plus({ minutes: index }),
        })
      }
      const page = await signedInPage(user)
      await page.goto('/profile')
      const card = page.getByRole('region', { name: round.heading })
      await card.waitFor()
      const items = card.getByRole('listitem')
      assert.equal(await items.count(), 20)
      // The newest first: this sign-in.
      assert.include(await items.first().textContent(), round.signedIn)
      assert.deepEqual(await settledViolations(page), [])

      await card.getByRole('button', { name: round.older }).click()
      const roleChange = card.locator('li[data-kind="role_changed"]')
      await roleChange.waitFor()
      const text = (await roleChange.textContent()) ?? ''
      assert.include(text, round.roleChanged)
      assert.include(text, round.byAdministrator)
      // The browser named from its user agent, as the devices list names it.
      assert.include(text, '203.0.113.9 · Firefox 133')
      assert.notInclude(text, 'Mozilla')
      assert.include(text, round.moment)
      assert.include(text, '203.0.113.9')
      assert.isTrue(await card.getByRole('button', { name: round.older }).isDisabled())
      assert.deepEqual(await settledViolations(page), [])

      await page.setViewportSize(mobile)
      assert.deepEqual(await settledViolations(page), [])
      await card.getByRole('button', { name: round.newer }).click()
      await card.locator('li[data-kind="role_changed"]').waitFor({ state: 'detached' })
      assert.equal(await items.count(), 20)
    }).timeout(120_000)
  }

  test("the admin panel lists everyone's security events, axe clean", async ({ assert }) => {
    const person = await createUser({ name: 'Grace Hopper' })
    await SecurityEvent.create({ kind: 'password_changed', userId: person.id, ip: '203.0.113.9' })
    await SecurityEvent.create({ kind: 'sign_in_failed', userId: null, email: 'who@example.test' })
    const { page } = await inPanel()
    await page.goto('/admin/security-events')
    await page.getByRole('heading', { name: 'Security events' }).waitFor()
    await page.getByText('Grace Hopper').first().waitFor()
    await page.getByText('Password changed').first().waitFor()
    assert.isTrue(await page.getByText('who@example.test (No account)').first().isVisible())
    await transitionsDone(page)
    assert.deepEqual(await settledViolations(page), [])
  }).timeout(120_000)

  test('with REGISTRATION=closed the login page offers no registration', async ({
    assert,
    cleanup,
  }) => {
    const server = await startServerProcess(await freePort(), 'registration-closed.log', {
      REGISTRATION: 'closed',
    })
    cleanup(() => {
      server.child.kill('SIGTERM')
    })
    const page = await newPage({ baseURL: server.baseUrl })
    await page.goto('/login')
    await page.getByRole('button', { name: 'Log in' }).waitFor()
    assert.equal(await page.getByRole('link', { name: 'No account yet?' }).count(), 0)
    assert.equal(await page.locator('a[href="/register"]').count(), 0)

    const open = await newPage()
    await open.goto('/login')
    await open.getByRole('link', { name: 'No account yet?' }).waitFor()
  }).timeout(120_000)
})
