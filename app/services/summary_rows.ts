import db from '@adonisjs/lucid/services/db'
import { isoDate } from '#models/columns'
import { placeholders, queryRows } from '#lib/raw_rows'
import { filterClause } from '#services/report_filters'
import { dayNumberDate, wholeStretches } from '#services/week_stretches'
import {
  isPeriod,
  type Grouping,
  type Period,
  type ReportScope,
  type SummaryFilters,
  type SummaryOptions,
} from '#shared/report_query'
import { daysIntoWeek, type WeekStart } from '#shared/week_start'

/*
 * The rows a summary adds up, read from the sums the database keeps: one row per group key,
 * subgroup key and series bucket, with the keys as the database computes them (keySql()), which
 * toKey() turns into the answer's. summarize() (reports.ts) adds them up and names them.
 */

/** A summary row's columns, in the order of PostgreSQL's one-text answer. */
const summaryColumns = [
  'group_key',
  'subgroup_key',
  'bucket',
  'seconds',
  'billable_seconds',
  'count',
  'billable_amount',
  'cost_amount',
] as const

type SummaryRow = {
  group_key: unknown
  subgroup_key?: unknown
  bucket: unknown
  seconds: number | string
  billable_seconds: number | string
  count: number | string
  billable_amount: number | string
  cost_amount: number | string
}

/**
 * Weeks are counted from a Monday (or Sunday) this many weeks before 1970, so that the
 * week number of every date a range may hold is positive and the division rounds down.
 */
const weekEpochDays = 7_000_000
/** 1970-01-01 was a Thursday: this many days after the start of its week. */
const thursdayOffset = (weekStart: WeekStart) => daysIntoWeek(4, weekStart)

/** The columns a key is computed from. */
type KeyColumn = 'date' | 'user_id' | 'project_id' | 'task_id' | 'client_id'

const keyColumns: Record<Exclude<Grouping, Period>, KeyColumn> = {
  user: 'user_id',
  client: 'client_id',
  project: 'project_id',
  task: 'task_id',
}

/**
 * SQL for the key of a group: an id for a person, client, project or task; the date for a day;
 * a week number for a week; the first of the month for a month. Plain arithmetic on the date
 * (no formatting: per log it costs more than the summing); toKey() makes the answer's keys.
 */
function keySql(
  grouping: Grouping,
  weekStart: WeekStart,
  postgres: boolean,
  column: (name: KeyColumn) => string
) {
  if (!isPeriod(grouping)) return column(keyColumns[grouping])
  const date = column('date')
  const shift = thursdayOffset(weekStart) + weekEpochDays
  if (postgres) {
    // Day numbers since 1970: node-postgres would make a Date of every date it reads.
    const dayNumber = `(${date} - DATE '1970-01-01')`
    if (grouping === 'day') return dayNumber
    if (grouping === 'week') return `(${dayNumber} + ${shift}) / 7`
    return `(${dayNumber} - EXTRACT(DAY FROM ${date})::integer + 1)`
  }
  if (grouping === 'day') return date
  if (grouping === 'week') {
    return `CAST((julianday(${date}) - 2440587.5 + ${shift}) / 7 AS INTEGER)`
  }
  return `substr(${date}, 1, 8) || '01'`
}

/** The answer's key of a group key read from keySql(). */
export function toKey(grouping: Grouping, weekStart: WeekStart, value: unknown) {
  switch (grouping) {
    case 'day':
    case 'month':
      return typeof value === 'number' ? dayNumberDate(value) : isoDate(value)!
    case 'week':
      return dayNumberDate(Number(value) * 7 - thursdayOffset(weekStart) - weekEpochDays)
    default:
      return String(value)
  }
}

const logColumns: Record<KeyColumn, string> = {
  date: 'time_logs.date',
  user_id: 'time_logs.user_id',
  project_id: 'time_logs.project_id',
  task_id: 'time_logs.task_id',
  client_id: 'projects.client_id',
}

/** In the order of the report indexes, so that SQLite sums a grain while it walks one. */
const grainOrder: KeyColumn[] = ['date', 'user_id', 'project_id', 'task_id', 'client_id']

/**
 * The sums of the filtered logs per group, subgroup and series bucket, in one pass. Without a
 * text search they are read from the daily sums (migration 0016), a third as many rows as the
 * logs; the filters name time_logs' columns, which the daily sums share. PostgreSQL groups by
 * the keys straight away (in parallel, by hashing). SQLite sorts to group, so it first sums per
 * day and the ids the keys need, in the order of the table it walks, with each period's key
 * computed once per such sum, and then sorts only those sums.
 */
function summarySql(
  options: SummaryOptions,
  postgres: boolean,
  where: string,
  textSearch: boolean
) {
  const { group, subgroup, interval, weekStart } = options
  const groupings = subgroup ? [group, subgroup] : [group]
  const outer = (key: (grouping: Grouping) => string, amounts: string, from: string) => {
    const keys = [
      `${key(group)} AS group_key`,
      ...(subgroup ? [`${key(subgroup)} AS subgroup_key`] : []),
      `${key(interval)} AS bucket`,
    ]
    const grouped = subgroup ? 'group_key, subgroup_key, bucket' : 'group_key, bucket'
    return `SELECT ${keys.join(', ')}, ${amounts} ${from} GROUP BY ${grouped}`
  }
  const logKey = (grouping: Grouping) =>
    keySql(grouping, weekStart, postgres, (name) => logColumns[name])
  const source = textSearch ? 'time_logs' : 'daily_log_totals AS time_logs'
  const logs = `FROM ${source} JOIN projects ON projects.id = time_logs.project_id WHERE ${where}`
  // A log without a rate has no amount; the daily sums count it as 0 already.
  const amount = (column: string) =>
    textSearch ? `COALESCE(time_logs.${column}, 0)` : `time_logs.${column}`
  const logSums = `SUM(time_logs.seconds) AS seconds,
    SUM(CASE WHEN projects.billable THEN time_logs.seconds ELSE 0 END) AS billable_seconds,
    ${textSearch ? 'COUNT(*)' : 'SUM(time_logs.count)'} AS count,
    SUM(${amount('billable_amount')}) AS billable_amount, SUM(${amount('cost_amount')}) AS cost_amount`
  if (postgres) return outer(logKey, logSums, logs)

  const grain = grainOrder.filter(
    (name) =>
      name === 'date' ||
      groupings.some((grouping) => !isPeriod(grouping) && keyColumns[grouping] === name)
  )
  const periods = [...new Set([...groupings, interval].filter(isPeriod))]
  const grainColumns = [
    ...periods.map((period) => `${logKey(period)} AS ${period}_key`),
    ...grain.filter((name) => name !== 'date').map((name) => `${logColumns[name]} AS ${name}`),
  ]
  const grainSql = `SELECT ${grainColumns.join(', ')}, ${logSums} ${logs} GROUP BY ${grain.map((name) => logColumns[name]).join(', ')}`
  return outer(
    (grouping) => (isPeriod(grouping) ? `grain.${grouping}_key` : `grain.${keyColumns[grouping]}`),
    `SUM(grain.seconds) AS seconds, SUM(grain.billable_seconds) AS billable_seconds,
    SUM(grain.count) AS count, SUM(grain.billable_amount) AS billable_amount,
    SUM(grain.cost_amount) AS cost_amount`,
    `FROM (${grainSql}) AS grain`
  )
}

/** The groupings a stretch of days (week_stretches.ts) adds up into whole. */
const stretchGroupings = new Set<Grouping>(['user', 'week', 'month'])

/** Whether a summary can read the sums per person and stretch: the team's, by person and period. */
function readsStretches(scope: ReportScope, filters: SummaryFilters, options: SummaryOptions) {
  const { group, subgroup, interval } = options
  return (
    'team' in scope &&
    !filters.search &&
    filters.clientIds.length === 0 &&
    filters.projectIds.length === 0 &&
    filters.taskIds.length === 0 &&
    filters.billable === null &&
    [group, subgroup ?? group, interval].every((grouping) => stretchGroupings.has(grouping))
  )
}

/**
 * The sums per person and stretch (migration 0024) of the whole stretches from `first` to
 * before `after`, with the keys of summarySql(). Each row is one person's stretch, which lies in
 * one week and one month, so it needs no grouping here: summarize() adds up rows of equal keys.
 */
function stretchSql(options: SummaryOptions, postgres: boolean, userIds: number[]) {
  const { group, subgroup, interval, weekStart } = options
  const key = (grouping: Grouping) =>
    keySql(grouping, weekStart, postgres, (name) =>
      name === 'date' ? 'stretches.starts_on' : `stretches.${name}`
    )
  const keys = [
    `${key(group)} AS group_key`,
    ...(subgroup ? [`${key(subgroup)} AS subgroup_key`] : []),
    `${key(interval)} AS bucket`,
  ]
  const people = userIds.length > 0 ? ` AND stretches.user_id IN (${placeholders(userIds)})` : ''
  return `SELECT ${keys.join(', ')}, stretches.seconds, stretches.billable_seconds, stretches.count,
    stretches.billable_amount, stretches.cost_amount
    FROM weekly_log_totals AS stretches
    WHERE stretches.week_start = ? AND stretches.starts_on >= ? AND stretches.starts_on < ?${people}`
}

/**
 * A summary's rows: from the daily sums, or, for a team's summary by person and period, from the
 * sums per person and stretch for the whole stretches in the range (a year: about 63,000 rows
 * for 1,000 people instead of 365,000 daily sums) and from the daily sums for the range's days
 * before the first and after the last of them.
 */
export async function summarySourceRows(
  scope: ReportScope,
  filters: SummaryFilters,
  options: SummaryOptions,
  postgres: boolean
) {
  const daily = (range: SummaryFilters) => {
    const filtered = filterClause(scope, range)
    return summaryRows(
      summarySql(options, postgres, filtered.sql, Boolean(range.search)),
      filtered.bindings,
      Boolean(options.subgroup)
    )
  }
  const stretches =
    readsStretches(scope, filters, options) &&
    wholeStretches(filters.dateFrom, filters.dateTo, options.weekStart)
  if (!stretches) return daily(filters)
  const edges = [
    { ...filters, dateTo: stretches.dayBeforeFirst },
    { ...filters, dateFrom: stretches.after },
  ].filter((range) => range.dateFrom <= range.dateTo)
  const parts = await Promise.all([
    summaryRows(
      stretchSql(options, postgres, filters.userIds),
      [options.weekStart, stretches.first, stretches.after, ...filters.userIds],
      Boolean(options.subgroup)
    ),
    ...edges.map(daily),
  ])
  return parts.flat()
}

/**
 * The rows of a summary's SQL. PostgreSQL compiles a query over a million logs to machine code
 * first, which takes longer than the compiled code saves here, so it is told not to. It answers
 * the rows as one text, a line of numbers per row (every key is a number there: keySql()):
 * node-postgres decodes and parses each field of each row on its own, which for a team's year
 * (63,000 rows) cost Node more than the query cost the database.
 */
async function summaryRows(sql: string, bindings: unknown[], subgroup: boolean) {
  const client = db.connection()
  if (client.dialect.name !== 'postgres') return queryRows<SummaryRow>(sql, bindings, client)
  const columns = subgroup ? summaryColumns : summaryColumns.filter((c) => c !== 'subgroup_key')
  const [{ rows }] = await client.transaction(async (trx) => {
    await trx.rawQuery('SET LOCAL jit = off')
    return queryRows<{ rows: string | null }>(
      `SELECT string_agg(concat_ws(',', ${columns.join(', ')}), ';') AS rows FROM (${sql}) AS summary`,
      bindings,
      trx
    )
  })
  if (!rows) return []
  const numbers = integersOf(rows)
  const amountsAt = subgroup ? 3 : 2
  const summaryRowsFound: SummaryRow[] = []
  for (let at = 0; at < numbers.length; at += columns.length) {
    summaryRowsFound.push({
      group_key: numbers[at],
      subgroup_key: subgroup ? numbers[at + 1] : undefined,
      bucket: numbers[at + amountsAt - 1],
      seconds: numbers[at + amountsAt],
      billable_seconds: numbers[at + amountsAt + 1],
      count: numbers[at + amountsAt + 2],
      billable_amount: numbers[at + amountsAt + 3],
      cost_amount: numbers[at + amountsAt + 4],
    })
  }
  return summaryRowsFound
}

/**
 * The integers of summaryRows()' text, in order: a comma between fields, a semicolon between
 * rows. Read digit by digit: splitting the lines into fields and those into numbers took
 * much longer (bench/README.md).
 */
function integersOf(text: string) {
  const numbers: number[] = []
  let value = 0
  let sign = 1
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code >= 48 && code <= 57) value = value * 10 + code - 48
    else if (code === 45) sign = -1
    else {
      numbers.push(sign * value)
      value = 0
      sign = 1
    }
  }
  numbers.push(sign * value)
  return numbers
}
