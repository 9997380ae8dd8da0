import Database from 'better-sqlite3'
import pg from 'pg'
import { Scrypt } from '@adonisjs/core/hash/drivers/scrypt'
import { amountOf } from '../shared/money.js'

export const benchPassword = 'bench-password-1'
export const heavyUserEmail = 'heavy@bench.test'
/** The address of user `id` (from 2; user 1 is the heavy user). */
export const userEmail = (id: number) => `user${id}@bench.test`

const userCount = 1000
const heavyLogs = 20_000
/** Seeded logs have the ids 1 to this; later ones were created by a run. */
export const seededLogs = 1_000_000
const totalLogs = seededLogs
const connectionsPerUser = 5
const projectCount = 50
const tasksPerProject = 2
const days = 365
const benchCostRate = 6000

type Row = (string | number | null)[]

/** The date `daysBack` days before today (UTC), as YYYY-MM-DD. */
export function isoDay(daysBack: number) {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() - daysBack)
  return date.toISOString().slice(0, 10)
}

function clock(minutes: number) {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`
}

/**
 * Everything as rows, the same for both databases: 1,000 users (the first one the heavy user
 * with 20,000 logs), 50 projects with 2 tasks each, 5 connections per user, and 1,000,000 logs
 * of 9 minutes each in distinct 10-minute slots from midnight, spread over the last 365 days.
 * Every project has planned hours far above what is logged and a start date, so that every
 * create checks the hours cap and the dates.
 */
async function rows() {
  const plannedHours = 100_000
  const projectStart = '2000-01-01'
  const now = new Date().toISOString().replace('T', ' ').slice(0, 19)
  const hash = await new Scrypt({
    cost: 16384,
    blockSize: 8,
    parallelization: 1,
    maxMemory: 33554432,
  }).make(benchPassword)

  const users: Row[] = []
  for (let id = 1; id <= userCount; id++) {
    const email = id === 1 ? heavyUserEmail : userEmail(id)
    users.push([id, `Bench User ${id}`, email, hash, 'user', 1, now, 'en', 'UTC', now, now])
  }
  const clients: Row[] = Array.from({ length: 10 }, (_, index) => [
    index + 1,
    `Client ${index + 1}`,
    1,
    now,
    now,
  ])
  const projects: Row[] = Array.from({ length: projectCount }, (_, index) => [
    index + 1,
    (index % 10) + 1,
    `Project ${index + 1}`,
    1,
    1,
    now,
    now,
    plannedHours,
    projectStart,
  ])
  const tasks: Row[] = Array.from({ length: tasksPerProject * 5 }, (_, index) => [
    index + 1,
    `Task ${index + 1}`,
    1,
    now,
    now,
  ])
  const connections: Row[] = []
  for (let project = 1; project <= projectCount; project++) {
    for (let slot = 0; slot < tasksPerProject; slot++) {
      const id = (project - 1) * tasksPerProject + slot + 1
      connections.push([id, project, ((project + slot) % 10) + 1, 1, now, now])
    }
  }
  const connectionCount = connections.length
  const assignments: Row[] = []
  const userConnections = (user: number) =>
    Array.from(
      { length: connectionsPerUser },
      (_, index) => ((user * 7 + index * 13) % connectionCount) + 1
    )
  for (let user = 1; user <= userCount; user++) {
    for (const connection of userConnections(user)) assignments.push([connection, user])
  }

  const logs: Row[] = []
  const perOtherUser = Math.ceil((totalLogs - heavyLogs) / (userCount - 1))
  for (let user = 1; user <= userCount && logs.length < totalLogs; user++) {
    const count = user === 1 ? heavyLogs : Math.min(perOtherUser, totalLogs - logs.length)
    const mine = userConnections(user)
    for (let index = 0; index < count && logs.length < totalLogs; index++) {
      const connection = connections[mine[index % mine.length] - 1]
      const start = Math.floor(index / days) * 10
      // Priced as the app prices it: nine minutes at the project's rate, and at the person's cost.
      const billableRate = 9000 + (Number(connection[1]) % 5) * 1000
      logs.push([
        user,
        connection[1],
        connection[2],
        isoDay((index % days) + 1),
        clock(start),
        clock(start + 9),
        index % 4 ? null : `Bench log ${index}`,
        now,
        now,
        billableRate,
        amountOf(540, billableRate),
        benchCostRate,
        amountOf(540, benchCostRate),
      ])
    }
  }
  return { users, clients, projects, tasks, connections, assignments, logs }
}

const columns = {
  users:
    'id, name, email, password, role, active, email_verified_at, locale, timezone, created_at, updated_at',
  clients: 'id, name, active, created_at, updated_at',
  projects:
    'id, client_id, name, billable, active, created_at, updated_at, planned_hours, start_date',
  tasks: 'id, name, active, created_at, updated_at',
  connections: 'id, project_id, task_id, active, created_at, updated_at',
  connection_user: 'connection_id, user_id',
  time_logs:
    'user_id, project_id, task_id, date, start_time, stop_time, comments, created_at, updated_at, billable_rate, billable_amount, cost_rate, cost_amount',
}

function tableRows(data: Awaited<ReturnType<typeof rows>>): [keyof typeof columns, Row[]][] {
  return [
    ['users', data.users],
    ['clients', data.clients],
    ['projects', data.projects],
    ['tasks', data.tasks],
    ['connections', data.connections],
    ['connection_user', data.assignments],
    ['time_logs', data.logs],
  ]
}

export async function seedSqlite(file: string) {
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = OFF')
  const data = await rows()
  db.transaction(() => {
    for (const [table, tableData] of tableRows(data)) {
      const placeholders = columns[table]
        .split(',')
        .map(() => '?')
        .join(', ')
      const insert = db.prepare(`INSERT INTO ${table} (${columns[table]}) VALUES (${placeholders})`)
      for (const row of tableData)
        insert.run(...row.map((value) => (typeof value === 'boolean' ? Number(value) : value)))
    }
  })()
  db.exec('ANALYZE')
  db.close()
  return data.logs.length
}

export async function seedPostgres(connection: pg.ClientConfig) {
  const client = new pg.Client(connection)
  await client.connect()
  const data = await rows()
  const booleans: Record<string, number[]> = {
    users: [5],
    clients: [2],
    projects: [3, 4],
    tasks: [2],
    connections: [3],
  }
  await client.query('BEGIN')
  for (const [table, tableData] of tableRows(data)) {
    const width = columns[table].split(',').length
    const batch = Math.floor(60_000 / width)
    for (let offset = 0; offset < tableData.length; offset += batch) {
      const chunk = tableData.slice(offset, offset + batch)
      const values = chunk.map(
        (_, rowIndex) =>
          `(${Array.from({ length: width }, (__, col) => `$${rowIndex * width + col + 1}`).join(', ')})`
      )
      const params = chunk.flatMap((row) =>
        row.map((value, col) => ((booleans[table] ?? []).includes(col) ? Boolean(value) : value))
      )
      await client.query(
        `INSERT INTO ${table} (${columns[table]}) VALUES ${values.join(', ')}`,
        params
      )
    }
    if (table !== 'connection_user') {
      await client.query(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT MAX(id) FROM ${table}))`
      )
    }
  }
  await client.query('COMMIT')
  await client.query('ANALYZE')
  await client.end()
  return data.logs.length
}
