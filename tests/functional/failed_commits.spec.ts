import { execFileSync, spawnSync } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs'
import { basename } from 'node:path'
import Database from 'better-sqlite3'
import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import TimeLog from '#models/time_log'
import WebhookDelivery from '#models/webhook_delivery'
import WebhookEndpoint from '#models/webhook_endpoint'
import { webhookEvents } from '#shared/webhook_events'
import { newWebhookSecret } from '#services/webhooks/signature'
import { userTokenAbilities } from '#shared/token_abilities'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { json, signedInAdmin } from '#tests/support/admin'
import { bookable, daysAgo } from '#tests/support/bookable'
import { freePort, startServerProcess } from '#tests/support/app_server'

const onPostgres = db.connection().dialect.name === 'postgres'
const unavailable = {
  en: 'The service is briefly unavailable. Please try again in a moment.',
  nl: 'De dienst is even niet beschikbaar. Probeer het zo opnieuw.',
}

/**
 * Makes every COMMIT that wrote a time log do `action`: a deferred constraint trigger runs at
 * COMMIT, after the app's last statement succeeded. Returns the undo (the function outlives the
 * tables a fresh migration drops, hence OR REPLACE).
 */
async function atCommitOfTimeLogs(action: string) {
  await db.rawQuery(
    `CREATE OR REPLACE FUNCTION fail_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${action}; RETURN NULL; END $$`
  )
  await db.rawQuery('DROP TRIGGER IF EXISTS fail_at_commit ON time_logs')
  await db.rawQuery(
    `CREATE CONSTRAINT TRIGGER fail_at_commit AFTER INSERT OR UPDATE ON time_logs
     DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION fail_at_commit()`
  )
  return async () => {
    await db.rawQuery('DROP TRIGGER IF EXISTS fail_at_commit ON time_logs')
    await db.rawQuery('DROP FUNCTION IF EXISTS fail_at_commit()')
  }
}

async function signedInWithBookable(locale: 'en' | 'nl' = 'en') {
  const user = await createUser({ locale })
  const { project, task } = await bookable([user])
  const agent = new Agent()
  await agent.login(user.email, password)
  const fields = { project_id: project.id, task_id: task.id, date: daysAgo(1) }
  return { user, agent, fields: { ...fields, start_time: '09:00', stop_time: '10:00' } }
}

test.group('A failed COMMIT is never acknowledged (PostgreSQL)', (group) => {
  group.each.setup(() => resetAppState())

  test('a deferred constraint failing at COMMIT answers 503 on every path, and nothing is stored', async ({
    assert,
    cleanup,
  }) => {
    const { user, agent, fields } = await signedInWithBookable()
    const nl = await signedInWithBookable('nl')
    await WebhookEndpoint.create({
      url: 'https://hooks.example.com/hourbook',
      description: null,
      events: [...webhookEvents],
      secret: newWebhookSecret(),
      active: true,
    })
    cleanup(await atCommitOfTimeLogs(`RAISE EXCEPTION 'refused at commit'`))

    const created = await json(agent, 'POST', '/api/time-logs', fields)
    assert.equal(created.status, 503)
    assert.deepEqual(created.json, { message: unavailable.en, code: 'E_SERVICE_UNAVAILABLE' })
    const inDutch = await json(nl.agent, 'POST', '/api/time-logs', nl.fields)
    assert.deepEqual(inDutch.json, { message: unavailable.nl, code: 'E_SERVICE_UNAVAILABLE' })

    const form = await agent.asInertia().post('/time-logs', fields)
    assert.equal(form.status, 503)
    assert.equal(form.json.component, 'errors/show')
    assert.equal(form.json.props.status, 503)
    assert.notInclude(form.text, 'refused at commit')

    const stopped = await json(agent, 'POST', '/api/timer', {
      project_id: fields.project_id,
      task_id: fields.task_id,
    })
    assert.equal(stopped.status, 201)
    const stop = await json(agent, 'POST', '/api/timer/stop', fields)
    assert.equal(stop.status, 503)
    assert.isNotNull((await json(agent, 'GET', '/api/timer')).json.data)

    const admin = await signedInAdmin()
    const byAdmin = await json(admin.agent, 'POST', '/api/admin/time-logs', {
      ...fields,
      user_id: user.id,
    })
    assert.equal(byAdmin.status, 503)
    assert.equal(byAdmin.json.code, 'E_SERVICE_UNAVAILABLE')

    assert.lengthOf(await TimeLog.all(), 0)
    // Only the timer's start committed: no write whose COMMIT failed queued a webhook.
    const queued = await WebhookDelivery.all()
    assert.deepEqual(
      queued.map((delivery) => delivery.event),
      ['timer.started']
    )
  }).skip(!onPostgres, 'runs on PostgreSQL (DB_CONNECTION=pg)')

  test('a connection lost at COMMIT answers 503, not 201', async ({ assert, cleanup }) => {
    const { agent, fields } = await signedInWithBookable()
    cleanup(await atCommitOfTimeLogs('PERFORM pg_terminate_backend(pg_backend_pid())'))

    const created = await json(agent, 'POST', '/api/time-logs', fields)
    assert.equal(created.status, 503)
    assert.deepEqual(created.json, { message: unavailable.en, code: 'E_SERVICE_UNAVAILABLE' })
    assert.lengthOf(await TimeLog.all(), 0)
  }).skip(!onPostgres, 'runs on PostgreSQL (DB_CONNECTION=pg)')
})

const isRoot = process.getuid?.() === 0

/** A filesystem of `size` mounted at `directory` (a tmpfs: mounting needs root). */
function mountSmallDisk(directory: string, size: string) {
  mkdirSync(directory, { recursive: true })
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', directory])
  return () => {
    execFileSync('umount', ['--lazy', directory])
  }
}

/** Writes zeros into a file until the filesystem is full. */
function fillDisk(file: string) {
  const block = Buffer.alloc(64 * 1024)
  try {
    for (;;) writeFileSync(file, block, { flag: 'a' })
  } catch {}
  try {
    for (;;) writeFileSync(file, block.subarray(0, 512), { flag: 'a' })
  } catch {}
}

type CreateAnswer = { index: number; status: number; body: unknown }

/**
 * A production server on a copy of the test database at `file`, with a user whose access token
 * creates time logs: `create(index)` sends the index'th, its comment naming the index.
 */
async function serverOnCopy(file: string, logName: string, cleanup: (fn: () => void) => void) {
  const user = await createUser()
  const { project, task } = await bookable([user])
  const token = await User.accessTokens.create(user, [...userTokenAbilities])
  await db.rawQuery(`VACUUM INTO '${file}'`)

  const server = await startServerProcess(await freePort(), logName, {
    DB_CONNECTION: 'sqlite',
    SQLITE_PATH: file,
    LOG_LEVEL: 'error',
  })
  cleanup(() => {
    server.child.kill('SIGKILL')
  })

  const create = async (index: number): Promise<CreateAnswer> => {
    const response = await fetch(`${server.baseUrl}/api/time-logs`, {
      method: 'POST',
      headers: {
        'Accept': 'application/json',
        'Content-Type': 'application/json',
        'Authorization': `Bearer ${token.value!.release()}`,
      },
      body: JSON.stringify({
        project_id: project.id,
        task_id: task.id,
        date: daysAgo(1 + Math.floor(index / 20)),
        start_time: `${String(index % 20).padStart(2, '0')}:00`,
        stop_time: `${String(index % 20).padStart(2, '0')}:30`,
        comments: `create ${index} ${'x'.repeat(150)}`,
      }),
    })
    return { index, status: response.status, body: await response.json() }
  }
  return { server, create }
}

/** The creates whose logs the SQLite database at `file` holds, by their comments. */
function storedCreates(file: string) {
  const stored = new Database(file)
  const comments = new Set(
    (stored.prepare('SELECT comments FROM time_logs').all() as { comments: string }[]).map((row) =>
      row.comments.split(' ').slice(0, 2).join(' ')
    )
  )
  stored.close()
  return comments
}

/**
 * Every create answered 201 is stored; every other one answered 503 with the generic message
 * and is not, unless it was `inDoubt`; the server logged the refusals at error level with their
 * cause.
 */
function assertAcknowledgedStored(
  assert: Assert,
  answers: CreateAnswer[],
  stored: Set<string>,
  log: string,
  cause: string,
  inDoubt: (index: number) => boolean = () => false
) {
  const refused = answers.filter((answer) => answer.status !== 201)
  assert.isAbove(refused.length, 0, 'no create was refused')
  for (const answer of answers) {
    if (answer.status === 201) {
      assert.isTrue(stored.has(`create ${answer.index}`), `create ${answer.index} was lost`)
    } else {
      assert.equal(answer.status, 503)
      assert.deepEqual(answer.body, { message: unavailable.en, code: 'E_SERVICE_UNAVAILABLE' })
      if (!inDoubt(answer.index)) {
        assert.isFalse(stored.has(`create ${answer.index}`), `create ${answer.index} was stored`)
      }
    }
  }
  assert.match(log, /"level":50.*E_SERVICE_UNAVAILABLE|E_SERVICE_UNAVAILABLE.*"level":50/)
  assert.include(log, cause)
}

/** /health reuses its answer for a second: the one after that is the database's state now. */
async function assertUnhealthy(assert: Assert, baseUrl: string) {
  await new Promise((resolve) => setTimeout(resolve, 1100))
  const health = await fetch(`${baseUrl}/health`)
  assert.equal(health.status, 503, 'GET /health answered 200')
  assert.equal(((await health.json()) as { database: string }).database, 'unwritable')
}

test.group('A failed COMMIT is never acknowledged (SQLite on a full disk)', (group) => {
  group.each.setup(() => resetAppState())

  test('every create answered 201 is stored, and every refused one answered 503 and is not', async ({
    assert,
    cleanup,
  }) => {
    const disk = app.tmpPath('failed-commits-disk')
    const file = `${disk}/hourbook.sqlite3`
    const filler = `${disk}/filler`
    cleanup(mountSmallDisk(disk, '4m'))
    const { server, create } = await serverOnCopy(file, 'failed-commits-server.log', cleanup)

    const answers = []
    for (let index = 0; index < 10; index++) answers.push(await create(index))
    fillDisk(filler)
    await assertUnhealthy(assert, server.baseUrl)
    const burst = Array.from({ length: 10 }, (_, offset) => create(10 + offset))
    answers.push(...(await Promise.all(burst)))
    // Space comes back a few pages at a time (more than the rate limiter's write takes): at some
    // point that small write fits but the create's COMMIT does not.
    let created = 0
    for (let index = 20; index < 320 && created < 10; index++) {
      const answer = await create(index)
      answers.push(answer)
      if (answer.status === 201) created++
      truncateSync(filler, Math.max(0, statSync(filler).size - 16 * 1024))
    }
    server.child.kill('SIGKILL')
    await server.exited

    const acknowledged = answers.filter((answer) => answer.status === 201)
    assert.isAtLeast(acknowledged.length, 20, 'too few creates succeeded')
    assertAcknowledgedStored(
      assert,
      answers,
      storedCreates(file),
      readFileSync(app.tmpPath('failed-commits-server.log'), 'utf8'),
      'COMMIT; - database or disk is full'
    )
  }).skip(onPostgres || !isRoot, 'runs on SQLite as root (to mount a small tmpfs)')
})

/** Whether this machine can attach a file as a loop device and make an ext4 file system on it. */
const loopDevicesPossible =
  isRoot &&
  existsSync('/dev/loop-control') &&
  spawnSync('losetup', ['--version']).status === 0 &&
  spawnSync('mkfs.ext4', ['-V']).status === 0

/**
 * An ext4 file system on a loop device, mounted at `directory` with `errors=remount-ro`, as a
 * server's disk usually is: `turnReadOnly()` raises a file system error, upon which the kernel
 * makes it read-only under the open files (a plain remount refuses while a file is open for
 * writing).
 */
function mountExt4(directory: string) {
  const image = `${directory}.img`
  mkdirSync(directory, { recursive: true })
  writeFileSync(image, '')
  truncateSync(image, 32 * 1024 * 1024)
  execFileSync('mkfs.ext4', ['-q', '-F', image])
  const device = execFileSync('losetup', ['--find', '--show', image], { encoding: 'utf8' }).trim()
  execFileSync('mount', ['-o', 'errors=remount-ro', device, directory])
  return {
    turnReadOnly() {
      writeFileSync(`/sys/fs/ext4/${basename(device)}/trigger_fs_error`, '1')
    },
    unmount() {
      spawnSync('umount', [directory])
      spawnSync('losetup', ['--detach', device])
      rmSync(image, { force: true })
    },
  }
}

test.group(
  'A failed COMMIT is never acknowledged (SQLite on a file system turned read-only)',
  (group) => {
    group.each.setup(() => resetAppState())

    test('every create answered 201 is stored, and every one after is refused with 503', async ({
      assert,
      cleanup,
    }) => {
      const disk = app.tmpPath('read-only-disk')
      const file = `${disk}/hourbook.sqlite3`
      const filesystem = mountExt4(disk)
      cleanup(() => filesystem.unmount())
      const { server, create } = await serverOnCopy(file, 'read-only-server.log', cleanup)

      const answers = []
      for (let index = 0; index < 10; index++) answers.push(await create(index))
      // Creates under way while the file system turns read-only, then some after.
      const underWay = Array.from({ length: 10 }, (_, offset) => create(10 + offset))
      await new Promise((resolve) => setTimeout(resolve, 5))
      filesystem.turnReadOnly()
      answers.push(...(await Promise.all(underWay)))
      const after = []
      for (let index = 20; index < 30; index++) after.push(await create(index))
      answers.push(...after)
      await assertUnhealthy(assert, server.baseUrl)
      server.child.kill('SIGKILL')
      await server.exited

      // The committed writes are in the file and its WAL: read a copy of both.
      const copy = app.tmpPath('read-only-copy.sqlite3')
      rmSync(`${copy}-wal`, { force: true })
      rmSync(`${copy}-shm`, { force: true })
      copyFileSync(file, copy)
      if (existsSync(`${file}-wal`)) copyFileSync(`${file}-wal`, `${copy}-wal`)
      assert.deepEqual(
        after.map((answer) => answer.status),
        after.map(() => 503)
      )
      assertAcknowledgedStored(
        assert,
        answers,
        storedCreates(copy),
        readFileSync(app.tmpPath('read-only-server.log'), 'utf8'),
        'SqliteError: disk I/O error',
        // A commit whose WAL frames were written when the sync of the file turning read-only
        // failed is refused, yet found in the WAL (as a restart would find it): its outcome is
        // unknown, and its retry is refused as overlapping itself. Those made after are not.
        (index) => index >= 10 && index < 20
      )
    })
      .timeout(60_000)
      .skip(
        onPostgres || !loopDevicesPossible,
        'runs on SQLite as root with loop devices and mkfs.ext4'
      )
  }
)

test.group('A write is never acknowledged (SQLite read-only)', (group) => {
  group.each.setup(() => resetAppState())

  test('a database that turned read-only answers 503 to a create and stores nothing', async ({
    assert,
    cleanup,
  }) => {
    const { agent, fields } = await signedInWithBookable()
    // SQLite's own switch: every write of the connection now fails as on a read-only file.
    await db.rawQuery('PRAGMA query_only = ON')
    cleanup(() => db.rawQuery('PRAGMA query_only = OFF'))
    const created = await json(agent, 'POST', '/api/time-logs', fields)
    assert.equal(created.status, 503)
    assert.deepEqual(created.json, { message: unavailable.en, code: 'E_SERVICE_UNAVAILABLE' })
    await db.rawQuery('PRAGMA query_only = OFF')
    assert.lengthOf(await TimeLog.all(), 0)
  }).skip(onPostgres, "SQLite's own read-only switch")
})
