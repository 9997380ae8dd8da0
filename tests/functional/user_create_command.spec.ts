import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import User from '#models/user'
import UserCreate from '#commands/user_create'
import { UserFactory } from '#database/factories/user_factory'
import { resetAppState } from '#tests/support/database'
import { breachedPasswordsUnreachable } from '#tests/support/breached_passwords'

async function userCreate(args: string[], answers: Record<string, string>) {
  const ace = await app.container.make('ace')
  ace.ui.switchMode('raw')
  const command = await ace.create(UserCreate, args)
  for (const [prompt, answer] of Object.entries(answers)) {
    command.prompt.trap(prompt).replyWith(answer)
  }
  await command.exec()
  return command
}

test.group('node ace user:create', (group) => {
  group.each.setup(() => resetAppState())

  test('creates a verified, active admin that can sign in', async ({ assert }) => {
    const command = await userCreate(
      ['--name=Grace Hopper', '--email=Grace@Example.TEST', '--admin'],
      {
        'Password': 'a-long-password',
        'Repeat the password': 'a-long-password',
      }
    )
    command.assertSucceeded()
    const user = await User.verifyCredentials('grace@example.test', 'a-long-password')
    assert.equal(user.name, 'Grace Hopper')
    assert.equal(user.role, 'admin')
    assert.isTrue(user.active)
    assert.isNotNull(user.emailVerifiedAt)
  })

  test('creates a plain user without --admin', async ({ assert }) => {
    const command = await userCreate(['--name=Ann', '--email=ann@example.test'], {
      'Password': 'a-long-password',
      'Repeat the password': 'a-long-password',
    })
    command.assertSucceeded()
    const user = await User.findByOrFail('email', 'ann@example.test')
    assert.equal(user.role, 'user')
  })

  test('refuses passwords that do not match', async ({ assert }) => {
    const command = await userCreate(['--name=Ann', '--email=ann@example.test'], {
      'Password': 'a-long-password',
      'Repeat the password': 'another-password',
    })
    command.assertFailed()
    assert.isNull(await User.findBy('email', 'ann@example.test'))
  })

  test('refuses an e-mail address that already has an account', async ({ assert }) => {
    await UserFactory.merge({ email: 'ann@example.test' }).create()
    const command = await userCreate(['--name=Ann', '--email=ANN@example.test'], {})
    command.assertFailed()
    command.assertLog(
      '[ red(error) ] An account with the e-mail address ann@example.test already exists'
    )
    assert.lengthOf(await User.query().where('email', 'ann@example.test'), 1)
  })

  test('refuses an invalid e-mail address', async () => {
    const command = await userCreate(['--name=Ann', '--email=not-an-address'], {})
    command.assertFailed()
  })

  test('refuses a password known from data leaks', async ({ assert }) => {
    const command = await userCreate(['--name=Ann', '--email=ann@example.test'], {
      'Password': 'hourbook-breached',
      'Repeat the password': 'hourbook-breached',
    })
    command.assertFailed()
    command.assertLog(
      '[ red(error) ] The password has appeared in a data leak; no account was created. Choose another'
    )
    assert.isNull(await User.findBy('email', 'ann@example.test'))
  })

  test('with BREACHED_PASSWORDS=required, refuses when the check cannot be done', async ({
    assert,
    cleanup,
  }) => {
    const unreachable = await breachedPasswordsUnreachable('required')
    cleanup(unreachable.restore)
    const command = await userCreate(['--name=Ann', '--email=ann@example.test'], {
      'Password': 'a-long-password',
      'Repeat the password': 'a-long-password',
    })
    command.assertFailed()
    command.assertLog(
      '[ red(error) ] The password could not be checked against known data leaks (HIBP_URL cannot be reached); no account was created'
    )
    assert.isNull(await User.findBy('email', 'ann@example.test'))
    assert.deepEqual(unreachable.warnings, [
      'The breached-password check could not be done; the password is refused',
    ])
  })

  test('with BREACHED_PASSWORDS=best-effort, creates the account when the check cannot be done', async ({
    assert,
    cleanup,
  }) => {
    const unreachable = await breachedPasswordsUnreachable('best-effort')
    cleanup(unreachable.restore)
    const command = await userCreate(['--name=Ann', '--email=ann@example.test'], {
      'Password': 'a-long-password',
      'Repeat the password': 'a-long-password',
    })
    command.assertSucceeded()
    assert.isNotNull(await User.findBy('email', 'ann@example.test'))
    assert.deepEqual(unreachable.warnings, [
      'The breached-password check could not be done; the password passes',
    ])
  })
})
