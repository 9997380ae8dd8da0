/**
 * The lean reference: the least a server can do to answer the time-log list as Hourbook does,
 * and so the yardstick for the app's own cost. Plain node:http with the database driver and no
 * framework, it still does the job: verifies the signed session cookie the app set (AdonisJS's
 * cookie signer: `s:` + base64url of the message + `.` + HMAC-SHA256 under SHA-256(APP_KEY)),
 * reads the session row and the user row, checks the session version (sign-out everywhere)
 * and the verified address, runs the list's query and sums the user's seconds, reads the lock
 * date and the person's submitted weeks covering the page's days (each log's period state), and
 * answers the same JSON.
 *
 * Usage: lean_reference.ts sqlite <file> <port> | pg <database> <port>, APP_KEY in the
 * environment; tells its parent `ready` over IPC.
 */
import { createHash, createHmac, createSecretKey, timingSafeEqual } from 'node:crypto'
import { createServer, type ServerResponse } from 'node:http'
import Database from 'better-sqlite3'
import pg from 'pg'

const [db, target, port] = process.argv.slice(2)
const cookieName = 'hourbook-session'
const signingKey = createSecretKey(createHash('sha256').update(process.env.APP_KEY!).digest())

type SessionRow = { data: string; expires_at: string | number | Date }
type UserRow = { session_version: number; email_verified_at: unknown; time_log_count: number }
type LogRow = {
  id: number
  date: string
  start_time: string
  stop_time: string
  comments: string | null
  project_id: number
  project_name: string
  task_id: number
  task_name: string
  billing_batch_id: number | null
}

const sessionSql = 'SELECT data, expires_at FROM sessions WHERE id = $1'
const userSql = 'SELECT session_version, email_verified_at, time_log_count FROM users WHERE id = $1'
const listSql = `SELECT time_logs.id, time_logs.date, time_logs.start_time, time_logs.stop_time,
  time_logs.comments, projects.id AS project_id, projects.name AS project_name,
  tasks.id AS task_id, tasks.name AS task_name, time_logs.billing_batch_id
  FROM time_logs
  LEFT JOIN projects ON projects.id = time_logs.project_id
  LEFT JOIN tasks ON tasks.id = time_logs.task_id
  WHERE time_logs.user_id = $1
  ORDER BY time_logs.date DESC, time_logs.start_time DESC LIMIT $2 OFFSET $3`

// The user's logged seconds, from the daily sums the database keeps.
const secondsSql =
  'SELECT COALESCE(SUM(seconds), 0) AS seconds FROM daily_log_totals WHERE user_id = $1'

type WeekRow = { starts_on: string; ends_on: string; status: WeekStatus }
type WeekStatus = 'submitted' | 'approved' | 'rejected'

const lockSql = "SELECT value FROM settings WHERE key = 'lock_date'"
const weeksSql = `SELECT starts_on, ends_on, status FROM week_submissions
  WHERE user_id = $1 AND starts_on <= $2 AND ends_on >= $3`

type Queries = {
  session(id: string): Promise<SessionRow | undefined>
  user(id: number): Promise<UserRow | undefined>
  list(userId: number, limit: number, offset: number): Promise<LogRow[]>
  seconds(userId: number): Promise<number>
  lockDate(): Promise<string | null>
  weeks(userId: number, from: string, to: string): Promise<WeekRow[]>
}

function sqliteQueries(file: string): Queries {
  const connection = new Database(file, { fileMustExist: true })
  connection.pragma('journal_mode = WAL')
  const positional = (sql: string) => sql.replace(/\$\d+/g, '?')
  const session = connection.prepare<[string], SessionRow>(positional(sessionSql))
  const user = connection.prepare<[number], UserRow>(positional(userSql))
  const list = connection.prepare<[number, number, number], LogRow>(positional(listSql))
  const seconds = connection.prepare<[number], { seconds: number }>(positional(secondsSql))
  const lock = connection.prepare<[], { value: string | null }>(lockSql)
  const weeks = connection.prepare<[number, string, string], WeekRow>(positional(weeksSql))
  return {
    session: async (id) => session.get(id),
    user: async (id) => user.get(id),
    list: async (userId, limit, offset) => list.all(userId, limit, offset),
    seconds: async (userId) => seconds.get(userId)!.seconds,
    lockDate: async () => lock.get()?.value ?? null,
    weeks: async (userId, from, to) => weeks.all(userId, to, from),
  }
}

function pgQueries(database: string): Queries {
  // Dates as the text PostgreSQL sends, as the app shows them.
  pg.types.setTypeParser(1082, (value: string) => value)
  // Every statement planned once per connection, as the app's list is (unplannedInteger,
  // app/lib/raw_rows.ts): by default PostgreSQL would plan this list on every request.
  const pool = new pg.Pool({
    host: '127.0.0.1',
    user: 'postgres',
    database,
    max: 10,
    options: '-c plan_cache_mode=force_generic_plan',
  })
  const rows = async <Row extends pg.QueryResultRow>(
    name: string,
    text: string,
    values: unknown[]
  ) => {
    const result = await pool.query<Row>({ name, text, values })
    return result.rows
  }
  return {
    session: async (id) => {
      const [row] = await rows<SessionRow>('session', sessionSql, [id])
      return row
    },
    user: async (id) => {
      const [row] = await rows<UserRow>('user', userSql, [id])
      return row
    },
    list: (userId, limit, offset) => rows<LogRow>('list', listSql, [userId, limit, offset]),
    seconds: async (userId) => {
      const [row] = await rows<{ seconds: string }>('seconds', secondsSql, [userId])
      return Number(row.seconds)
    },
    lockDate: async () => {
      const [row] = await rows<{ value: string | null }>('lock', lockSql, [])
      return row?.value ?? null
    },
    weeks: (userId, from, to) => rows<WeekRow>('weeks', weeksSql, [userId, to, from]),
  }
}

const queries = db === 'pg' ? pgQueries(target) : sqliteQueries(target)

function fromBase64Url(value: string) {
  return Buffer.from(value, 'base64url').toString('utf8')
}

/** AdonisJS's MessageBuilder envelope: the message, checked for its purpose and expiry. */
function openMessage(json: string, purpose: string) {
  const envelope = JSON.parse(json) as { message: unknown; purpose?: string; expiryDate?: string }
  if (envelope.purpose !== purpose) return null
  if (envelope.expiryDate && new Date(envelope.expiryDate) < new Date()) return null
  return envelope.message
}

function sessionIdFrom(cookieHeader: string | undefined) {
  if (!cookieHeader) return null
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=')
    if (pair.slice(0, separator).trim() !== cookieName) continue
    const value = decodeURIComponent(pair.slice(separator + 1).trim())
    if (!value.startsWith('s:')) return null
    const [encoded, signature] = value.slice(2).split('.')
    if (!encoded || !signature) return null
    const expected = createHmac('sha256', signingKey).update(encoded).digest()
    const given = Buffer.from(signature, 'base64url')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
    const id = openMessage(fromBase64Url(encoded), cookieName)
    return typeof id === 'string' ? id : null
  }
  return null
}

const pad = (value: number) => String(value).padStart(2, '0')

function secondsOf(time: string) {
  const [hours, minutes, seconds] = time.split(':').map(Number)
  return hours * 3600 + minutes * 60 + (seconds ?? 0)
}

function duration(start: string, stop: string) {
  const seconds = secondsOf(stop) - secondsOf(start)
  const rest = seconds % 60
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}${rest ? `:${pad(rest)}` : ''}`
}

const strictness: Record<WeekStatus, number> = { rejected: 1, submitted: 2, approved: 3 }

/** The strictest stored week covering the day, as the app decides a log's week status. */
function weekStatus(weeks: WeekRow[], date: string) {
  let found: WeekRow | undefined
  for (const week of weeks) {
    if (week.starts_on > date || week.ends_on < date) continue
    if (!found || strictness[week.status] > strictness[found.status]) found = week
  }
  return found?.status ?? 'open'
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
  response.end(JSON.stringify(body))
}

createServer(async (request, response) => {
  try {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (url.pathname !== '/api/time-logs') return answer(response, 404, { message: 'Not found' })
    const sessionId = sessionIdFrom(request.headers.cookie)
    const session = sessionId ? await queries.session(sessionId) : undefined
    if (!session || new Date(session.expires_at).getTime() < Date.now()) {
      return answer(response, 401, { message: 'Unauthenticated' })
    }
    const values = openMessage(session.data, sessionId!) as Record<string, unknown> | null
    const userId = Number(values?.auth_web)
    const user = userId ? await queries.user(userId) : undefined
    if (!user || values?.auth_session_version !== user.session_version) {
      return answer(response, 401, { message: 'Unauthenticated' })
    }
    if (!user.email_verified_at) return answer(response, 403, { message: 'Verify' })

    const limit = Number(url.searchParams.get('limit') ?? 25)
    const page = Number(url.searchParams.get('page') ?? 1)
    if (!Number.isInteger(limit) || limit < 1 || !Number.isInteger(page) || page < 1) {
      return answer(response, 422, { message: 'Invalid' })
    }
    const [rows, totalSeconds] = await Promise.all([
      queries.list(userId, limit, (page - 1) * limit),
      queries.seconds(userId),
    ])
    const dates = rows.map((row) => row.date).sort()
    const [locked, weeks] = rows.length
      ? await Promise.all([
          queries.lockDate(),
          queries.weeks(userId, dates[0], dates[dates.length - 1]),
        ])
      : [null, []]
    answer(response, 200, {
      data: rows.map((row) => ({
        id: row.id,
        date: row.date,
        start_time: row.start_time,
        stop_time: row.stop_time,
        duration: duration(row.start_time, row.stop_time),
        comments: row.comments,
        project: { id: row.project_id, name: row.project_name },
        task: { id: row.task_id, name: row.task_name },
        // The bench's user is no administrator and sees no money: only whether it is billed.
        billed: row.billing_batch_id !== null,
        week_status: weekStatus(weeks, row.date),
        locked: locked !== null && row.date <= locked,
      })),
      total: Number(user.time_log_count),
      total_seconds: totalSeconds,
      page,
      limit,
    })
  } catch {
    answer(response, 500, { message: 'Error' })
  }
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'))
