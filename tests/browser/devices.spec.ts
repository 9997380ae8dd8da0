import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { createUser } from '#tests/support/accounts'
import { resetAppState } from '#tests/support/database'
import { closePages, settledViolations } from './support/browser.js'
import { signedInPage } from './support/portal.js'

const rounds = [
  {
    locale: 'en',
    heading: 'Signed-in devices',
    thisDevice: 'This device',
    signOut: /^Sign out Chrom.* on .*, last seen /,
    signedOut: 'The device is signed out.',
    signOutOthers: 'Sign out all other devices',
    othersSignedOut: 'One other device is signed out.',
    firstSeen: 'Signed in',
  },
  {
    locale: 'nl',
    heading: 'Ingelogde apparaten',
    thisDevice: 'Dit apparaat',
    signOut: /^Chrom.* op .* uitloggen, laatst gezien /,
    signedOut: 'Het apparaat is uitgelogd.',
    signOutOthers: 'Alle andere apparaten uitloggen',
    othersSignedOut: 'Eén ander apparaat is uitgelogd.',
    firstSeen: 'Ingelogd',
  },
] as const

/** Whether the page's next navigation still finds it signed in. */
async function landsOn(page: Page, path: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  return new URL(page.url()).pathname
}

test.group('Signed-in devices in the browser', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => closePages())

  for (const round of rounds) {
    for (const how of ['one', 'all others'] as const) {
      test(`in ${round.locale}, signing out ${how} from Profile → Security, axe clean`, async ({
        assert,
      }) => {
        const user = await createUser({ locale: round.locale })
        const first = await signedInPage(user)
        const second = await signedInPage(user)

        await first.goto('/profile')
        const card = first.getByRole('region', { name: round.heading })
        await card.waitFor()
        const items = card.getByRole('list').first().getByRole('listitem')
        assert.equal(await items.count(), 2)
        const current = card.locator('li[data-current]')
        assert.include(await current.textContent(), round.thisDevice)
        assert.include(await current.textContent(), round.firstSeen)
        assert.include(await current.textContent(), '127.0.0.1')
        assert.deepEqual(await settledViolations(first), [])

        if (how === 'one') {
          await card.getByRole('button', { name: round.signOut }).click()
          await first.getByText(round.signedOut).waitFor()
        } else {
          await card.getByRole('button', { name: round.signOutOthers }).click()
          await first.getByText(round.othersSignedOut).waitFor()
        }
        await card.locator('li[data-device]').nth(1).waitFor({ state: 'detached' })
        assert.equal(await card.locator('li[data-device]').count(), 1)
        assert.equal(await card.getByRole('button', { name: round.signOutOthers }).count(), 0)

        // The second browser is signed out on its very next navigation; the first is not.
        assert.equal(await landsOn(second, '/dashboard'), '/login')
        assert.equal(await landsOn(first, '/dashboard'), '/dashboard')
      }).timeout(120_000)
    }
  }
})
