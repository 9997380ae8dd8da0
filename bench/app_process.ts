/*
 * The benchmarks' shared steps: build the app, seed or reuse the benchmark database, start the
 * production build on BENCH_PORT (default 3410) and sign users in. BENCH_PG_DATABASE (default
 * hourbook_bench) names the PostgreSQL database.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import Database from 'better-sqlite3'
import pg from 'pg'
import {
  benchPassword,
  heavyUserEmail,
  isoDay,
  seedPostgres,
  seedSqlite,
  seededLogs,
} from './seed.js'
import { send } from './load.js'

export const root = new URL('../', import.meta.url).pathname
const buildRoot = `${root}build/`
// Outside build/, which every build empties, so that --reuse-db can keep it.
export const sqliteFile = `${root}tmp/bench.sqlite3`
export const appPort = Number(process.env.BENCH_PORT ?? 3410)

/** The benchmarked list: page 1 of the heavy user's logs, newest first. */
export const listPath = '/api/time-logs?limit=25&page=1&sort=date&order=desc'

export const pgDatabase = process.env.BENCH_PG_DATABASE ?? 'hourbook_bench'
export const pgConnection = { host: '127.0.0.1', user: 'postgres', database: pgDatabase }
export const appKey = randomBytes(32).toString('base64url')

const appEnv = (db: string, overrides: Record<string, string> = {}) => ({
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(appPort),
  HOST: '127.0.0.1',
  APP_KEY: appKey,
  LOG_LEVEL: 'error',
  SMTP_HOST: '127.0.0.1',
  DB_CONNECTION: db,
  SQLITE_PATH: '../tmp/bench.sqlite3',
  DB_DATABASE: pgDatabase,
  REDIS_URL: '',
  ...overrides,
})

function node(argv: string[], env: NodeJS.ProcessEnv, cwd = root) {
  const result = spawnSync(process.execPath, argv, { cwd, env, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`node ${argv.join(' ')} failed`)
}

async function seededBefore(db: string) {
  if (db === 'sqlite') return existsSync(sqliteFile)
  const admin = new pg.Client({ ...pgConnection, database: 'postgres' })
  await admin.connect()
  const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [pgDatabase])
  await admin.end()
  return found.rowCount === 1
}

/** Drops what earlier runs created on a reused database: their logs would overlap the new ones. */
async function removeCreatedLogs(db: string) {
  if (db === 'sqlite') {
    const connection = new Database(sqliteFile)
    connection.prepare('DELETE FROM time_logs WHERE id > ?').run(seededLogs)
    connection.close()
  } else {
    const client = new pg.Client(pgConnection)
    await client.connect()
    await client.query('DELETE FROM time_logs WHERE id > $1', [seededLogs])
    await client.end()
  }
}

/** The databases this run seeded: the pg-redis run measures on the one the pg run seeded. */
const seededNow = new Set<string>()

/** A seeded database for the run: the kept one when `reuse` is set and it exists. */
export async function prepareDatabase(db: string, { reuse }: { reuse: boolean }) {
  if ((reuse || seededNow.has(db)) && (await seededBefore(db))) {
    // Kept from a run of older code: its schema moves to the build's first.
    node(['ace.js', 'migration:run', '--force'], appEnv(db), buildRoot)
    await removeCreatedLogs(db)
    console.log(`${db}: reusing the seeded database`)
    return
  }
  const started = Date.now()
  if (db === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm']) rmSync(sqliteFile + suffix, { force: true })
  } else {
    const admin = new pg.Client({ ...pgConnection, database: 'postgres' })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${pgDatabase}`)
    await admin.query(`CREATE DATABASE ${pgDatabase}`)
    await admin.end()
  }
  node(['ace.js', 'migration:run', '--force'], appEnv(db), buildRoot)
  const logs = db === 'sqlite' ? await seedSqlite(sqliteFile) : await seedPostgres(pgConnection)
  seededNow.add(db)
  console.log(`${db}: seeded ${logs} time logs in ${Math.round((Date.now() - started) / 1000)} s`)
}

/**
 * The production build, as a real installation runs it (docs/operations.md), optionally under
 * a wrapper command (bench/instructions.ts runs it under valgrind).
 */
export async function startApp(
  db: string,
  overrides: Record<string, string> = {},
  wrapper: string[] = []
) {
  const [command, ...argv] = [...wrapper, process.execPath, 'bin/server.js']
  const app = spawn(command, argv, {
    cwd: buildRoot,
    env: appEnv(db, overrides),
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  // Under valgrind the app takes minutes to start.
  for (let attempt = 0; attempt < (wrapper.length ? 3000 : 300); attempt++) {
    const up = await fetch(`http://127.0.0.1:${appPort}/health`).then(
      (r) => r.ok,
      () => false
    )
    if (up) return app
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  app.kill()
  throw new Error('The app did not start')
}

/**
 * A session signed in through the login form at `base`, as a browser holds it: its Cookie
 * header, its XSRF token and the Inertia version of the pages.
 */
export async function loginSession(base: string, email: string, password: string) {
  const cookies = new Map<string, string>()
  const keep = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const [name, ...value] = pair.split('=')
      cookies.set(name, value.join('='))
    }
  }
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  const xsrfToken = () => decodeURIComponent(cookies.get('XSRF-TOKEN')!)
  const loginPage = await fetch(`${base}/login`)
  keep(loginPage)
  const html = await loginPage.text()
  const version = JSON.parse(
    html.match(/<script data-page="app" type="application\/json">(.*?)<\/script>/s)![1]
  ).version
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/json',
      'Cookie': cookieHeader(),
      'X-XSRF-TOKEN': xsrfToken(),
    },
    body: JSON.stringify({ email, password }),
  })
  keep(login)
  if (login.headers.get('location') !== '/dashboard') {
    throw new Error(
      `Signing in as ${email} failed: ${login.status} ${login.headers.get('location')}`
    )
  }
  return { cookie: cookieHeader(), xsrfToken: xsrfToken(), version: String(version) }
}

/** A seeded user's session on the benchmarked app, with the headers its API requests send. */
export async function signIn(email: string) {
  const base = `http://127.0.0.1:${appPort}`
  const { cookie, xsrfToken, version } = await loginSession(base, email, benchPassword)
  return { base, headers: { 'Cookie': cookie, 'X-XSRF-TOKEN': xsrfToken }, version }
}

export type Session = Awaited<ReturnType<typeof signIn>>

/** The headers of a signed-in session's Inertia visit to a page, as the portal sends them. */
export function inertiaHeaders({ headers, version }: Session) {
  return {
    ...headers,
    'X-Inertia': 'true',
    'X-Inertia-Version': version,
    'X-Requested-With': 'XMLHttpRequest',
  }
}

/** The create request's body: each request on its own minute after noon on one of 300 days. */
export async function createRequests(session: Session) {
  const response = await fetch(`${session.base}/api/connections?limit=-1`, {
    headers: session.headers,
  })
  const connections = (await response.json()) as {
    data: { project: { id: number }; task: { id: number } }[]
  }
  const { project, task } = connections.data[0]
  const clock = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
  return (index: number) => {
    const minute = 12 * 60 + Math.floor(index / 300)
    return send(`${session.base}/api/time-logs`, {
      method: 'POST',
      headers: {
        ...session.headers,
        'Content-Type': 'application/json',
        'Accept': 'application/json',
      },
      body: JSON.stringify({
        project_id: project.id,
        task_id: task.id,
        date: isoDay((index % 300) + 1),
        start_time: clock(minute),
        stop_time: clock(minute + 1),
      }),
    })
  }
}

/** Waits for a process to exit after asking it to stop, so that the next one gets the port. */
export async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

/**
 * The production build. Types are the type check's business; the benchmark only needs the
 * compiled app. A fresh clone has no generated route registry yet, which the front end imports.
 */
export function buildApp() {
  node(['ace', 'codegen'], { ...process.env, NODE_ENV: 'test' })
  node(['ace', 'build', '--ignore-ts-errors'], { ...process.env, NODE_ENV: 'test' })
  mkdirSync(`${root}tmp`, { recursive: true })
}

export const adminEmail = 'admin@bench.test'

/** An administrator with the benchmark password: the heavy user's row with the admin role. */
export async function ensureAdmin(db: string) {
  const sql = (param: (n: number) => string) => `INSERT INTO users
      (name, email, password, role, active, email_verified_at, locale, timezone, created_at, updated_at)
    SELECT 'Bench Admin', ${param(1)}, password, 'admin', active, email_verified_at, locale,
      timezone, created_at, updated_at
    FROM users WHERE email = ${param(2)}
      AND NOT EXISTS (SELECT 1 FROM users WHERE email = ${param(3)})`
  if (db === 'sqlite') {
    const connection = new Database(sqliteFile)
    connection.prepare(sql(() => '?')).run(adminEmail, heavyUserEmail, adminEmail)
    connection.close()
  } else {
    const client = new pg.Client(pgConnection)
    await client.connect()
    await client.query(
      sql((n) => `$${n}`),
      [adminEmail, heavyUserEmail, adminEmail]
    )
    await client.end()
  }
}

/** The admin API wants a password confirmed within the last 3 hours. */
export async function confirmPassword(session: Session) {
  const response = await fetch(`${session.base}/confirm-password`, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...session.headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ password: benchPassword }),
  })
  if (response.status !== 302) throw new Error(`Password confirmation failed: ${response.status}`)
}
