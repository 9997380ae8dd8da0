import vine from '@vinejs/vine'
import { DateTime } from 'luxon'
import type { FieldContext } from '@vinejs/vine/types'
import { calendarDate, id, text } from '#validators/fields'
import { notBefore } from '#validators/admin/fields'
import {
  periodGroupings,
  personalGroupings,
  teamGroupings,
  type Grouping,
  type Period,
  type ReportFilters,
  type SummaryFilters,
  type SummaryOptions,
  type SummaryQuery,
} from '#shared/report_query'
import { weekStarts, type WeekStart } from '#shared/week_start'
import { calendar } from '#config/app'

/** The longest range a filter may span: `date_to` comes before `date_from` plus this. */
export const maxRangeYears = 5

/** The most ids one filter takes. */
export const maxFilterIds = 100

export const exportFormats = ['csv', 'xlsx', 'pdf'] as const

/**
 * A repeatable id: `project_id=1`, `project_id=1&project_id=2` and `project_id[]=1` all arrive
 * as a list.
 */
const idList = () =>
  vine
    .array(id())
    .maxLength(maxFilterIds)
    .parse((value) => (typeof value === 'number' || typeof value === 'string' ? [value] : value))
    .optional()

/** The range ends before `date_from` plus maxRangeYears years. */
export const withinMaxRange = vine.createRule(
  (value: unknown, _: undefined, field: FieldContext) => {
    const from = field.parent?.date_from
    if (typeof value !== 'string' || typeof from !== 'string') return
    const limit = DateTime.fromISO(from).plus({ years: maxRangeYears }).toISODate()
    if (limit && value >= limit) {
      field.report('The date range must be shorter than {years} years.', 'maxRange', field, {
        years: maxRangeYears,
      })
    }
  }
)

/** The subgroup differs from the group (by default `project`). */
const notTheGroup = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (value !== undefined && value === (field.parent?.group ?? 'project')) {
    field.report('The {field} must differ from the grouping.', 'sameAsGroup', field)
  }
})

const fromDate = () => calendarDate()
const toDate = () =>
  calendarDate()
    .use(notBefore({ field: 'date_from' }))
    .use(withinMaxRange())

const idFilterFields = () => ({
  client_id: idList(),
  project_id: idList(),
  task_id: idList(),
  billable: vine.boolean().optional(),
})

/**
 * The filters of the log list (query string): an optional inclusive date range, repeatable
 * client, project and task ids, billable.
 */
export const listFilterFields = () => ({
  date_from: fromDate().optional(),
  date_to: toDate().optional(),
  ...idFilterFields(),
})

/** The filters of the summary and the exports: the list's, with the date range required. */
const personalFilters = () => ({ date_from: fromDate(), date_to: toDate(), ...idFilterFields() })

/** The administrators' filters add the person filter. */
const teamFilters = () => ({ ...personalFilters(), user_id: idList() })

function groupingFields<Groupings extends readonly Grouping[]>(groupings: Groupings) {
  return {
    group: vine.enum(groupings).optional(),
    subgroup: vine.enum(groupings).use(notTheGroup()).optional(),
  }
}

const summaryFields = {
  interval: vine.enum(periodGroupings).optional(),
  week_start: vine.enum(weekStarts).optional(),
}

const exportFields = {
  format: vine.enum(exportFormats),
  search: text().trim().maxLength(100).optional(),
}

/** GET /api/reports/summary and the Reports page: a person's own logs. */
export const reportSummaryValidator = vine.create({
  ...personalFilters(),
  ...groupingFields(personalGroupings),
  ...summaryFields,
})

/** GET /api/admin/reports/summary: everyone's logs, with the person filter and grouping. */
export const teamReportSummaryValidator = vine.create({
  ...teamFilters(),
  ...groupingFields(teamGroupings),
  ...summaryFields,
})

/** GET /api/reports/export: the summary's query plus the format and the list's search. */
export const reportExportValidator = vine.create({
  ...personalFilters(),
  ...groupingFields(personalGroupings),
  ...summaryFields,
  ...exportFields,
})

/** GET /api/admin/reports/export. */
export const teamReportExportValidator = vine.create({
  ...teamFilters(),
  ...groupingFields(teamGroupings),
  ...summaryFields,
  ...exportFields,
})

type FilterInput = {
  date_from?: string
  date_to?: string
  client_id?: number[]
  project_id?: number[]
  task_id?: number[]
  billable?: boolean
  user_id?: number[]
  search?: string
}

/** Validated filter fields as the services take them. */
export function toReportFilters(fields: FilterInput): ReportFilters {
  return {
    dateFrom: fields.date_from,
    dateTo: fields.date_to,
    clientIds: fields.client_id ?? [],
    projectIds: fields.project_id ?? [],
    taskIds: fields.task_id ?? [],
    userIds: fields.user_id ?? [],
    billable: fields.billable ?? null,
    search: fields.search || undefined,
  }
}

/** The series' interval a range gets by default: days up to 31 days, weeks up to 183, else months. */
export function defaultInterval(dateFrom: string, dateTo: string): Period {
  const days =
    Math.round(DateTime.fromISO(dateTo).diff(DateTime.fromISO(dateFrom), 'days').days) + 1
  if (days <= 31) return 'day'
  if (days <= 183) return 'week'
  return 'month'
}

/** Validated fields of a summary or an export, of a person or of the team. */
type SummaryFields = FilterInput & {
  date_from: string
  date_to: string
  group?: Grouping
  subgroup?: Grouping
  interval?: Period
  week_start?: WeekStart
}

/** A summary's query with its defaults filled in, in the snake_case of the API and the page. */
export function toSummaryQuery(fields: SummaryFields): SummaryQuery {
  return {
    date_from: fields.date_from,
    date_to: fields.date_to,
    client_id: fields.client_id ?? [],
    project_id: fields.project_id ?? [],
    task_id: fields.task_id ?? [],
    billable: fields.billable ?? null,
    group: fields.group ?? 'project',
    subgroup: fields.subgroup ?? null,
    interval: fields.interval ?? defaultInterval(fields.date_from, fields.date_to),
    week_start: fields.week_start ?? calendar.weekStart,
  }
}

/** Validated fields as summarize() takes them, with the query they stand for. */
export function toSummaryInput(fields: SummaryFields) {
  const query = toSummaryQuery(fields)
  const filters: SummaryFilters = {
    ...toReportFilters(fields),
    dateFrom: fields.date_from,
    dateTo: fields.date_to,
  }
  const options: SummaryOptions = {
    group: query.group,
    subgroup: query.subgroup,
    interval: query.interval,
    weekStart: query.week_start,
  }
  return { query, filters, options }
}
