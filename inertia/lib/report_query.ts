import dayjs from 'dayjs'
import type { Data } from '~generated/data'
import type { Locale } from '~shared/locale'
import { formatDate } from '~/lib/dates'
import { periodEnd } from '~shared/date_ranges'
import { isPeriod } from '~shared/report_query'

export type SummaryData = Data.ReportPage['summary']
export type SummaryGroup = SummaryData['groups'][number]
export type ReportQuery = Data.ReportPage['query']
export type ReportOptions = Data.ReportPage['options']
export type Grouping = ReportQuery['group']
export type Period = ReportQuery['interval']

/**
 * The query string of a report: what the user chose; the series' interval and the week's first
 * day are left to the server's defaults (range length, the page's language).
 */
export function reportSearch(query: ReportQuery) {
  return {
    date_from: query.date_from,
    date_to: query.date_to,
    client_id: query.client_id,
    project_id: query.project_id,
    task_id: query.task_id,
    billable: query.billable,
    group: query.group,
    subgroup: query.subgroup,
  }
}

/** A group's name to show: periods as dates in the page's language, the rest as named. */
export function groupLabel(
  grouping: Grouping,
  group: Pick<SummaryGroup, 'key' | 'name'>,
  locale: Locale,
  weekOf: (date: string) => string
) {
  if (grouping === 'day') return formatDate(group.key, locale)
  if (grouping === 'week') return weekOf(formatDate(group.key, locale))
  if (grouping === 'month') return dayjs(group.key).locale(locale).format('MMMM YYYY')
  return group.name
}

/** The Time Logs table's filters that show a group's logs within the report's filters. */
export function timeLogFilters(query: ReportQuery, path: { grouping: Grouping; key: string }[]) {
  const filters: Record<string, string | number | number[]> = {
    date_from: query.date_from,
    date_to: query.date_to,
    client_id: query.client_id,
    project_id: query.project_id,
    task_id: query.task_id,
  }
  if (query.billable !== null) filters.billable = String(query.billable)
  for (const { grouping, key } of path) {
    if (isPeriod(grouping)) {
      // A period at the range's edges is clipped to the range.
      const end = periodEnd(key, grouping)
      filters.date_from = key > query.date_from ? key : query.date_from
      filters.date_to = end < query.date_to ? end : query.date_to
    } else {
      filters[`${grouping}_id`] = [Number(key)]
    }
  }
  return filters
}
