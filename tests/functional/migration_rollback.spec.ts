import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'

type Finished = { code: number | null; output: string }

/** Runs `node ace ...args` in its own process against the database `database` names. */
function ace(args: string[], nodeEnv: string, database: Record<string, string>) {
  return new Promise<Finished>((resolve) => {
    const child = spawn(process.execPath, ['ace', ...args], {
      cwd: app.appRoot,
      stdio: 'pipe',
      env: {
        ...process.env,
        NODE_ENV: nodeEnv,
        APP_KEY: env.get('APP_KEY').release(),
        DEMO: 'false',
        LOG_LEVEL: 'info',
        ...database,
      },
    })
    const killer = setTimeout(() => child.kill('SIGKILL'), 120_000)
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('exit', (code) => {
      clearTimeout(killer)
      resolve({ code, output })
    })
  })
}

const postgres = env.get('DB_CONNECTION', 'sqlite') === 'pg'

test.group('Migrations roll back', () => {
  test(`to batch 0 on a database with data, and run again, on ${postgres ? 'PostgreSQL' : 'SQLite'}`, async ({
    assert,
    cleanup,
  }) => {
    // A database of its own: the other tests share the test database.
    const scratch = `hourbook_rollback_${randomUUID().slice(0, 8)}`
    let database: Record<string, string>
    if (postgres) {
      await db.rawQuery(`CREATE DATABASE ${scratch}`)
      cleanup(() => db.rawQuery(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`))
      database = { DB_CONNECTION: 'pg', DB_DATABASE: scratch }
    } else {
      const path = `tmp/${scratch}.sqlite3`
      cleanup(() => {
        for (const suffix of ['', '-wal', '-shm'])
          rmSync(app.makePath(path + suffix), { force: true })
      })
      database = { DB_CONNECTION: 'sqlite', SQLITE_PATH: path }
    }

    const steps: [args: string[], nodeEnv: string][] = [
      [['migration:run', '--force'], 'production'],
      // The demo data: users with time logs, timers, week submissions and the sums kept of them.
      [['db:seed'], 'development'],
      [['migration:rollback', '--batch=0', '--force'], 'production'],
      [['migration:run', '--force'], 'production'],
    ]
    for (const [args, nodeEnv] of steps) {
      const { code, output } = await ace(args, nodeEnv, database)
      assert.equal(code, 0, `node ace ${args.join(' ')} exited ${code}:\n${output.slice(-3000)}`)
      assert.notInclude(output, 'error', `node ace ${args.join(' ')}:\n${output.slice(-3000)}`)
      if (args[0] === 'db:seed') assert.include(output, 'Demo data seeded')
    }
  }).timeout(300_000)
})
