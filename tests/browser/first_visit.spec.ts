import { test } from '@japa/runner'
import { createUser } from '#tests/support/accounts'
import { resetAppState } from '#tests/support/database'
import { closePages, seriousA11yViolations } from './support/browser.js'
import { signedInPage } from './support/portal.js'

test.group('First visit', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => closePages())

  test('a new user without access is welcomed and told an administrator must give it', async ({
    assert,
  }) => {
    const user = await createUser({ name: 'Nina Newcomer' })
    const page = await signedInPage(user)

    const greeting = page.getByRole('heading', { level: 2 }).first()
    await greeting.waitFor()
    assert.equal(await greeting.textContent(), 'Welcome, Nina Newcomer!')
    assert.equal(
      await page.getByRole('main').getByRole('alert').textContent(),
      'You cannot log time yet: ask an administrator to give you access to a project.'
    )
    assert.deepEqual(await seriousA11yViolations(page), [])
  })
})
