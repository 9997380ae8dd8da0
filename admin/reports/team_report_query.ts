import type { registry } from '~registry'
import {
  appendIds,
  filtersFromQuery,
  filtersToQuery,
  idsParam,
  type TimeLogFilters,
} from '~shared/report_filters'
import { presetRange, todayIn } from '~shared/date_ranges'
import type { WeekStart } from '~shared/week_start'
import type { Grouping } from '~shared/report_query'

type SummaryRoute = (typeof registry.routes)['api.admin.reports.summary']['types']

/** The team summary as the API answers it (GET /api/admin/reports/summary). */
export type TeamSummary = SummaryRoute['response']['data']
export type TeamSummaryGroup = TeamSummary['groups'][number]

/** A group's subgroups; none when the summary has no subgroup. */
export const childrenOf = (group: TeamSummaryGroup) => group.children ?? []

/** The team's groupings in the panel's order: people first, periods last. */
export const groupings = [
  'user',
  'project',
  'client',
  'task',
  'day',
  'week',
  'month',
] as const satisfies readonly Grouping[]

/** The report's screens: each asks the summary for its own grouping. */
export const views = ['people', 'projects', 'clients', 'grouped'] as const
export type View = (typeof views)[number]

export type TeamFilters = TimeLogFilters & { date_from: string; date_to: string; user_id: number[] }

/** What the panel's URL holds: the filters, the view, and the grouped view's groupings. */
export interface TeamReportQuery {
  filters: TeamFilters
  view: View
  group: Grouping
  subgroup: Grouping | null
}

const oneOf = <T extends string>(choices: readonly T[], value: string | null) =>
  choices.find((choice) => choice === value)

/** The query in the URL; a missing or half range is this month (in the browser's time zone). */
export function readQuery(search: URLSearchParams): TeamReportQuery {
  const filters = filtersFromQuery(search)
  const group = oneOf(groupings, search.get('group')) ?? 'project'
  const subgroup = oneOf(groupings, search.get('subgroup'))
  const month = presetRange('this_month', todayIn(undefined), 'monday')
  const dated = filters.date_from && filters.date_to && filters.date_from <= filters.date_to
  return {
    filters: {
      ...filters,
      date_from: dated ? filters.date_from! : month.from,
      date_to: dated ? filters.date_to! : month.to,
      user_id: idsParam(search, 'user_id'),
    },
    view: oneOf(views, search.get('view')) ?? 'people',
    group,
    subgroup: subgroup === group ? null : (subgroup ?? null),
  }
}

function filterQuery(filters: TeamFilters) {
  const query = filtersToQuery(filters)
  appendIds(query, 'user_id', filters.user_id)
  return query
}

/** The URL's query for the report. */
export function writeQuery({ filters, view, group, subgroup }: TeamReportQuery) {
  const query = filterQuery(filters)
  query.set('view', view)
  if (view === 'grouped') {
    query.set('group', group)
    if (subgroup) query.set('subgroup', subgroup)
  }
  return query
}

/** Each view's groupings: people by week, projects and clients on their own. */
function viewGroupings({ view, group, subgroup }: TeamReportQuery) {
  if (view === 'people') return { group: 'user', subgroup: 'week' }
  if (view === 'projects') return { group: 'project', subgroup: null }
  if (view === 'clients') return { group: 'client', subgroup: null }
  return { group, subgroup }
}

/** The summary's (and the export's) query for what the report shows. */
export function summaryQuery(report: TeamReportQuery, weekStart: WeekStart) {
  const query = filterQuery(report.filters)
  const { group, subgroup } = viewGroupings(report)
  query.set('group', group)
  if (subgroup) query.set('subgroup', subgroup)
  query.set('week_start', weekStart)
  return query
}
