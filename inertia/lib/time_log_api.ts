import type { registry } from '~registry'
import { urlFor } from '~shared/url_for'

/** What a JSON API route answers, as the server's code declares it. */
type Answer<Name extends keyof typeof registry.routes> =
  (typeof registry.routes)[Name]['types']['response']

export type TimeLogSortColumn = 'date' | 'start_time' | 'stop_time' | 'project' | 'task'

export type TimeLogQuery = {
  page: number
  /** 1 to 100, or -1 for all. */
  limit: number
  sort: TimeLogSortColumn
  order: 'asc' | 'desc'
  search?: string
}

export type TimeLogPage = Pick<Answer<'api.time-logs.index'>, 'data' | 'total'>
export type Connection = Answer<'api.connections.index'>['data'][number]

/**
 * GET with the session cookie; a non-2xx answer is an error. Plain fetch rather than the typed
 * HTTP client keeps the time-log pages' JavaScript within its budget (DESIGN.md "Budgets").
 */
async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { headers: { Accept: 'application/json' }, signal })
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`)
  return response.json() as Promise<T>
}

export function fetchTimeLogs({ search, ...query }: TimeLogQuery, signal?: AbortSignal) {
  const qs = search ? { ...query, search } : query
  return getJson<TimeLogPage>(urlFor('api.time-logs.index', {}, { qs }), signal)
}

let connections: Promise<Connection[]> | undefined

/** The user's connections, asked for once per page load; a failed request is asked again. */
export function loadConnections() {
  connections ??= getJson<Answer<'api.connections.index'>>(
    urlFor('api.connections.index', {}, { qs: { limit: -1 } })
  ).then(
    (answer) => answer.data,
    (error: unknown) => {
      connections = undefined
      throw error
    }
  )
  return connections
}
