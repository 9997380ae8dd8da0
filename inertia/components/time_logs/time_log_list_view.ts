import type { TimeLogSortColumn } from '~/components/time_logs/time_log_api'
import { isCalendarDate } from '~shared/calendar_dates'

export const pageSizes = [10, 25, 50, 100]
const sortColumns: NonNullable<TimeLogSortColumn>[] = [
  'date',
  'start_time',
  'stop_time',
  'project',
  'task',
]
const groupColumns = ['project', 'task', 'date'] as const

export type TimeLogGroupColumn = (typeof groupColumns)[number]

/** How the Time Logs page shows the logs, as its URL holds it (besides the filters). */
export interface TimeLogListView {
  /** 'rows' pages through the logs; 'days' shows a week at a time, by day. */
  mode: 'rows' | 'days'
  page: number
  limit: number
  sort: NonNullable<TimeLogSortColumn>
  order: 'asc' | 'desc'
  search: string
  group: TimeLogGroupColumn[]
  /** The first day of the week the by-day view shows; null for the current week. */
  week: string | null
}

const defaultListView: TimeLogListView = {
  mode: 'rows',
  page: 1,
  limit: 25,
  sort: 'date',
  order: 'desc',
  search: '',
  group: [],
  week: null,
}

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  values.includes(value as T)

/** The view a URL's query string holds; anything unknown or malformed is the default. */
export function listViewFromQuery(query: URLSearchParams): TimeLogListView {
  const page = Number(query.get('page'))
  const limit = Number(query.get('limit'))
  const sort = query.get('sort')
  const week = query.get('week')
  return {
    mode: query.get('view') === 'days' ? 'days' : 'rows',
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    limit: pageSizes.includes(limit) ? limit : defaultListView.limit,
    sort: isOneOf(sortColumns, sort) ? sort : defaultListView.sort,
    order: query.get('order') === 'asc' ? 'asc' : 'desc',
    search: (query.get('search') ?? '').trim().slice(0, 100),
    group: [...new Set(query.getAll('group'))].filter((column) => isOneOf(groupColumns, column)),
    week: week && isCalendarDate(week) ? week : null,
  }
}

/** The view as query parameters; what is the default is left out. */
export function listViewToQuery(view: TimeLogListView, into = new URLSearchParams()) {
  if (view.mode === 'days') into.set('view', 'days')
  if (view.page !== 1) into.set('page', String(view.page))
  if (view.limit !== defaultListView.limit) into.set('limit', String(view.limit))
  if (view.sort !== defaultListView.sort) into.set('sort', view.sort)
  if (view.order !== defaultListView.order) into.set('order', view.order)
  if (view.search) into.set('search', view.search)
  for (const column of view.group) into.append('group', column)
  if (view.week) into.set('week', view.week)
  return into
}
