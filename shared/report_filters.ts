import { isCalendarDate } from '~shared/calendar_dates'

/**
 * The report filters of the Time Logs list, the reports and the exports, named as in the pages'
 * URLs and the API's query.
 */
export interface TimeLogFilters {
  date_from: string | null
  date_to: string | null
  client_id: number[]
  project_id: number[]
  task_id: number[]
  billable: boolean | null
}

export type IdFilter = 'client_id' | 'project_id' | 'task_id'

/** The team reports' filter on top of these. */
export type PersonFilter = 'user_id'

const idFilters: IdFilter[] = ['client_id', 'project_id', 'task_id']

export const noFilters: TimeLogFilters = {
  date_from: null,
  date_to: null,
  client_id: [],
  project_id: [],
  task_id: [],
  billable: null,
}

function dateParam(query: URLSearchParams, name: string) {
  const value = query.get(name)
  return value && isCalendarDate(value) ? value : null
}

/** Both spellings the API takes: `project_id=1&project_id[]=2`; anything not an id is dropped. */
export function idsParam(query: URLSearchParams, name: IdFilter | PersonFilter) {
  const ids = [...query.getAll(name), ...query.getAll(`${name}[]`)]
    .filter((value) => /^[1-9]\d{0,9}$/.test(value))
    .map(Number)
  return [...new Set(ids)]
}

function billableParam(query: URLSearchParams) {
  const value = query.get('billable')
  if (value === 'true' || value === '1') return true
  if (value === 'false' || value === '0') return false
  return null
}

/** The filters a URL's query string holds (a link from the Reports page, say). */
export function filtersFromQuery(query: URLSearchParams): TimeLogFilters {
  const from = dateParam(query, 'date_from')
  const to = dateParam(query, 'date_to')
  // A range ending before it starts (a hand-edited link) is no range: the API would refuse it.
  const backwards = from !== null && to !== null && from > to
  return {
    date_from: backwards ? null : from,
    date_to: backwards ? null : to,
    client_id: idsParam(query, 'client_id'),
    project_id: idsParam(query, 'project_id'),
    task_id: idsParam(query, 'task_id'),
    billable: billableParam(query),
  }
}

/** The filters as query parameters, repeated for lists; an empty filter is left out. */
export function filtersToQuery(filters: TimeLogFilters, into = new URLSearchParams()) {
  if (filters.date_from) into.set('date_from', filters.date_from)
  if (filters.date_to) into.set('date_to', filters.date_to)
  for (const name of idFilters) appendIds(into, name, filters[name])
  if (filters.billable !== null) into.set('billable', String(filters.billable))
  return into
}

export function appendIds(into: URLSearchParams, name: IdFilter | PersonFilter, ids: number[]) {
  for (const id of ids) into.append(name, String(id))
}

/** How many filters are set; a date range counts once. */
export function activeFilterCount(filters: TimeLogFilters) {
  const dated = filters.date_from !== null || filters.date_to !== null
  const lists = idFilters.filter((name) => filters[name].length > 0).length
  return Number(dated) + lists + Number(filters.billable !== null)
}
