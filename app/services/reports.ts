import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { summarySourceRows, toKey } from '#services/summary_rows'
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
} from '#shared/report_query'
import type { WeekStart } from '#shared/week_start'
import { startOfWeek } from '#services/weeks'
import { defaultTimezone, timezoneOrDefault } from '#config/app'
import { budgetsUsed } from '#services/budgets'
import type { BudgetPeriod } from '#shared/budgets'

type Person = { availableHours?: number | null; timezone?: string }
type Names = Map<string, GroupExtras & Person & { name: string }>

/**
 * toKey() once per value: a team's year is tens of thousands of rows, but a few hundred days,
 * weeks or months.
 */
function keyReader(grouping: Grouping, weekStart: WeekStart) {
  if (!isPeriod(grouping)) return (value: unknown) => String(value)
  const keys = new Map<unknown, string>()
  return (value: unknown) => {
    let key = keys.get(value)
    if (key === undefined) {
      key = toKey(grouping, weekStart, value)
      keys.set(value, key)
    }
    return key
  }
}

/** The first day of the period that holds the date. */
function periodStart(date: DateTime, period: Period, weekStart: WeekStart) {
  if (period === 'day') return date
  if (period === 'month') return date.startOf('month')
  return startOfWeek(date, weekStart)
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

/**
 * The names of the groups' rows, with a project's planned hours and all its logged time (what a
 * person's connections show them too), its budget and what its period has used today (in the
 * installation's time zone), and a person's available hours.
 */
async function namesOf(grouping: Grouping, ids: string[]): Promise<Names> {
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
        'projects.logged_seconds',
        'projects.budget_amount',
        'projects.budget_period'
      )
    const budgeted = rows
      .filter((row) => row.budget_amount !== null)
      .map((row) => ({ id: Number(row.id), budgetPeriod: row.budget_period as BudgetPeriod }))
    const today = DateTime.now().setZone(defaultTimezone).toISODate()!
    const used = await budgetsUsed(budgeted, today)
    for (const row of rows) {
      names.set(String(row.id), {
        name: row.name,
        clientName: row.client_name,
        plannedSeconds:
          row.planned_hours === null ? null : Math.round(Number(row.planned_hours) * 3600),
        projectLoggedSeconds: Number(row.logged_seconds),
        budget:
          row.budget_amount === null
            ? null
            : {
                amount: Number(row.budget_amount),
                period: row.budget_period,
                used: used.get(Number(row.id)) ?? 0,
              },
      })
    }
    return names
  }
  const table = { user: 'users', client: 'clients', task: 'tasks' }[grouping]
  const columns =
    grouping === 'user' ? ['id', 'name', 'available_hours', 'timezone'] : ['id', 'name']
  for (const row of await db.from(table).whereIn('id', numbers).select(columns)) {
    names.set(String(row.id), {
      name: row.name,
      availableHours: row.available_hours,
      timezone: row.timezone,
    })
  }
  return names
}

/** A person's available seconds over some days: their hours per week, pro rata. */
function availableSeconds(availableHours: unknown, days: number) {
  if (availableHours === null || availableHours === undefined) return null
  return Math.round((Number(availableHours) * 3600 * days) / 7)
}

/**
 * The last day of the range a person could have worked: today in their time zone at the latest,
 * so that this month's utilisation is not measured against days still to come. A range wholly
 * ahead ends before it starts: no days at all.
 */
function lastAvailableDay(dateTo: string, timezone: string | undefined) {
  const today = DateTime.now().setZone(timezoneOrDefault(timezone)).toISODate()!
  return today < dateTo ? today : dateTo
}

const bySecondsThenName = (a: SummaryGroup, b: SummaryGroup) =>
  b.seconds - a.seconds || a.name.localeCompare(b.name) || Number(a.key) - Number(b.key)
/** Period keys are ISO dates: their text order is their time order. */
const byKey = (a: SummaryGroup, b: SummaryGroup) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)

function addTo(sum: Amounts, amounts: Amounts) {
  sum.seconds += amounts.seconds
  sum.billableSeconds += amounts.billableSeconds
  sum.count += amounts.count
  sum.billableAmount += amounts.billableAmount
  sum.costAmount += amounts.costAmount
}

const noAmounts = () => ({
  seconds: 0,
  billableSeconds: 0,
  count: 0,
  billableAmount: 0,
  costAmount: 0,
})

/**
 * What the logs of a scope add up to over a range: totals, the groups (with their subgroups),
 * and the series over time stacked by group. The database sums the sums it keeps (per person
 * and day, or per person and stretch: summarySourceRows()), grouped by plain keys (ids, dates,
 * week numbers); the rows of equal keys are added up, and the groups named and ordered, here.
 */
export async function summarize(
  scope: ReportScope,
  filters: SummaryFilters,
  options: SummaryOptions
): Promise<Summary> {
  const postgres = db.connection().dialect.name === 'postgres'
  const team = 'team' in scope
  const { group, subgroup, interval, weekStart } = options
  const rows = await summarySourceRows(scope, filters, options, postgres)
  const groupKey = keyReader(group, weekStart)
  const subgroupKey = subgroup && keyReader(subgroup, weekStart)
  const bucketKey = keyReader(interval, weekStart)

  const buckets = new Map(
    periodStarts(filters.dateFrom, filters.dateTo, interval, weekStart).map((start) => [
      start,
      {
        start,
        seconds: 0,
        groups: {} as Record<string, number>,
        billableAmount: 0,
        groupAmounts: {} as Record<string, number>,
      },
    ])
  )
  const stacked = !isPeriod(group)
  const groups = new Map<string, SummaryGroup & { children: Map<string, SummaryGroup> }>()
  const totals: Amounts = noAmounts()
  for (const row of rows) {
    const amounts = {
      seconds: Number(row.seconds),
      billableSeconds: Number(row.billable_seconds),
      count: Number(row.count),
      billableAmount: Number(row.billable_amount),
      costAmount: Number(row.cost_amount),
    }
    const key = groupKey(row.group_key)
    let parent = groups.get(key)
    if (!parent) {
      parent = { key, name: key, ...noAmounts(), children: new Map() }
      groups.set(key, parent)
    }
    addTo(totals, amounts)
    addTo(parent, amounts)
    if (subgroupKey) {
      const childKey = subgroupKey(row.subgroup_key)
      let child = parent.children.get(childKey)
      if (!child) {
        child = { key: childKey, name: childKey, ...noAmounts() }
        parent.children.set(childKey, child)
      }
      addTo(child, amounts)
    }
    const bucket = buckets.get(bucketKey(row.bucket))
    if (bucket) {
      bucket.seconds += amounts.seconds
      bucket.billableAmount += amounts.billableAmount
      if (stacked) {
        bucket.groups[key] = (bucket.groups[key] ?? 0) + amounts.seconds
        bucket.groupAmounts[key] = (bucket.groupAmounts[key] ?? 0) + amounts.billableAmount
      }
    }
  }

  const childKeys = new Set([...groups.values()].flatMap((parent) => [...parent.children.keys()]))
  const [groupNames, subgroupNames] = await Promise.all([
    namesOf(group, [...groups.keys()]),
    subgroup ? namesOf(subgroup, [...childKeys]) : (new Map() as Names),
  ])

  // A period's days in the range up to a last day, once per period and last day rather than
  // once per person in it.
  const daysOfPeriods = new Map<string, number>()
  const periodDays = (start: string, period: Period, lastDay: string) => {
    const key = `${start}/${lastDay}`
    let days = daysOfPeriods.get(key)
    if (days === undefined) {
      days = daysInRange(start, period, filters.dateFrom, lastDay)
      daysOfPeriods.set(key, days)
    }
    return days
  }
  const lastDays = new Map<string | undefined, string>()
  const lastDayOf = ({ timezone }: Person) => {
    let lastDay = lastDays.get(timezone)
    if (lastDay === undefined) {
      lastDay = lastAvailableDay(filters.dateTo, timezone)
      lastDays.set(timezone, lastDay)
    }
    return lastDay
  }
  const name = (target: SummaryGroup, names: Names, grouping: Grouping, parentKey?: string) => {
    const found = names.get(target.key)
    if (!found) return target
    const { availableHours, timezone, ...extras } = found
    const named: SummaryGroup = { ...target, ...extras }
    if (grouping === 'user' && team) {
      const lastDay = lastDayOf(found)
      const days =
        parentKey && isPeriod(group)
          ? periodDays(parentKey, group, lastDay)
          : daysFromTo(DateTime.fromISO(filters.dateFrom), DateTime.fromISO(lastDay))
      named.availableSeconds = availableSeconds(availableHours, days)
    }
    return named
  }
  // A person's periods (the people report's weeks) carry their share of the available time;
  // set on the child itself, which is this summary's own (a year holds 52,000 of them).
  const personPeriod = (child: SummaryGroup, person: Person) => {
    if (!team || group !== 'user' || !subgroup || !isPeriod(subgroup)) return child
    const days = periodDays(child.key, subgroup, lastDayOf(person))
    child.availableSeconds = availableSeconds(person.availableHours, days)
    return child
  }

  const order = (grouping: Grouping) => (isPeriod(grouping) ? byKey : bySecondsThenName)
  const answerGroups = [...groups.values()]
    .map(({ children, ...parent }) => {
      const named = name(parent, groupNames, group)
      if (!subgroup) return named
      const person = groupNames.get(parent.key) ?? {}
      const namedChildren = [...children.values()]
        .map((child) => personPeriod(name(child, subgroupNames, subgroup, parent.key), person))
        .sort(order(subgroup))
      return { ...named, children: namedChildren }
    })
    .sort(order(group))

  return {
    dateFrom: filters.dateFrom,
    dateTo: filters.dateTo,
    options,
    totals,
    groups: answerGroups,
    series: [...buckets.values()],
  }
}
