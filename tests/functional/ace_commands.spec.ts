import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import User from '#models/user'
import { resetAppState } from '#tests/support/database'
import { createUser } from '#tests/support/accounts'
import { mailbox } from '#tests/support/mailbox'
import { ace, aceLimitSeconds, type Finished } from '#tests/support/ace'

function assertExitedCleanly(assert: Assert, args: string[], { code, signal, output }: Finished) {
  const what = signal ? `was still running after ${aceLimitSeconds} s` : `exited ${code}`
  assert.equal(code, 0, `node ace ${args.join(' ')} ${what}:\n${output.slice(-3000)}`)
}

const withRedis = process.env.REDIS_URL ? ' with REDIS_URL set' : ''

test.group(`Ace commands exit on their own${withRedis}`, (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => resetAppState())

  for (const args of [['migration:run', '--force'], ['codegen'], ['list']]) {
    test(`node ace ${args.join(' ')}`, async ({ assert }) => {
      assertExitedCleanly(assert, args, await ace(args))
    }).timeout(90_000)
  }

  test('node ace db:seed', async ({ assert }) => {
    const args = ['db:seed']
    assertExitedCleanly(assert, args, await ace(args))
    assert.isNotNull(await User.findBy('email', 'admin@hourbook.test'))
  }).timeout(90_000)

  test('node ace user:create', async ({ assert }) => {
    const args = ['user:create', '--name=Ada Lovelace', '--email=ada@example.test', '--admin']
    const finished = await ace(args, [
      ['Password', 'a-long-password'],
      ['Repeat the password', 'a-long-password'],
    ])
    assertExitedCleanly(assert, args, finished)
    const user = await User.verifyCredentials('ada@example.test', 'a-long-password')
    assert.equal(user.role, 'admin')
  }).timeout(90_000)

  test('node ace reminders:send', async ({ assert }) => {
    mailbox.clear()
    await createUser({ email: 'ann@example.test' })
    const args = ['reminders:send', '--now=2026-11-23T12:00:00Z']
    const finished = await ace(args)
    assertExitedCleanly(assert, args, finished)
    assert.include(finished.output, 'Sent 1 reminder', finished.output)
    assert.equal(
      (await mailbox.latest('ann@example.test')).subject,
      'Please submit your week of November 16 to November 22'
    )
  }).timeout(90_000)
})
