import { execFileSync } from 'node:child_process'
import { setImmediate } from 'node:timers/promises'
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import Client from '#models/client'
import User from '#models/user'
import { TimeLogFactory } from '#database/factories/time_log_factory'
import { userTokenAbilities } from '#shared/token_abilities'
import { ace, type Finished } from '#tests/support/ace'
import { createUser } from '#tests/support/accounts'
import { freePort, startServerProcess } from '#tests/support/app_server'
import { bookable, daysAgo } from '#tests/support/bookable'
import { resetAppState } from '#tests/support/database'

const onPostgres = db.connection().dialect.name === 'postgres'
const backupDirectory = app.tmpPath('backup-tests')
const backupFile = `${backupDirectory}/backup`
const sqliteCopy = 'tmp/backup-tests/restored.sqlite3'
const pg = db.manager.get(db.primaryConnectionName)!.config.connection as {
  host: string
  port: number
  user: string
  database: string
}
const scratchDatabase = `${pg.database}_restored`
const pgClientArgs = ['-h', pg.host, '-p', String(pg.port), '-U', pg.user]

function assertBackedUp(assert: Assert, { code, output }: Finished) {
  assert.equal(code, 0, output)
  assert.include(output, `Backed up to ${backupFile} (`)
}

/**
 * Restores the backup as docs/operations.md says, into a fresh database: a new SQLite file,
 * or a scratch PostgreSQL database. Returns the environment that points the app at it.
 */
function restore(): Record<string, string> {
  if (!onPostgres) {
    for (const suffix of ['-wal', '-shm'])
      rmSync(app.makePath(sqliteCopy + suffix), { force: true })
    copyFileSync(backupFile, app.makePath(sqliteCopy))
    return { SQLITE_PATH: sqliteCopy }
  }
  dropScratchDatabase()
  execFileSync('createdb', [...pgClientArgs, scratchDatabase])
  execFileSync('pg_restore', [
    ...pgClientArgs,
    '--clean',
    '--if-exists',
    '--no-owner',
    '-d',
    scratchDatabase,
    backupFile,
  ])
  return { DB_DATABASE: scratchDatabase }
}

function dropScratchDatabase() {
  if (onPostgres)
    execFileSync('dropdb', [...pgClientArgs, '--if-exists', '--force', scratchDatabase], {
      stdio: 'pipe',
    })
}

/** The restored database as a Lucid connection of this process. */
function restoredConnection() {
  const { config } = db.manager.get(db.primaryConnectionName)!
  db.manager.add('restored', {
    ...config,
    connection: onPostgres
      ? { ...pg, database: scratchDatabase }
      : { filename: app.makePath(sqliteCopy) },
  } as typeof config)
  return db.connection('restored')
}

test.group('node ace db:backup', (group) => {
  group.each.setup(async () => {
    await resetAppState()
    rmSync(backupDirectory, { recursive: true, force: true })
    mkdirSync(backupDirectory, { recursive: true })
    return async () => {
      if (db.manager.has('restored')) await db.manager.close('restored', true)
      dropScratchDatabase()
      rmSync(backupDirectory, { recursive: true, force: true })
    }
  })
  group.each.timeout(120_000)

  test('a restored backup serves the same time logs', async ({ assert }) => {
    const user = await createUser()
    const token = await User.accessTokens.create(user, [...userTokenAbilities])
    const { project, task } = await bookable([user])
    for (const days of [1, 2, 3]) {
      await TimeLogFactory.merge({
        userId: user.id,
        projectId: project.id,
        taskId: task.id,
        date: daysAgo(days),
      }).create()
    }
    const expected = await db.from('time_logs').orderBy('id').select('id', 'date', 'comments')

    assertBackedUp(assert, await ace(['db:backup', `--output=${backupFile}`]))

    const server = await startServerProcess(await freePort(), 'db-backup-server.log', restore())
    try {
      const response = await fetch(
        `${server.baseUrl}/api/time-logs?limit=-1&sort=date&order=desc`,
        {
          headers: {
            Accept: 'application/json',
            Authorization: `Bearer ${token.value!.release()}`,
          },
        }
      )
      assert.equal(response.status, 200)
      const { data } = (await response.json()) as { data: typeof expected }
      assert.deepEqual(
        data.map(({ id, date, comments }) => ({ id, date, comments })),
        expected.map(({ id, date, comments }) => ({ id, date, comments }))
      )
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
  })

  test('an existing file is never overwritten', async ({ assert }) => {
    writeFileSync(backupFile, 'an older backup')

    const { code, output } = await ace(['db:backup', `--output=${backupFile}`])

    assert.equal(code, 1, output)
    assert.include(output, `${backupFile} already exists`)
    assert.equal(readFileSync(backupFile, 'utf8'), 'an older backup')
  })

  test('a backup taken while another process writes holds every row committed before it', async ({
    assert,
  }) => {
    const names: string[] = []
    const insert = async () => {
      const name = `Client ${String(names.length).padStart(5, '0')}`
      await Client.create({ name })
      names.push(name)
      // SQLite's driver answers without I/O: let the event loop see the command exit.
      await setImmediate()
    }
    for (let i = 0; i < 50; i++) await insert()
    const committedBefore = names.length

    let backingUp = true
    const backup = ace(['db:backup', `--output=${backupFile}`]).finally(() => (backingUp = false))
    while (backingUp) await insert()
    assertBackedUp(assert, await backup)

    restore()
    const restored = await restoredConnection().from('clients').orderBy('name').select('name')
    // A consistent copy: the rows committed up to some moment, and none after it.
    assert.isAtLeast(restored.length, committedBefore)
    assert.deepEqual(
      restored.map(({ name }) => name),
      names.slice(0, restored.length)
    )
  })
})
