/*
 * The Hourbook benchmark: see bench/README.md. Run with `npm run bench` (both databases) or
 * `npm run bench -- sqlite` / `npm run bench -- pg`; `--seconds=N` sets each measurement's length,
 * `--reuse-db` keeps an already seeded benchmark database. BENCH_PORT (default 3410; the bare
 * server and the lean reference take the next two) and BENCH_PG_DATABASE (default
 * hourbook_bench) let two benchmarks share a machine.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { deepStrictEqual } from 'node:assert'
import { cpus, totalmem } from 'node:os'
import { heavyUserEmail, userEmail } from './seed.js'
import {
  appKey,
  appPort,
  buildApp,
  createRequests,
  inertiaHeaders,
  listPath,
  pgDatabase,
  prepareDatabase,
  root,
  signIn,
  sqliteFile,
  startApp,
  stop,
} from './app_process.js'
import { measure, send, type Measurement } from './load.js'

const barePort = appPort + 1
const leanPort = appPort + 2
const args = process.argv.slice(2)
const seconds = Number(args.find((arg) => arg.startsWith('--seconds='))?.split('=')[1] ?? 10)
const reuseDb = args.includes('--reuse-db')
const databases = args.filter((arg) => !arg.startsWith('--'))
const selected = databases.length ? databases : ['sqlite', 'pg', 'pg-redis']
/** The users who create logs side by side, each their own (user 1 is the heavy user). */
const creatingUsers = Array.from({ length: 10 }, (_, index) => userEmail(index + 2))
const benchRedisUrl = `redis://127.0.0.1:6379/${process.env.BENCH_REDIS_DB ?? 6}`

/** Starts a bench/ server in a process of its own; it says `ready` over IPC once it listens. */
function startHelper(script: string, argv: string[], env: NodeJS.ProcessEnv = process.env) {
  const server = spawn(process.execPath, ['--import=@poppinss/ts-exec', script, ...argv], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  return new Promise<ChildProcess>((resolve) => server.once('message', () => resolve(server)))
}

function startBareServer(body: string) {
  const bodyFile = `${root}tmp/bench-body.json`
  writeFileSync(bodyFile, body)
  return startHelper('bench/bare_server.ts', [bodyFile, String(barePort)])
}

function startLeanReference(db: string) {
  return startHelper(
    'bench/lean_reference.ts',
    [db, db === 'sqlite' ? sqliteFile : pgDatabase, String(leanPort)],
    { ...process.env, APP_KEY: appKey }
  )
}

type Run = (
  name: string,
  pid: number,
  sendOne: (index: number, loop: number) => Promise<number>
) => Promise<void>

/** The app's own scenarios: the heavy user's list and page, and creates by 10 users. */
async function appScenarios(run: Run, appPid: number, options: { withQueue: boolean }) {
  const heavy = await signIn(heavyUserEmail)
  const { base, headers } = heavy
  const listUrl = `${base}${listPath}`
  const creators = await Promise.all(creatingUsers.map(async (email) => signIn(email)))
  const creates = await Promise.all(creators.map((session) => createRequests(session)))
  await run('GET /api/time-logs (page 1 of 20,000)', appPid, () => send(listUrl, { headers }))
  await run('GET /time-logs (Inertia JSON)', appPid, () =>
    send(`${base}/time-logs`, { headers: inertiaHeaders(heavy) })
  )
  if (options.withQueue) {
    await run('GET /health (no cookie)', appPid, () => send(`${base}/health`))
  }
  await run('POST /api/time-logs, 10 users side by side', appPid, (index, loop) =>
    creates[loop](index)
  )
  if (options.withQueue) {
    const heavyCreate = await createRequests(heavy)
    await run('POST /api/time-logs, 1 user (queue, for information)', appPid, (index, loop) =>
      heavyCreate(index * 10 + loop)
    )
  }
}

function collector(results: Measurement[]): Run {
  return async (name, pid, sendOne) => {
    // Long enough for the JIT to settle: after 2 s the app's first scenario still ran 25% slower.
    results.push(await measure(name, pid, sendOne, { seconds, warmupSeconds: 5 }))
  }
}

async function benchDatabase(db: string) {
  await prepareDatabase(db, { reuse: reuseDb })
  const helpers: ChildProcess[] = []
  let app: ChildProcess | undefined
  try {
    app = await startApp(db)
    const { headers } = await signIn(heavyUserEmail)
    const sample = await fetch(`http://127.0.0.1:${appPort}${listPath}`, { headers }).then(
      (response) => response.text()
    )
    const bare = await startBareServer(sample)
    const lean = await startLeanReference(db)
    helpers.push(bare, lean)
    const leanUrl = `http://127.0.0.1:${leanPort}${listPath}`
    const leanSample = await fetch(leanUrl, { headers }).then((response) => response.json())
    deepStrictEqual(leanSample, JSON.parse(sample), 'The lean reference answers differently')

    const results: Measurement[] = []
    const run = collector(results)
    await run('bare node:http JSON (same body)', bare.pid!, () =>
      send(`http://127.0.0.1:${barePort}/`)
    )
    await run('lean reference: GET /api/time-logs', lean.pid!, () => send(leanUrl, { headers }))
    await appScenarios(run, app.pid!, { withQueue: true })
    return results
  } finally {
    for (const helper of helpers) helper.kill()
    await stop(app)
  }
}

/**
 * Scale-out: the app on PostgreSQL with sessions in Redis, as one process and as two
 * (`PROCESSES=2`), on the database the PostgreSQL run seeded. CPU counts every app process.
 */
async function benchProcesses() {
  const results: Measurement[] = []
  for (const processes of [1, 2]) {
    // Each round creates logs on the same minutes, so each starts without the last one's.
    await prepareDatabase('pg', { reuse: reuseDb })
    const app = await startApp('pg', { REDIS_URL: benchRedisUrl, PROCESSES: String(processes) })
    try {
      const named: Run = (name, pid, sendOne) =>
        collector(results)(
          `${processes} process${processes > 1 ? 'es' : ''}: ${name}`,
          pid,
          sendOne
        )
      await appScenarios(named, app.pid!, { withQueue: false })
    } finally {
      await stop(app)
    }
  }
  return results
}

function processesTable(results: Measurement[]) {
  return [
    '### PostgreSQL with Redis sessions: one and two app processes',
    '',
    '| scenario | requests | errors | req/s | CPU ms/req (all processes) | p50 ms | p99 ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.requests} | ${r.errors} | ${r.rps} | ${r.cpuMs.toFixed(3)} | ${r.p50} | ${r.p99} |`
    ),
  ].join('\n')
}

function table(db: string, results: Measurement[]) {
  const bareRps = results[0].rps
  const leanRps = results[1].rps
  const comparable = (r: Measurement) =>
    r.name.startsWith('GET /api/time-logs') ||
    r.name.startsWith('GET /time-logs') ||
    r.name.startsWith('lean')
  const lines = [
    `### ${db === 'pg' ? 'PostgreSQL' : 'SQLite'}`,
    '',
    '| scenario | requests | errors | req/s | % of lean | % of bare | CPU ms/req | p50 ms | p99 ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.requests} | ${r.errors} | ${r.rps} | ${comparable(r) ? `${Math.round((r.rps / leanRps) * 100)}%` : '–'} | ${Math.round((r.rps / bareRps) * 100)}% | ${r.cpuMs.toFixed(3)} | ${r.p50} | ${r.p99} |`
    ),
  ]
  return lines.join('\n')
}

buildApp()
mkdirSync(`${root}bench/results`, { recursive: true })
const machine = `${cpus().length} × ${cpus()[0].model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`
const report = [
  `Run ${new Date().toISOString()} on ${machine}; concurrency 10, ${seconds} s per scenario.`,
  '',
]
for (const db of selected) {
  const results = db === 'pg-redis' ? await benchProcesses() : await benchDatabase(db)
  report.push(db === 'pg-redis' ? processesTable(results) : table(db, results), '')
  writeFileSync(
    `${root}bench/results/${db}.json`,
    JSON.stringify({ machine, seconds, results }, null, 2)
  )
}
console.log(`\n${report.join('\n')}`)
writeFileSync(`${root}bench/results/latest.md`, report.join('\n'))
