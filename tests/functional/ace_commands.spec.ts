import { spawn } from 'node:child_process'
import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import app from '@adonisjs/core/services/app'
import User from '#models/user'
import { resetAppState } from '#tests/support/database'
import { createUser } from '#tests/support/accounts'
import { mailbox } from '#tests/support/mailbox'

type Finished = { code: number | null; signal: NodeJS.Signals | null; output: string }

/**
 * Runs `node ace ...args` in its own process, with this run's environment (its database, and
 * REDIS_URL when the run has one), answering each prompt as it appears. A command still running
 * after `limitSeconds` is killed.
 */
const limitSeconds = 60

function ace(args: string[], answers: [prompt: string, answer: string][] = []) {
  return new Promise<Finished>((resolve) => {
    const child = spawn(process.execPath, ['ace', ...args], { cwd: app.appRoot, stdio: 'pipe' })
    const killer = setTimeout(() => child.kill('SIGKILL'), limitSeconds * 1000)
    const pending = [...answers]
    let output = ''
    let answeredUpTo = 0
    const read = (chunk: Buffer) => {
      output += chunk
      if (pending.length && output.indexOf(pending[0][0], answeredUpTo) !== -1) {
        answeredUpTo = output.length
        child.stdin.write(`${pending.shift()![1]}\r`)
      }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.once('exit', (code, signal) => {
      clearTimeout(killer)
      resolve({ code, signal, output })
    })
  })
}

function assertExitedCleanly(assert: Assert, args: string[], { code, signal, output }: Finished) {
  const what = signal ? `was still running after ${limitSeconds} s` : `exited ${code}`
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
      'Please submit your week of 15 November to 21 November'
    )
  }).timeout(90_000)
})
