/*
 * Lighthouse (performance) on the production build, mobile and desktop, for every guest page and
 * the Time Logs page of a signed-in user with a year of logs: see bench/README.md "Lighthouse".
 * Run with `npm run bench:lighthouse`; `--runs=N` measures each page N times and keeps the
 * median score, `--only=Login` measures only the pages whose name contains the text, and
 * `--no-build` measures the last build again. Chromium is the system's (/usr/bin/chromium, or
 * CHROME_PATH).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import Database from 'better-sqlite3'
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse'
import { Scrypt } from '@adonisjs/core/hash/drivers/scrypt'
import { loginSession } from './app_process.js'
import { isoDay } from './seed.js'
import { pageSizes } from './js_size.js'
import lighthousePackage from 'lighthouse/package.json' with { type: 'json' }

const root = new URL('../', import.meta.url).pathname
const buildRoot = `${root}build/`
const sqliteFile = `${buildRoot}tmp/lighthouse.sqlite3`
const appPort = 3430
const base = `http://127.0.0.1:${appPort}`
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
const runs = Number(option('runs') ?? 1)
const only = option('only')
const password = 'lighthouse-password-1'
const verifiedEmail = 'logs@lighthouse.test'
const unverifiedEmail = 'new@lighthouse.test'
/** About five logs a working day for a year. */
const logCount = 1300

const appEnv = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(appPort),
  HOST: '127.0.0.1',
  APP_KEY: randomBytes(32).toString('base64url'),
  LOG_LEVEL: 'error',
  SMTP_HOST: '127.0.0.1',
  DB_CONNECTION: 'sqlite',
  SQLITE_PATH: 'tmp/lighthouse.sqlite3',
  REDIS_URL: '',
  DEMO: 'false',
}

function node(argv: string[], env: NodeJS.ProcessEnv, cwd = root) {
  const result = spawnSync(process.execPath, argv, { cwd, env, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`node ${argv.join(' ')} failed`)
}

/** A verified user with a year of logs on five projects, and a user yet to verify the address. */
async function seed() {
  for (const suffix of ['', '-wal', '-shm']) rmSync(sqliteFile + suffix, { force: true })
  node(['ace.js', 'migration:run', '--force'], appEnv, buildRoot)
  const hash = await new Scrypt({
    cost: 16384,
    blockSize: 8,
    parallelization: 1,
    maxMemory: 33554432,
  }).make(password)
  const now = new Date().toISOString().replace('T', ' ').slice(0, 19)
  const db = new Database(sqliteFile)
  db.transaction(() => {
    const user = db.prepare(
      `INSERT INTO users (id, name, email, password, role, active, email_verified_at, locale, timezone, created_at, updated_at)
       VALUES (?, ?, ?, ?, 'user', 1, ?, 'en', 'UTC', ?, ?)`
    )
    user.run(1, 'Lena Lighthouse', verifiedEmail, hash, now, now, now)
    user.run(2, 'Nina New', unverifiedEmail, hash, null, now, now)
    db.prepare(
      `INSERT INTO clients (id, name, active, created_at, updated_at) VALUES (1, 'Acme', 1, ?, ?)`
    ).run(now, now)
    const project = db.prepare(
      `INSERT INTO projects (id, client_id, name, billable, active, created_at, updated_at)
       VALUES (?, 1, ?, 1, 1, ?, ?)`
    )
    const task = db.prepare(
      `INSERT INTO tasks (id, name, active, created_at, updated_at) VALUES (?, ?, 1, ?, ?)`
    )
    const connection = db.prepare(
      `INSERT INTO connections (id, project_id, task_id, active, created_at, updated_at)
       VALUES (?, ?, ?, 1, ?, ?)`
    )
    const assign = db.prepare(`INSERT INTO connection_user (connection_id, user_id) VALUES (?, 1)`)
    for (let id = 1; id <= 5; id++) {
      project.run(id, `Project ${id}`, now, now)
      task.run(id, `Task ${id}`, now, now)
      connection.run(id, id, id, now, now)
      assign.run(id)
    }
    const log = db.prepare(
      `INSERT INTO time_logs (user_id, project_id, task_id, date, start_time, stop_time, comments, created_at, updated_at)
       VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?)`
    )
    for (let index = 0; index < logCount; index++) {
      const day = Math.floor(index / 5)
      const slot = index % 5
      const connectionId = ((index * 3) % 5) + 1
      const start = `${String(8 + slot * 2).padStart(2, '0')}:00:00`
      const stop = `${String(9 + slot * 2).padStart(2, '0')}:30:00`
      const comment = slot % 2 ? null : `Work on ticket ${1000 + index}`
      log.run(connectionId, connectionId, isoDay(day + 1), start, stop, comment, now, now)
    }
  })()
  db.close()
}

const healthy = () =>
  fetch(`${base}/health`).then(
    (response) => response.ok,
    () => false
  )

async function startApp() {
  if (await healthy()) throw new Error(`Port ${appPort} is taken: is an earlier run still going?`)
  const app = spawn(process.execPath, ['bin/server.js'], {
    cwd: buildRoot,
    env: appEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  for (let attempt = 0; attempt < 300; attempt++) {
    if (await healthy()) return app
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  app.kill()
  throw new Error('The app did not start')
}

/** The Cookie header of a session signed in through the login form, as a browser would hold it. */
async function signIn(email: string) {
  const { cookie } = await loginSession(base, email, password)
  return cookie
}

/** Headless Chromium with a DevTools port for Lighthouse; it never downloads a browser. */
function startChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'hourbook-lighthouse-'))
  const chrome = spawn(
    chromium,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] }
  )
  return new Promise<{ chrome: ChildProcess; port: number; profile: string }>((resolve, reject) => {
    let output = ''
    chrome.stderr!.on('data', (data: Buffer) => {
      output += data
      const match = output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//)
      if (match) resolve({ chrome, port: Number(match[1]), profile })
    })
    chrome.once('exit', (code) => reject(new Error(`Chromium exited with ${code}: ${output}`)))
  })
}

type Page = { name: string; path: string; cookie?: string }
type Row = {
  page: string
  formFactor: 'mobile' | 'desktop'
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  jsKb: number
  /** Lighthouse's own measure of the machine's speed during the run: the simulated phone's
   * times are the machine's times 4 ×, so a slower or busier machine scores lower. */
  benchmarkIndex: number
}

const assets = `${buildRoot}public`

/** Gzip size of the scripts the page loaded (the build's own files: the server sends Brotli). */
function scriptKb(result: Result) {
  const requests = (
    result.audits['network-requests'].details as { items: { url: string; resourceType?: string }[] }
  ).items
  return requests
    .filter((request) => request.resourceType === 'Script' && request.url.startsWith(base))
    .reduce((sum, request) => {
      const file = join(assets, new URL(request.url).pathname)
      return sum + gzipSync(readFileSync(file)).length / 1024
    }, 0)
}

/** One Lighthouse run in a browser of its own: Lighthouse keeps the cookies an earlier page set. */
async function lighthouseRun(url: string, flags: Flags, formFactor: Row['formFactor']) {
  const browser = await startChromium()
  try {
    return await lighthouse(
      url,
      { ...flags, port: browser.port },
      formFactor === 'desktop' ? desktopConfig : undefined
    )
  } finally {
    const exited = new Promise((resolve) => browser.chrome.once('exit', resolve))
    browser.chrome.kill()
    await exited
    rmSync(browser.profile, { recursive: true, force: true, maxRetries: 5 })
  }
}

async function measurePage(page: Page, formFactor: Row['formFactor']) {
  const flags: Flags = {
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: page.cookie ? { Cookie: page.cookie } : undefined,
  }
  const samples: Row[] = []
  let retries = 2
  for (let run = 0; run < runs; run++) {
    const outcome = await lighthouseRun(`${base}${page.path}`, flags, formFactor)
    if (!outcome) throw new Error(`Lighthouse returned nothing for ${page.path}`)
    const { lhr } = outcome
    // Lighthouse itself asks for another run when its trace failed (NO_NAVSTART and the like).
    if (lhr.runtimeError && retries-- > 0) {
      console.log(`${page.path}: ${lhr.runtimeError.message} Running it again.`)
      run--
      continue
    }
    if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`)
    if (lhr.finalDisplayedUrl !== `${base}${page.path}`) {
      throw new Error(`${page.path} ended on ${lhr.finalDisplayedUrl}`)
    }
    // The whole report, for a look at where the time goes (its bootup-time and
    // mainthread-work-breakdown audits).
    const slug = page.name.toLowerCase().replace(/\W+/g, '-')
    writeFileSync(`${buildRoot}tmp/lighthouse-${slug}-${formFactor}.json`, JSON.stringify(lhr))
    const metric = (id: string) => lhr.audits[id].numericValue ?? Number.NaN
    samples.push({
      page: page.name,
      formFactor,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      jsKb: scriptKb(lhr),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    })
  }
  samples.sort((a, b) => a.score - b.score)
  return samples[Math.floor(samples.length / 2)]
}

function table(rows: Row[]) {
  const seconds = (ms: number) => (ms / 1000).toFixed(1)
  return [
    '| page | form factor | score | FCP s | LCP s | TBT ms | CLS | JS KB gz | benchmark index |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.page} | ${row.formFactor} | ${row.score} | ${seconds(row.fcp)} | ${seconds(row.lcp)} | ${Math.round(row.tbt)} | ${row.cls.toFixed(3)} | ${row.jsKb.toFixed(1)} | ${Math.round(row.benchmarkIndex)} |`
    ),
  ].join('\n')
}

// Types are the type check's business; the measurement only needs the compiled app.
if (!process.argv.includes('--no-build')) {
  node(['ace', 'codegen'], { ...process.env, NODE_ENV: 'test' })
  node(['ace', 'build', '--ignore-ts-errors'], { ...process.env, NODE_ENV: 'test' })
}
mkdirSync(`${buildRoot}tmp`, { recursive: true })
await seed()

let app: ChildProcess | undefined
const rows: Row[] = []
try {
  app = await startApp()
  const logsCookie = await signIn(verifiedEmail)
  const newUserCookie = await signIn(unverifiedEmail)
  const pages: Page[] = [
    { name: 'Home', path: '/' },
    { name: 'Login', path: '/login' },
    { name: 'Register', path: '/register' },
    { name: 'Forgot password', path: '/forgot-password' },
    {
      name: 'Reset password',
      path: `/reset-password/${randomBytes(24).toString('hex')}?email=${encodeURIComponent(verifiedEmail)}`,
    },
    { name: 'Verify notice', path: '/verify-email', cookie: newUserCookie },
    { name: `Time Logs (${logCount} logs)`, path: '/time-logs', cookie: logsCookie },
  ]
  for (const formFactor of ['mobile', 'desktop'] as const) {
    for (const page of pages.filter(({ name }) => !only || name.includes(only))) {
      const row = await measurePage(page, formFactor)
      console.log(`${row.formFactor} ${row.page}: ${row.score}`)
      rows.push(row)
    }
  }
} finally {
  if (app) {
    const exited = new Promise((resolve) => app!.once('exit', resolve))
    app.kill('SIGTERM')
    await exited
  }
}

const machine = `${cpus().length} × ${cpus()[0].model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`
const report = [
  `Lighthouse ${lighthousePackage.version}, ${new Date().toISOString()}, ${machine}; median of ${runs} run(s) per page.`,
  '',
  table(rows),
  '',
  'JavaScript loaded before each page shows (entry, page and their static imports), KB gzip:',
  '',
  pageSizes(`${assets}/assets/`),
  '',
].join('\n')
console.log(`\n${report}`)
mkdirSync(`${root}bench/results`, { recursive: true })
writeFileSync(`${root}bench/results/lighthouse.md`, report)
