/**
 * The words of a report query and the shapes of its answer, shared by the validators that read
 * it, the services that answer it, the transformers that show it and the front ends' filters.
 */
// Relative: the server, which reads this file too, knows no ~shared alias.
import type { BudgetPeriod } from './budgets.js'
import type { WeekStart } from './week_start.js'

/** What a report may group its hours by: a period, or a client, project, task or person. */
export const periodGroupings = ['day', 'week', 'month'] as const
/** A person's own report offers the periods and their clients, projects and tasks. */
export const personalGroupings = [...periodGroupings, 'client', 'project', 'task'] as const
/** The team's report adds the people. */
export const teamGroupings = [...personalGroupings, 'user'] as const

export type Grouping = (typeof teamGroupings)[number]
export type Period = (typeof periodGroupings)[number]

export function isPeriod(grouping: Grouping): grouping is Period {
  return (periodGroupings as readonly string[]).includes(grouping)
}

/** Whose logs a report reads: one person's own, or everyone's (administrators). */
export type ReportScope = { userId: number } | { team: true }

/**
 * The filters of the log list, the summary and the exports. Empty id lists and a null billable
 * filter nothing; the dates are inclusive.
 */
export type ReportFilters = {
  dateFrom?: string
  dateTo?: string
  clientIds: number[]
  projectIds: number[]
  taskIds: number[]
  /** Only for the team scope; a person's own scope ignores it. */
  userIds: number[]
  billable: boolean | null
  /** Text found in the project's name, the task's name or the comments. */
  search?: string
}

/** A summary's range: both ends required and inclusive. */
export type SummaryFilters = ReportFilters & { dateFrom: string; dateTo: string }

export type SummaryOptions = {
  group: Grouping
  subgroup: Grouping | null
  /** The series' period. */
  interval: Period
  weekStart: WeekStart
}

/** What a summary adds up; the money in minor units, a log without a rate counting 0. */
export type Amounts = {
  seconds: number
  billableSeconds: number
  count: number
  billableAmount: number
  costAmount: number
}

/** What a group tells besides its amounts: a project's client; the team summary's extras. */
export type GroupExtras = {
  clientName?: string
  availableSeconds?: number | null
  plannedSeconds?: number | null
  projectLoggedSeconds?: number
  /** Projects: the money budget, its period, and the billable amount of its period today. */
  budget?: { amount: number; period: BudgetPeriod; used: number } | null
}

export type SummaryGroup = Amounts & GroupExtras & { key: string; name: string }

export type Summary = {
  dateFrom: string
  dateTo: string
  options: SummaryOptions
  totals: Amounts
  groups: (SummaryGroup & { children?: SummaryGroup[] })[]
  series: {
    start: string
    seconds: number
    groups: Record<string, number>
    billableAmount: number
    groupAmounts: Record<string, number>
  }[]
}

/** A summary's query as the API and the Reports page spell it, defaults filled in. */
export type SummaryQuery = {
  date_from: string
  date_to: string
  client_id: number[]
  project_id: number[]
  task_id: number[]
  billable: boolean | null
  group: Grouping
  subgroup: Grouping | null
  interval: Period
  week_start: WeekStart
}

/** What a person's report filters offer. */
export type ReportChoices = {
  clients: { id: number; name: string }[]
  projects: { id: number; name: string; client_id: number }[]
  tasks: { id: number; name: string }[]
}
