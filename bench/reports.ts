/*
 * The reports benchmark (bench/README.md "Reports"): `npm run bench:reports` measures both
 * databases, `npm run bench:reports -- sqlite` (or `pg`) one; `--seconds=N` sets each summary
 * measurement's length, `--reuse-db` keeps a seeded benchmark database. BENCH_PORT and
 * BENCH_PG_DATABASE as for `npm run bench`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { performance } from 'node:perf_hooks'
import { cpus, totalmem } from 'node:os'
import { measure, send, type Measurement } from './load.js'
import { heavyUserEmail, isoDay } from './seed.js'
import {
  adminEmail,
  buildApp,
  confirmPassword,
  ensureAdmin,
  prepareDatabase,
  root,
  signIn,
  startApp,
  stop,
  type Session,
} from './app_process.js'

const args = process.argv.slice(2)
const seconds = Number(args.find((arg) => arg.startsWith('--seconds='))?.split('=')[1] ?? 10)
const reuseDb = args.includes('--reuse-db')
const databases = args.filter((arg) => !arg.startsWith('--'))
const selected = databases.length ? databases : ['sqlite', 'pg']

/** How many logs the exports write: the whole company's most recent days up to this many. */
const exportedLogs = 100_000

const lastYear = `date_from=${isoDay(365)}&date_to=${isoDay(0)}`

async function getJson(session: Session, path: string) {
  const response = await fetch(session.base + path, {
    headers: { ...session.headers, Accept: 'application/json' },
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return (await response.json()) as { data: any }
}

/** The first day of the most recent range holding at least `exportedLogs` logs of everyone. */
async function exportRange(admin: Session) {
  const { data } = await getJson(admin, `/api/admin/reports/summary?${lastYear}&group=day`)
  let count = 0
  for (const day of [...data.groups].reverse()) {
    count += day.count
    if (count >= exportedLogs) return { query: `date_from=${day.key}&date_to=${isoDay(0)}`, count }
  }
  throw new Error(`The whole year holds only ${count} logs`)
}

/** Resident memory of a process in MB, from /proc. */
function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(status.match(/VmRSS:\s+(\d+)/)![1]) / 1024
}

type ExportMeasurement = {
  name: string
  rows: number
  bytes: number
  seconds: number
  rowsPerSecond: number
  rssBeforeMb: number
  rssPeakMb: number
  rssAfterMb: number
}

/**
 * Downloads one export as a client reading as fast as it can, sampling the server's resident
 * memory every 10 ms while it runs.
 */
async function measureExport(
  name: string,
  pid: number,
  session: Session,
  path: string,
  rows: number
): Promise<ExportMeasurement> {
  const rssBeforeMb = rssMb(pid)
  let rssPeakMb = rssBeforeMb
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(pid))), 10)
  const started = performance.now()
  const bytes = await new Promise<number>((resolve, reject) => {
    request(session.base + path, { headers: session.headers }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`${path} answered ${response.statusCode}`))
      let received = 0
      response.on('data', (chunk: Buffer) => (received += chunk.length))
      response.on('end', () => resolve(received))
      response.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
  const elapsed = (performance.now() - started) / 1000
  clearInterval(sampler)
  const round = (value: number) => Math.round(value * 10) / 10
  return {
    name,
    rows,
    bytes,
    seconds: Math.round(elapsed * 100) / 100,
    rowsPerSecond: Math.round(rows / elapsed),
    rssBeforeMb: round(rssBeforeMb),
    rssPeakMb: round(Math.max(rssPeakMb, rssMb(pid))),
    rssAfterMb: round(rssMb(pid)),
  }
}

async function benchDatabase(db: string) {
  await prepareDatabase(db, { reuse: reuseDb })
  await ensureAdmin(db)
  const app = await startApp(db)
  try {
    const pid = app.pid!
    const heavy = await signIn(heavyUserEmail)
    const admin = await signIn(adminEmail)
    await confirmPassword(admin)
    const once = { concurrency: 1, seconds, warmupSeconds: 3 }
    const summaries: Measurement[] = []
    const summaryOf = (session: Session, path: string) => () =>
      send(session.base + path, { headers: { ...session.headers, Accept: 'application/json' } })
    const measured: [string, Session, string][] = [
      [
        "the heavy user's year by project → task",
        heavy,
        `/api/reports/summary?${lastYear}&group=project&subgroup=task`,
      ],
      [
        "the whole company's year by person → week (admin)",
        admin,
        `/api/admin/reports/summary?${lastYear}&group=user&subgroup=week`,
      ],
      [
        "the whole company's year by week → person (admin, for information)",
        admin,
        `/api/admin/reports/summary?${lastYear}&group=week&subgroup=user`,
      ],
    ]
    for (const [name, session, path] of measured) {
      summaries.push(await measure(name, pid, summaryOf(session, path), once))
    }

    const range = await exportRange(admin)
    const exports: ExportMeasurement[] = []
    for (const format of ['csv', 'xlsx', 'pdf']) {
      const path = `/api/admin/reports/export?format=${format}&${range.query}`
      // The first download warms the code up; the second is the one to compare.
      for (const round of [1, 2]) {
        exports.push(
          await measureExport(`${format.toUpperCase()} (${round})`, pid, admin, path, range.count)
        )
      }
    }
    return { summaries, exports, range: range.query }
  } finally {
    await stop(app)
  }
}

const check = (ok: boolean) => (ok ? '✓' : '✗')

function table(db: string, result: Awaited<ReturnType<typeof benchDatabase>>) {
  const [userSummary, teamSummary] = result.summaries
  const budgets = [50, 500]
  const exportBudgets: Record<string, number> = { CSV: 50_000, XLSX: 10_000 }
  return [
    `### ${db === 'pg' ? 'PostgreSQL' : 'SQLite'}`,
    '',
    '| summary (one client, no concurrency) | requests | p50 ms | p99 ms | CPU ms/req | budget |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    ...result.summaries.map(
      (r, i) =>
        `| ${r.name} | ${r.requests} | ${r.p50} | ${r.p99} | ${r.cpuMs.toFixed(1)} | ${i in budgets ? `p99 ≤ ${budgets[i]} ms ${check(r.errors === 0 && r.p99 <= budgets[i])}` : '–'} |`
    ),
    '',
    `Exports: the whole company's logs of ${result.range.replace('&', ' to ').replaceAll(/date_(from|to)=/g, '')}, read by one client as fast as it can.`,
    '',
    '| export | rows | MB | s | rows/s | RSS before → peak → after MB | growth MB | budget |',
    '| --- | ---: | ---: | ---: | ---: | --- | ---: | --- |',
    ...result.exports.map((r) => {
      const format = r.name.split(' ')[0]
      const growth = Math.round((r.rssPeakMb - r.rssBeforeMb) * 10) / 10
      const rate = exportBudgets[format]
      const verdict = rate
        ? `≥ ${rate} rows/s ${check(r.rowsPerSecond >= rate)}, < 100 MB ${check(growth < 100)}`
        : 'for information'
      return `| ${r.name} | ${r.rows} | ${(r.bytes / 2 ** 20).toFixed(1)} | ${r.seconds} | ${r.rowsPerSecond} | ${r.rssBeforeMb} → ${r.rssPeakMb} → ${r.rssAfterMb} | ${growth} | ${verdict} |`
    }),
    '',
    `(${userSummary.name}: ${userSummary.errors} errors; ${teamSummary.name}: ${teamSummary.errors} errors)`,
  ].join('\n')
}

buildApp()
mkdirSync(`${root}bench/results`, { recursive: true })
const machine = `${cpus().length} × ${cpus()[0].model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`
const report = [`Run ${new Date().toISOString()} on ${machine}; ${seconds} s per summary.`, '']
for (const db of selected) {
  const result = await benchDatabase(db)
  report.push(table(db, result), '')
  writeFileSync(
    `${root}bench/results/reports-${db}.json`,
    JSON.stringify({ machine, seconds, ...result }, null, 2)
  )
}
console.log(`\n${report.join('\n')}`)
writeFileSync(`${root}bench/results/reports.md`, report.join('\n'))
