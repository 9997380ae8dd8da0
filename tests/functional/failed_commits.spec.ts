import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs'
import Database from 'better-sqlite3'
import { test } from '@japa/runner'
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

    const user = await createUser()
    const { project, task } = await bookable([user])
    const token = await User.accessTokens.create(user, [...userTokenAbilities])
    await db.rawQuery(`VACUUM INTO '${file}'`)

    const server = await startServerProcess(await freePort(), 'failed-commits-server.log', {
      DB_CONNECTION: 'sqlite',
      SQLITE_PATH: file,
      LOG_LEVEL: 'error',
    })
    cleanup(() => {
      server.child.kill('SIGKILL')
    })

    const create = async (index: number) => {
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

    const answers = []
    for (let index = 0; index < 10; index++) answers.push(await create(index))
    fillDisk(filler)
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

    const stored = new Database(file)
    const comments = new Set(
      (stored.prepare('SELECT comments FROM time_logs').all() as { comments: string }[]).map(
        (row) => row.comments.split(' ').slice(0, 2).join(' ')
      )
    )
    stored.close()

    const refused = answers.filter((answer) => answer.status !== 201)
    assert.isAbove(refused.length, 0, 'the full disk refused no create')
    assert.isAtLeast(answers.length - refused.length, 20, 'too few creates succeeded')
    for (const answer of answers) {
      if (answer.status === 201) {
        assert.isTrue(comments.has(`create ${answer.index}`), `create ${answer.index} was lost`)
      } else {
        assert.equal(answer.status, 503)
        assert.deepEqual(answer.body, { message: unavailable.en, code: 'E_SERVICE_UNAVAILABLE' })
        assert.isFalse(comments.has(`create ${answer.index}`), `create ${answer.index} was stored`)
      }
    }
    const log = readFileSync(app.tmpPath('failed-commits-server.log'), 'utf8')
    assert.match(log, /"level":50.*E_SERVICE_UNAVAILABLE|E_SERVICE_UNAVAILABLE.*"level":50/)
    assert.include(log, 'COMMIT; - database or disk is full')
  }).skip(onPostgres || !isRoot, 'runs on SQLite as root (to mount a small tmpfs)')
})

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
