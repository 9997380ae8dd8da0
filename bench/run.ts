/*
 * The Hourbook benchmark: see bench/README.md. Run with `npm run bench` (both databases) or
 * `npm run bench -- sqlite` / `npm run bench -- pg`; `--seconds=N` sets each measurement's length.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import pg from 'pg'
import { benchPassword, heavyUserEmail, seedPostgres, seedSqlite } from './seed.js'
import { measure, send, type Measurement } from './load.js'

const root = new URL('../', import.meta.url).pathname
const buildRoot = `${root}build/`
const sqliteFile = `${buildRoot}tmp/bench.sqlite3`
const appPort = 3410
const barePort = 3411
const args = process.argv.slice(2)
const seconds = Number(args.find((arg) => arg.startsWith('--seconds='))?.split('=')[1] ?? 10)
const databases = args.filter((arg) => !arg.startsWith('--'))
const selected = databases.length ? databases : ['sqlite', 'pg']
const pgDatabase = 'hourbook_bench'

const appEnv = (db: string) => ({
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(appPort),
  HOST: '127.0.0.1',
  APP_KEY: randomBytes(32).toString('base64url'),
  LOG_LEVEL: 'error',
  SMTP_HOST: '127.0.0.1',
  DB_CONNECTION: db,
  SQLITE_PATH: 'tmp/bench.sqlite3',
  DB_DATABASE: pgDatabase,
  REDIS_URL: '',
})

function node(argv: string[], env: NodeJS.ProcessEnv, cwd = root) {
  const result = spawnSync(process.execPath, argv, { cwd, env, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`node ${argv.join(' ')} failed`)
}

async function prepareDatabase(db: string) {
  const started = Date.now()
  if (db === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm']) rmSync(sqliteFile + suffix, { force: true })
  } else {
    const admin = new pg.Client({ host: '127.0.0.1', user: 'postgres', database: 'postgres' })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${pgDatabase}`)
    await admin.query(`CREATE DATABASE ${pgDatabase}`)
    await admin.end()
  }
  node(['ace.js', 'migration:run', '--force'], appEnv(db), buildRoot)
  const logs =
    db === 'sqlite'
      ? await seedSqlite(sqliteFile)
      : await seedPostgres({ host: '127.0.0.1', user: 'postgres', database: pgDatabase })
  console.log(`${db}: seeded ${logs} time logs in ${Math.round((Date.now() - started) / 1000)} s`)
}

/** The production build, as a real installation runs it (README "Production"). */
async function startApp(db: string) {
  const app = spawn(process.execPath, ['bin/server.js'], {
    cwd: buildRoot,
    env: appEnv(db),
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  for (let attempt = 0; attempt < 300; attempt++) {
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

/** A signed-in session of the heavy user, as a browser would hold it. */
async function signIn() {
  const cookies = new Map<string, string>()
  const keep = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const [name, ...value] = pair.split('=')
      cookies.set(name, value.join('='))
    }
  }
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  const base = `http://127.0.0.1:${appPort}`
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
      'X-XSRF-TOKEN': decodeURIComponent(cookies.get('XSRF-TOKEN')!),
    },
    body: JSON.stringify({ email: heavyUserEmail, password: benchPassword }),
  })
  keep(login)
  if (login.headers.get('location') !== '/dashboard') throw new Error('Bench login failed')
  const headers = {
    'Cookie': cookieHeader(),
    'X-XSRF-TOKEN': decodeURIComponent(cookies.get('XSRF-TOKEN')!),
  }
  return { base, headers, version: String(version) }
}

function startBareServer(body: string) {
  const bodyFile = `${root}tmp/bench-body.json`
  writeFileSync(bodyFile, body)
  const server = spawn(
    process.execPath,
    ['--import=@poppinss/ts-exec', 'bench/bare_server.ts', bodyFile, String(barePort)],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }
  )
  return new Promise<ChildProcess>((resolve) => server.once('message', () => resolve(server)))
}

function isoDay(daysBack: number) {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() - daysBack)
  return date.toISOString().slice(0, 10)
}

async function benchDatabase(db: string) {
  await prepareDatabase(db)
  let app: ChildProcess | undefined
  try {
    app = await startApp(db)
    const { base, headers, version } = await signIn()
    const listUrl = `${base}/api/time-logs?limit=25&page=1&sort=date&order=desc`
    const sample = await fetch(listUrl, { headers })
    const bare = await startBareServer(await sample.text())
    const connectionsResponse = await fetch(`${base}/api/connections?limit=-1`, { headers })
    const connections = (await connectionsResponse.json()) as {
      data: { project: { id: number }; task: { id: number } }[]
    }
    const connection = connections.data[0]

    const results: Measurement[] = []
    results.push(
      await measure(
        'bare node:http JSON (same body)',
        () => send(`http://127.0.0.1:${barePort}/`),
        { seconds }
      )
    )
    results.push(
      await measure('GET /api/time-logs (page 1 of 20,000)', () => send(listUrl, { headers }), {
        seconds,
      })
    )
    results.push(
      await measure(
        'GET /time-logs (Inertia JSON)',
        () =>
          send(`${base}/time-logs`, {
            headers: {
              ...headers,
              'X-Inertia': 'true',
              'X-Inertia-Version': version,
              'X-Requested-With': 'XMLHttpRequest',
            },
          }),
        { seconds }
      )
    )
    // Each create takes its own minute after noon on one of the last 300 days: no two overlap.
    results.push(
      await measure(
        'POST /api/time-logs (all rules)',
        (index) => {
          const minute = 12 * 60 + Math.floor(index / 300)
          const clock = (m: number) =>
            `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
          return send(`${base}/api/time-logs`, {
            method: 'POST',
            headers: {
              ...headers,
              'Content-Type': 'application/json',
              'Accept': 'application/json',
            },
            body: JSON.stringify({
              project_id: connection.project.id,
              task_id: connection.task.id,
              date: isoDay((index % 300) + 1),
              start_time: clock(minute),
              stop_time: clock(minute + 1),
            }),
          })
        },
        { seconds }
      )
    )
    bare.kill()
    return results
  } finally {
    app?.kill('SIGTERM')
  }
}

function table(db: string, results: Measurement[]) {
  const bareRps = results[0].rps
  const lines = [
    `### ${db === 'pg' ? 'PostgreSQL' : 'SQLite'}`,
    '',
    '| scenario | requests | errors | req/s | % of bare | p50 ms | p99 ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.requests} | ${r.errors} | ${r.rps} | ${Math.round((r.rps / bareRps) * 100)}% | ${r.p50} | ${r.p99} |`
    ),
  ]
  return lines.join('\n')
}

// Types are the type check's business; the benchmark only needs the compiled app. A fresh clone
// has no generated route registry yet, which the front end imports.
node(['ace', 'codegen'], { ...process.env, NODE_ENV: 'test' })
node(['ace', 'build', '--ignore-ts-errors'], { ...process.env, NODE_ENV: 'test' })
mkdirSync(`${root}bench/results`, { recursive: true })
const machine = `${cpus().length} × ${cpus()[0].model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`
const report = [
  `Run ${new Date().toISOString()} on ${machine}; concurrency 10, ${seconds} s per scenario.`,
  '',
]
for (const db of selected) {
  const results = await benchDatabase(db)
  report.push(table(db, results), '')
  writeFileSync(
    `${root}bench/results/${db}.json`,
    JSON.stringify({ machine, seconds, results }, null, 2)
  )
}
console.log(`\n${report.join('\n')}`)
writeFileSync(`${root}bench/results/latest.md`, report.join('\n'))
