import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import type TimeLog from '#models/time_log'
import { isoDate, isoTime, nullableNumber } from '#models/columns'
import { likePattern, likeSql } from '#lib/like_search'
import { boundInteger, queryRows, selectRows, unplannedInteger } from '#lib/raw_rows'
import type { timeLogSortColumns } from '#validators/time_log'
import { filterClause, isFiltered, type ReportFilters } from '#services/report_filters'
import { lockDateKey, periodStateColumns, weekStatusOfRank } from '#services/period_states'
import { seesOwnMoney } from '#services/money_view'

type SortColumn = (typeof timeLogSortColumns)[number]

type ListOptions = {
  limit?: number
  page?: number
  sort?: SortColumn
  order?: 'asc' | 'desc'
  search?: string
}

type ListRow = {
  id: number
  date: unknown
  start_time: unknown
  stop_time: unknown
  comments: string | null
  project_id: number
  project_name: string
  task_id: number
  task_name: string
  /** Left out of the rows of a viewer who does not see money. */
  billable_rate?: unknown
  billable_amount?: unknown
  billing_batch_id: number | null
}

type PeriodRow = ListRow & { lock_date: string | null; week_rank: number | null }

const sortColumns: Record<SortColumn, string> = {
  date: 'time_logs.date',
  start_time: 'time_logs.start_time',
  stop_time: 'time_logs.stop_time',
  project: 'projects.name',
  task: 'tasks.name',
}

const directions = { asc: 'ASC', desc: 'DESC' } as const

const joinedNames = `FROM time_logs
  LEFT JOIN projects ON projects.id = time_logs.project_id
  LEFT JOIN tasks ON tasks.id = time_logs.task_id`

const withNames = (boundUser: string) => `${joinedNames} WHERE time_logs.user_id = ${boundUser}`

const searched = ` AND (${['projects.name', 'tasks.name', 'time_logs.comments'].map(likeSql).join(' OR ')})`

const namedColumns = `SELECT time_logs.id, time_logs.date, time_logs.start_time, time_logs.stop_time,
  time_logs.comments, projects.id AS project_id, projects.name AS project_name,
  tasks.id AS task_id, tasks.name AS task_name, time_logs.billing_batch_id`

/**
 * With the log's rate and amount. The lists read them only for a viewer who sees money: two
 * columns a row that the others would read for nothing (bench/README.md).
 */
const pricedColumns = `${namedColumns}, time_logs.billable_rate, time_logs.billable_amount`

const listColumns = (priced: boolean) => (priced ? pricedColumns : namedColumns)

function toTimeLog(row: ListRow) {
  return {
    id: row.id,
    date: isoDate(row.date)!,
    startTime: isoTime(row.start_time)!,
    stopTime: isoTime(row.stop_time)!,
    comments: row.comments,
    project: { id: row.project_id, name: row.project_name },
    task: { id: row.task_id, name: row.task_name },
    billableRate: nullableNumber(row.billable_rate),
    billableAmount: nullableNumber(row.billable_amount),
    billed: row.billing_batch_id !== null,
  }
}

const listColumnsWithStates = (priced: boolean) => `${listColumns(priced)}, ${periodStateColumns}`

/** A row of the list: a log with the state of its period. */
function toPeriodLog(row: PeriodRow) {
  const log = toTimeLog(row)
  return {
    ...log,
    weekStatus: weekStatusOfRank(row.week_rank),
    locked: row.lock_date !== null && log.date <= row.lock_date,
  }
}

type TotalsRow = { total?: number | string; seconds: number | string }

/** The number and the summed length of the logs a list's conditions find. */
const countedAndSummed = 'SELECT COUNT(*) AS total, COALESCE(SUM(time_logs.seconds), 0) AS seconds'

/** The summed length of all of a user's logs, from the daily sums the database keeps. */
const userSeconds = (boundUser: string) =>
  `SELECT COALESCE(SUM(seconds), 0) AS seconds FROM daily_log_totals WHERE user_id = ${boundUser}`

function orderAndPage(options: ListOptions, bound = boundInteger) {
  const limit = options.limit ?? 25
  const page = options.page ?? 1
  const sort = options.sort ?? 'date'
  const direction = directions[options.order ?? 'desc']
  const orderBy = [
    ...(sort === 'date' ? [] : [`${sortColumns[sort]} ${direction}`]),
    `time_logs.date ${direction}`,
    `time_logs.start_time ${direction}`,
  ].join(', ')
  const paged = limit === -1 ? '' : ` LIMIT ${bound} OFFSET ${bound}`
  const pageBindings = limit === -1 ? [] : [limit, (page - 1) * limit]
  return { limit, page, sql: ` ORDER BY ${orderBy}${paged}`, bindings: pageBindings }
}

/**
 * One page of the user's logs with each one's period state, newest first unless sorted
 * otherwise, optionally searched in project, task and comments and narrowed by the report
 * filters. A user's logs never share a date and start time (they may not overlap), so date and
 * start time settle every order, and the default order reads straight from the (user_id, date,
 * start_time) index. The list is the busiest read of the app, so it reads plain rows with the
 * names joined in rather than models with preloaded relations; the left joins keep time_logs
 * the outer table, so SQLite walks that index too. The unsearched, unfiltered total is the
 * count the database keeps on the user's row, read when the user was signed in, and its
 * seconds the sum of the user's daily sums (one
 * covering index, a row per day, project and task instead of a row per log). Searched or
 * filtered, one aggregate with the list's own conditions counts the logs and sums their seconds.
 * Without filters the SQL is written out rather than built per request: a handful of fixed
 * texts, which SQLite keeps prepared, and less CPU per call than the query builder
 * (bench/README.md).
 */
export async function listTimeLogs(user: User, options: ListOptions, filters?: ReportFilters) {
  if (filters && isFiltered(filters)) return listFilteredTimeLogs(user, options, filters)
  // Its user and page are named statements' bindings that no plan may depend on: one plan
  // serves them all, and PostgreSQL would otherwise plan the list on every request.
  const bound = unplannedInteger(db.connection().dialect.name)
  const ordered = orderAndPage(options, bound)
  const where = options.search ? withNames(bound) + searched : withNames(bound)
  const whereBindings = options.search
    ? [user.id, ...Array(3).fill(likePattern(options.search))]
    : [user.id]
  const [[totals], rows] = await Promise.all([
    options.search
      ? selectRows<TotalsRow>(`${countedAndSummed} ${where}`, whereBindings)
      : selectRows<TotalsRow>(userSeconds(bound), [user.id]),
    selectRows<PeriodRow>(`${listColumnsWithStates(seesOwnMoney(user))} ${where}${ordered.sql}`, [
      lockDateKey,
      ...whereBindings,
      ...ordered.bindings,
    ]),
  ])

  return {
    rows: rows.map(toPeriodLog),
    total: options.search ? Number(totals.total) : user.timeLogCount,
    totalSeconds: Number(totals.seconds),
    page: ordered.page,
    limit: ordered.limit,
  }
}

/** The list narrowed by report filters: its SQL varies with them, and its total is counted. */
async function listFilteredTimeLogs(user: User, options: ListOptions, filters: ReportFilters) {
  const ordered = orderAndPage(options)
  const filtered = filterClause({ userId: user.id }, { ...filters, search: options.search })
  const where = `${joinedNames} WHERE ${filtered.sql}`
  const [[totals], rows] = await Promise.all([
    queryRows<TotalsRow>(`${countedAndSummed} ${where}`, filtered.bindings),
    queryRows<PeriodRow>(`${listColumnsWithStates(seesOwnMoney(user))} ${where}${ordered.sql}`, [
      lockDateKey,
      ...filtered.bindings,
      ...ordered.bindings,
    ]),
  ])
  return {
    rows: rows.map(toPeriodLog),
    total: Number(totals.total),
    totalSeconds: Number(totals.seconds),
    page: ordered.page,
    limit: ordered.limit,
  }
}

const oneLog = `${pricedColumns} ${joinedNames} WHERE time_logs.id = ?`

/**
 * A log with the names of its project and task, as the list shows its rows: one fixed query
 * rather than preloading both models, which every create and update answers with. Read in the
 * transaction that wrote it when given one.
 */
export async function namedTimeLog(id: number, client?: QueryClientContract) {
  const [row] = await selectRows<ListRow>(oneLog, [id], client)
  return toTimeLog(row)
}

const logsBetween = (priced: boolean) => `${listColumns(priced)} ${withNames(boundInteger)}
  AND time_logs.date BETWEEN ? AND ? ORDER BY time_logs.date, time_logs.start_time`

/**
 * The user's logs from one date to another, both included, in order, with their names; with
 * their prices when `priced` (a viewer who sees money), else with none.
 */
export async function namedTimeLogsBetween(
  userId: number,
  from: string,
  to: string,
  priced: boolean
) {
  const rows = await selectRows<ListRow>(logsBetween(priced), [userId, from, to])
  return rows.map(toTimeLog)
}

export type NamedTimeLog = ReturnType<typeof toTimeLog>

type Named = { id: number; name: string }

/**
 * A log just written, with the names of its project and task as the write's rules read them:
 * what namedTimeLog would read back, without the query.
 */
export function namedWrittenLog(
  log: Pick<
    TimeLog,
    | 'id'
    | 'date'
    | 'startTime'
    | 'stopTime'
    | 'comments'
    | 'billableRate'
    | 'billableAmount'
    | 'billingBatchId'
  >,
  names: { project: Named; task: Named }
): NamedTimeLog {
  const { id, date, startTime, stopTime, comments, billableRate, billableAmount } = log
  // A log just created has no billing batch read back: undefined.
  const billed = Boolean(log.billingBatchId)
  return { id, date, startTime, stopTime, comments, ...names, billableRate, billableAmount, billed }
}
