/*
 * Instructions per request: the app's production build under valgrind's callgrind, which counts
 * the instructions the process executes rather than timing them, so that the count holds on a
 * busy or slow machine where CPU time per request moves by a fifth between runs. Counts are of
 * the app's own code, Node's and V8's (the kernel's work for its system calls is not counted):
 * what a change of the app's code does, measured the same way on any machine.
 *
 * `npm run bench:instructions -- pg list page` (databases: sqlite, pg; scenarios: list, page,
 * week: the heavy user's week of yesterday, timer, create: the heavy user's creates, each on a
 * minute of its own; summary: the heavy user's year by project and task; team: the company's
 * year by person and week; csv: the company's last week as CSV, the last two as an
 * administrator); `--requests=N` (default 1000) after `--warmup=N` (default 2000) uncounted
 * requests, `--reuse-db` as for `npm run bench`. Needs valgrind (Debian: `apt-get install
 * valgrind`).
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { heavyUserEmail, isoDay } from './seed.js'
import {
  adminEmail,
  buildApp,
  confirmPassword,
  createRequests,
  ensureAdmin,
  inertiaHeaders,
  listPath,
  prepareDatabase,
  root,
  signIn,
  startApp,
  stop,
  type Session,
} from './app_process.js'
import { send } from './load.js'

const args = process.argv.slice(2)
const option = (name: string, fallback: number) =>
  Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const requests = option('requests', 1000)
const warmup = option('warmup', 2000)
const words = args.filter((arg) => !arg.startsWith('--'))
const databases = words.filter((word) => ['sqlite', 'pg'].includes(word))
const scenarios = words.filter((word) => !databases.includes(word))
const concurrency = 10

if (spawnSync('valgrind', ['--version']).status !== 0) {
  console.error('valgrind is needed: apt-get install valgrind')
  process.exit(1)
}

/** Each scenario's request; a create's body depends on its place in the run (its free minute). */
const requestsOf: Record<
  string,
  (session: Session) => Promise<(index: number) => Promise<number>>
> = {
  list:
    async ({ base, headers }) =>
    () =>
      send(`${base}${listPath}`, { headers }),
  timer:
    async ({ base, headers }) =>
    () =>
      send(`${base}/api/timer`, { headers }),
  page: async (session) => () =>
    send(`${session.base}/time-logs`, { headers: inertiaHeaders(session) }),
  week:
    async ({ base, headers }) =>
    () =>
      send(`${base}/api/weeks/${isoDay(1)}`, { headers }),
  create: createRequests,
  summary:
    async ({ base, headers }) =>
    () =>
      send(`${base}/api/reports/summary?${lastYear}&group=project&subgroup=task`, { headers }),
  team: async () => {
    const admin = await signIn(adminEmail)
    await confirmPassword(admin)
    return () =>
      send(`${admin.base}/api/admin/reports/summary?${lastYear}&group=user&subgroup=week`, {
        headers: admin.headers,
      })
  },
  csv: async () => {
    const admin = await signIn(adminEmail)
    await confirmPassword(admin)
    return () =>
      send(`${admin.base}/api/admin/reports/export?format=csv&${lastWeek}`, {
        headers: admin.headers,
      })
  },
}

const lastYear = `date_from=${isoDay(365)}&date_to=${isoDay(0)}`
const lastWeek = `date_from=${isoDay(7)}&date_to=${isoDay(1)}`
const adminScenarios = ['team', 'csv']

/**
 * Sends `count` requests, `parallel` at a time, numbered from `first`; each must succeed. The
 * reports and the export go one at a time: under valgrind each takes minutes, and requests
 * queued behind them would outlast the server's request timeout.
 */
async function sendAll(
  first: number,
  count: number,
  sendOne: (index: number) => Promise<number>,
  parallel: number
) {
  let sent = 0
  const loop = async () => {
    while (sent < count) {
      const status = await sendOne(first + sent++)
      if (status >= 300) throw new Error(`The app answered ${status}`)
    }
  }
  await Promise.all(Array.from({ length: parallel }, loop))
}

/** callgrind_control finds the app's pipes by the host name in the app's HOST variable. */
function callgrindControl(pid: number, ...argv: string[]) {
  execFileSync('callgrind_control', [...argv, String(pid)], {
    env: { ...process.env, HOST: '127.0.0.1' },
    stdio: 'ignore',
  })
}

/** The instructions of the dump numbered `dump`: the main thread's and all threads'. */
function dumpedInstructions(outFile: string, dump: number) {
  const prefix = `${outFile.split('/').pop()}.${dump}-`
  const counts = readdirSync(`${root}tmp`)
    .filter((name) => name.startsWith(prefix))
    .map((name) => {
      const totals = readFileSync(`${root}tmp/${name}`, 'utf8').match(/^totals: (\d+)$/m)
      return { main: name.endsWith('-01'), count: Number(totals?.[1] ?? 0) }
    })
  return {
    main: counts.find((thread) => thread.main)?.count ?? 0,
    all: counts.reduce((sum, thread) => sum + thread.count, 0),
  }
}

async function measureDatabase(db: string) {
  await prepareDatabase(db, { reuse: args.includes('--reuse-db') })
  if (scenarios.some((scenario) => adminScenarios.includes(scenario))) await ensureAdmin(db)
  const outFile = `${root}tmp/callgrind-${db}.out`
  const app = await startApp(db, {}, [
    'valgrind',
    '--tool=callgrind',
    '--instr-atstart=no',
    '--separate-threads=yes',
    `--callgrind-out-file=${outFile}`,
  ])
  const rows: string[] = []
  try {
    const session = await signIn(heavyUserEmail)
    for (const [index, scenario] of scenarios.entries()) {
      const sendOne = await requestsOf[scenario](session)
      const parallel = adminScenarios.includes(scenario) ? 1 : concurrency
      await sendAll(0, warmup, sendOne, parallel)
      callgrindControl(app.pid!, '--instr=on')
      await sendAll(warmup, requests, sendOne, parallel)
      callgrindControl(app.pid!, '--instr=off')
      callgrindControl(app.pid!, '--dump')
      const { main, all } = dumpedInstructions(outFile, index + 1)
      const thousands = (count: number) => Math.round(count / requests / 1000).toLocaleString('en')
      rows.push(`| ${db} | ${scenario} | ${thousands(main)} | ${thousands(all)} |`)
    }
  } finally {
    await stop(app)
    for (const name of readdirSync(`${root}tmp`)) {
      if (name.startsWith('callgrind-')) rmSync(`${root}tmp/${name}`)
    }
  }
  return rows
}

const unknown = scenarios.filter((scenario) => !requestsOf[scenario])
if (!databases.length || !scenarios.length || unknown.length) {
  console.error(
    'Usage: npm run bench:instructions -- sqlite|pg ... list|page|week|timer|create|summary|team|csv ...'
  )
  process.exit(2)
}
buildApp()
const rows: string[] = []
for (const db of databases) rows.push(...(await measureDatabase(db)))
console.log(
  `${requests} requests after ${warmup}, ${concurrency} at a time (team and csv one at a time); thousands of instructions per request`
)
console.log('| database | scenario | main thread | all threads |')
console.log('| --- | --- | ---: | ---: |')
for (const row of rows) console.log(row)
