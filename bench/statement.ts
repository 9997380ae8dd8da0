/*
 * The statement benchmark (bench/README.md "Statements"): `npm run bench:statement` measures
 * both databases, `npm run bench:statement -- sqlite` (or `pg`) one; `--reuse-db` keeps a seeded
 * benchmark database. It prices the 10,000 most recent logs of the first client at one rate and
 * downloads their statement as a PDF with one line per log and by task, and as JSON.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { cpus, totalmem } from 'node:os'
import Database from 'better-sqlite3'
import pg from 'pg'
import {
  adminEmail,
  buildApp,
  confirmPassword,
  ensureAdmin,
  pgConnection,
  prepareDatabase,
  root,
  signIn,
  sqliteFile,
  startApp,
  stop,
  type Session,
} from './app_process.js'

const args = process.argv.slice(2)
const reuseDb = args.includes('--reuse-db')
const databases = args.filter((arg) => !arg.startsWith('--'))
const selected = databases.length ? databases : ['sqlite', 'pg']

const statementLogs = 10_000
const clientId = 1
/** 95.00 an hour, in cents. */
const rate = 9500
const budgetSeconds = 3

/** The client's days, newest first, until they hold the logs; prices those logs and answers the range. */
const countsSql = `SELECT CAST(time_logs.date AS TEXT) AS date, COUNT(*) AS logs FROM time_logs
  JOIN projects ON projects.id = time_logs.project_id
  WHERE projects.client_id = ? GROUP BY time_logs.date ORDER BY time_logs.date DESC`
const priceSql = `UPDATE time_logs SET billing_batch_id = NULL, billable_rate = ?,
    billable_amount = (seconds * ? + 1800) / 3600
  WHERE date BETWEEN ? AND ?
    AND project_id IN (SELECT id FROM projects WHERE client_id = ?)`

/** The SQL with PostgreSQL's numbered placeholders. */
function numbered(sql: string) {
  let number = 0
  return sql.replaceAll('?', () => `$${++number}`)
}

function rangeOf(days: { date: unknown; logs: unknown }[]) {
  let logs = 0
  let from = ''
  for (const day of days) {
    logs += Number(day.logs)
    from = String(day.date)
    if (logs >= statementLogs) break
  }
  return { from, to: String(days[0].date), logs }
}

async function priceLogs(db: string) {
  if (db === 'sqlite') {
    const connection = new Database(sqliteFile)
    const range = rangeOf(connection.prepare(countsSql).all(clientId) as never)
    connection.prepare(priceSql).run(rate, rate, range.from, range.to, clientId)
    connection.close()
    return range
  }
  const client = new pg.Client(pgConnection)
  await client.connect()
  const counts = await client.query(numbered(countsSql), [clientId])
  const range = rangeOf(counts.rows)
  await client.query(numbered(priceSql), [rate, rate, range.from, range.to, clientId])
  await client.end()
  return range
}

/** Downloads the whole answer and times it. */
async function timed(session: Session, path: string) {
  const started = performance.now()
  const response = await fetch(session.base + path, {
    headers: { ...session.headers, Accept: 'application/json' },
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  const body = await response.arrayBuffer()
  const bytes = body.byteLength
  return { seconds: Math.round((performance.now() - started) / 10) / 100, bytes }
}

async function benchDatabase(db: string) {
  await prepareDatabase(db, { reuse: reuseDb })
  await ensureAdmin(db)
  const range = await priceLogs(db)
  const app = await startApp(db)
  try {
    const admin = await signIn(adminEmail)
    await confirmPassword(admin)
    const query = `client_id=${clientId}&date_from=${range.from}&date_to=${range.to}&tax_rate=2100`
    const measured: [string, string][] = [
      [
        'PDF, one line per log',
        `/api/admin/invoicing/statement/export?${query}&grouping=log&format=pdf`,
      ],
      ['PDF, by task', `/api/admin/invoicing/statement/export?${query}&grouping=task&format=pdf`],
      ['JSON, one line per log', `/api/admin/invoicing/statement?${query}&grouping=log`],
    ]
    const results = []
    for (const [name, path] of measured) {
      // The first download warms the code up; the second is the one to compare.
      await timed(admin, path)
      results.push({ name, ...(await timed(admin, path)) })
    }
    return { range, results }
  } finally {
    await stop(app)
  }
}

buildApp()
mkdirSync(`${root}bench/results`, { recursive: true })
const machine = `${cpus().length} × ${cpus()[0].model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`
const report = [`Run ${new Date().toISOString()} on ${machine}.`, '']
for (const db of selected) {
  const { range, results } = await benchDatabase(db)
  report.push(
    `### ${db === 'pg' ? 'PostgreSQL' : 'SQLite'}: ${range.logs} logs, ${range.from} to ${range.to}`,
    '',
    '| statement | KB | s | budget |',
    '| --- | ---: | ---: | --- |',
    ...results.map(
      (r, i) =>
        `| ${r.name} | ${Math.round(r.bytes / 1024)} | ${r.seconds} | ${i === 0 ? `< ${budgetSeconds} s ${r.seconds < budgetSeconds ? '✓' : '✗'}` : '–'} |`
    ),
    ''
  )
  writeFileSync(
    `${root}bench/results/statement-${db}.json`,
    JSON.stringify({ machine, range, results }, null, 2)
  )
}
console.log(`\n${report.join('\n')}`)
writeFileSync(`${root}bench/results/statement.md`, report.join('\n'))
