import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { isoDate } from '#models/columns'
import { queryRows } from '#lib/raw_rows'
import { filterClause } from '#services/report_filters'
import {
  isPeriod,
  type Amounts,
  type GroupExtras,
  type Grouping,
  type Period,
  type ReportScope,
  type Summary,
  type SummaryFilters,
  type SummaryGroup,
  type SummaryOptions,
  type WeekStart,
} from '#lib/report_query'

type GroupRow = {
  group_key: unknown
  subgroup_key?: unknown
  seconds: number | string
  billable_seconds: number | string
  count: number | string
}

type SeriesRow = { bucket: unknown; group_key?: unknown; seconds: number | string }

type Names = Map<string, GroupExtras & { name: string; availableHours?: number | null }>

/**
 * Weeks are counted from a Monday (or Sunday) this many weeks before 1970, so that the
 * week number of every date a range may hold is positive and the division rounds down.
 */
const weekEpochDays = 7_000_000
/** 1970-01-01 was a Thursday: this many days after the start of its week. */
const thursdayOffset: Record<WeekStart, number> = { monday: 3, sunday: 4 }

/**
 * SQL for the key of a log's group: an id for a person, client, project or task; the date for
 * a day; a week number for a week; YYYY-MM for a month. Keys are computed per log, so they
 * stay plain arithmetic or a column; toKey() turns them into the answer's keys.
 */
function keySql(grouping: Grouping, weekStart: WeekStart, postgres: boolean) {
  switch (grouping) {
    case 'user':
      return 'time_logs.user_id'
    case 'client':
      return 'projects.client_id'
    case 'project':
      return 'time_logs.project_id'
    case 'task':
      return 'time_logs.task_id'
    case 'day':
      return 'time_logs.date'
    case 'week': {
      const shift = thursdayOffset[weekStart] + weekEpochDays
      return postgres
        ? `((time_logs.date - DATE '1970-01-01') + ${shift}) / 7`
        : `CAST((julianday(time_logs.date) - 2440587.5 + ${shift}) / 7 AS INTEGER)`
    }
    case 'month':
      return postgres ? `to_char(time_logs.date, 'YYYY-MM')` : 'substr(time_logs.date, 1, 7)'
  }
}

const epoch = DateTime.fromISO('1970-01-01', { zone: 'utc' })

/** The answer's key of a group key read from keySql(). */
function toKey(grouping: Grouping, weekStart: WeekStart, value: unknown) {
  switch (grouping) {
    case 'day':
      return isoDate(value)!
    case 'week': {
      const days = Number(value) * 7 - thursdayOffset[weekStart] - weekEpochDays
      return epoch.plus({ days }).toISODate()!
    }
    case 'month':
      return `${String(value)}-01`
    default:
      return String(value)
  }
}

/** The first day of the period that holds the date. */
function periodStart(date: DateTime, period: Period, weekStart: WeekStart) {
  if (period === 'day') return date
  if (period === 'month') return date.startOf('month')
  const daysSinceStart = weekStart === 'monday' ? date.weekday - 1 : date.weekday % 7
  return date.minus({ days: daysSinceStart })
}

/** The first days of the periods from the range's first to its last day. */
function periodStarts(from: string, to: string, period: Period, weekStart: WeekStart) {
  const last = DateTime.fromISO(to, { zone: 'utc' })
  const starts: string[] = []
  for (
    let start = periodStart(DateTime.fromISO(from, { zone: 'utc' }), period, weekStart);
    start <= last;
    start = start.plus({ [period]: 1 })
  ) {
    starts.push(start.toISODate()!)
  }
  return starts
}

/** Days from the first to the last date, both included. */
function daysFromTo(first: DateTime, last: DateTime) {
  return Math.max(0, Math.round(last.diff(first, 'days').days) + 1)
}

/** Days of a period that fall inside the range. */
function daysInRange(start: string, period: Period, from: string, to: string) {
  const periodEnd = DateTime.fromISO(start)
    .plus({ [period]: 1 })
    .minus({ days: 1 })
  return daysFromTo(
    DateTime.max(DateTime.fromISO(start), DateTime.fromISO(from)),
    DateTime.min(periodEnd, DateTime.fromISO(to))
  )
}

/** The names of the groups' rows, with what the team summary adds to people and projects. */
async function namesOf(grouping: Grouping, ids: string[], team: boolean): Promise<Names> {
  const names: Names = new Map()
  if (isPeriod(grouping) || ids.length === 0) return names
  const numbers = ids.map(Number)
  if (grouping === 'project') {
    const rows = await db
      .from('projects')
      .join('clients', 'clients.id', 'projects.client_id')
      .whereIn('projects.id', numbers)
      .select(
        'projects.id',
        'projects.name',
        'clients.name as client_name',
        'projects.planned_hours',
        'projects.logged_seconds'
      )
    for (const row of rows) {
      names.set(String(row.id), {
        name: row.name,
        clientName: row.client_name,
        ...(team && {
          plannedSeconds:
            row.planned_hours === null ? null : Math.round(Number(row.planned_hours) * 3600),
          projectLoggedSeconds: Number(row.logged_seconds),
        }),
      })
    }
    return names
  }
  const table = { user: 'users', client: 'clients', task: 'tasks' }[grouping]
  const columns = grouping === 'user' ? ['id', 'name', 'available_hours'] : ['id', 'name']
  for (const row of await db.from(table).whereIn('id', numbers).select(columns)) {
    names.set(String(row.id), { name: row.name, availableHours: row.available_hours })
  }
  return names
}

/** A person's available seconds over some days: their hours per week, pro rata. */
function availableSeconds(availableHours: unknown, days: number) {
  if (availableHours === null || availableHours === undefined) return null
  return Math.round((Number(availableHours) * 3600 * days) / 7)
}

const bySecondsThenName = (a: SummaryGroup, b: SummaryGroup) =>
  b.seconds - a.seconds || a.name.localeCompare(b.name) || a.key.localeCompare(b.key)
const byKey = (a: SummaryGroup, b: SummaryGroup) => a.key.localeCompare(b.key)

/**
 * What the logs of a scope add up to over a range: totals, the groups (with their subgroups),
 * and the series over time stacked by group. Everything is summed by the database, grouped by
 * plain keys (ids, dates, week and month numbers) over the report indexes and the stored
 * seconds of each log (migration 0015); only the few groups are named and ordered here.
 */
export async function summarize(
  scope: ReportScope,
  filters: SummaryFilters,
  options: SummaryOptions
): Promise<Summary> {
  const client = db.connection()
  const postgres = client.dialect.name === 'postgres'
  const team = 'team' in scope
  const { group, subgroup, interval, weekStart } = options
  const filtered = filterClause(scope, filters)
  const from = 'FROM time_logs JOIN projects ON projects.id = time_logs.project_id'

  const groupKey = keySql(group, weekStart, postgres)
  const subgroupKey = subgroup && keySql(subgroup, weekStart, postgres)
  const keys = subgroupKey
    ? `${groupKey} AS group_key, ${subgroupKey} AS subgroup_key`
    : `${groupKey} AS group_key`
  const groupsSql = `SELECT ${keys}, SUM(time_logs.seconds) AS seconds,
    SUM(CASE WHEN projects.billable THEN time_logs.seconds ELSE 0 END) AS billable_seconds,
    COUNT(*) AS count
    ${from} WHERE ${filtered.sql} GROUP BY ${subgroupKey ? 'group_key, subgroup_key' : 'group_key'}`

  const bucketKey = keySql(interval, weekStart, postgres)
  const stacked = !isPeriod(group)
  const seriesSql = `SELECT ${bucketKey} AS bucket${stacked ? `, ${groupKey} AS group_key` : ''},
    SUM(time_logs.seconds) AS seconds
    ${group === 'client' ? from : 'FROM time_logs'} WHERE ${filtered.sql}
    GROUP BY ${stacked ? 'bucket, group_key' : 'bucket'}`

  const [groupRows, seriesRows] = await Promise.all([
    queryRows<GroupRow>(groupsSql, filtered.bindings, client),
    queryRows<SeriesRow>(seriesSql, filtered.bindings, client),
  ])

  const groups = new Map<string, SummaryGroup & { children: Map<string, SummaryGroup> }>()
  const totals: Amounts = { seconds: 0, billableSeconds: 0, count: 0 }
  for (const row of groupRows) {
    const amounts = {
      seconds: Number(row.seconds),
      billableSeconds: Number(row.billable_seconds),
      count: Number(row.count),
    }
    const key = toKey(group, weekStart, row.group_key)
    let parent = groups.get(key)
    if (!parent) {
      parent = { key, name: key, seconds: 0, billableSeconds: 0, count: 0, children: new Map() }
      groups.set(key, parent)
    }
    for (const sum of [totals, parent]) {
      sum.seconds += amounts.seconds
      sum.billableSeconds += amounts.billableSeconds
      sum.count += amounts.count
    }
    if (subgroup) {
      const childKey = toKey(subgroup, weekStart, row.subgroup_key)
      parent.children.set(childKey, { key: childKey, name: childKey, ...amounts })
    }
  }

  const childKeys = new Set([...groups.values()].flatMap((parent) => [...parent.children.keys()]))
  const [groupNames, subgroupNames] = await Promise.all([
    namesOf(group, [...groups.keys()], team),
    subgroup ? namesOf(subgroup, [...childKeys], team) : (new Map() as Names),
  ])

  const rangeDays = daysFromTo(DateTime.fromISO(filters.dateFrom), DateTime.fromISO(filters.dateTo))
  const name = (target: SummaryGroup, names: Names, grouping: Grouping, parentKey?: string) => {
    const found = names.get(target.key)
    if (!found) return target
    const { availableHours, ...extras } = found
    const named: SummaryGroup = { ...target, ...extras }
    if (grouping === 'user' && team) {
      const days =
        parentKey && isPeriod(group)
          ? daysInRange(parentKey, group, filters.dateFrom, filters.dateTo)
          : rangeDays
      named.availableSeconds = availableSeconds(availableHours, days)
    }
    return named
  }

  const order = (grouping: Grouping) => (isPeriod(grouping) ? byKey : bySecondsThenName)
  const answerGroups = [...groups.values()]
    .map(({ children, ...parent }) => {
      const named = name(parent, groupNames, group)
      if (!subgroup) return named
      const namedChildren = [...children.values()]
        .map((child) => name(child, subgroupNames, subgroup, parent.key))
        .sort(order(subgroup))
      return { ...named, children: namedChildren }
    })
    .sort(order(group))

  const buckets = new Map(
    periodStarts(filters.dateFrom, filters.dateTo, interval, weekStart).map((start) => [
      start,
      { start, seconds: 0, groups: {} as Record<string, number> },
    ])
  )
  for (const row of seriesRows) {
    const bucket = buckets.get(toKey(interval, weekStart, row.bucket))
    if (!bucket) continue
    const seconds = Number(row.seconds)
    bucket.seconds += seconds
    if (stacked) bucket.groups[toKey(group, weekStart, row.group_key)] = seconds
  }

  return {
    dateFrom: filters.dateFrom,
    dateTo: filters.dateTo,
    options,
    totals,
    groups: answerGroups,
    series: [...buckets.values()],
  }
}
