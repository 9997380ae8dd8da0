import type { registry } from '~registry'
import type { Data } from '~generated/data'
import { filtersToQuery, type TimeLogFilters } from '~shared/report_filters'
import { urlFor } from '~shared/url_for'
import { xsrfToken } from '~shared/xsrf'

type Route<Name extends keyof typeof registry.routes> = (typeof registry.routes)[Name]['types']

/** What a JSON API route answers, as the server's code declares it. */
type Answer<Name extends keyof typeof registry.routes> = Route<Name>['response']

/** The list's query as its validator takes it; limit is 1 to 100, or -1 for all. */
export type TimeLogQuery = Required<
  Pick<Route<'api.time-logs.index'>['query'], 'page' | 'limit' | 'sort' | 'order'>
> & { search?: string }

export type TimeLogSortColumn = TimeLogQuery['sort']

export type TimeLogPage = Pick<Answer<'api.time-logs.index'>, 'data' | 'total' | 'total_seconds'>
export type Connection = Data.Connection

/**
 * GET with the session cookie; a non-2xx answer is an error. Plain fetch rather than the typed
 * HTTP client keeps the time-log pages' JavaScript within its budget (bench/README.md).
 */
async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { headers: { Accept: 'application/json' }, signal })
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`)
  return response.json() as Promise<T>
}

export function fetchTimeLogs(
  { search, ...query }: TimeLogQuery,
  filters: TimeLogFilters,
  signal?: AbortSignal
) {
  const qs = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, `${value}`]))
  if (search) qs.set('search', search)
  filtersToQuery(filters, qs)
  return getJson<TimeLogPage>(`${urlFor('api.time-logs.index')}?${qs}`, signal)
}

/** The times the server suggests for a new log on the date (YYYY-MM-DD). */
export async function fetchSuggestedTimes(date: string, signal?: AbortSignal) {
  const url = urlFor('api.time-logs.suggested-times', {}, { qs: { date } })
  const answer = await getJson<Answer<'api.time-logs.suggested-times'>>(url, signal)
  return answer.data
}

/** The user's own earlier comments on the project and task, the latest first. */
export async function fetchPastComments(projectId: string, taskId: string, signal?: AbortSignal) {
  const qs = { project_id: projectId, task_id: taskId }
  const url = urlFor('api.time-logs.past-comments', {}, { qs })
  const answer = await getJson<Answer<'api.time-logs.past-comments'>>(url, signal)
  return answer.data
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

/** Asks for the connections again on next use: a saved log changed its project's hours used. */
export function forgetConnections() {
  connections = undefined
}

/**
 * A write with the session cookie and the CSRF header; answers null when it succeeded, else
 * the server's message (the first field message of a 422) or `failed`.
 */
async function write(method: 'POST' | 'DELETE', url: string, failed: string, body?: unknown) {
  try {
    const response = await fetch(url, {
      method,
      headers: {
        'Accept': 'application/json',
        'Content-Type': 'application/json',
        'X-XSRF-TOKEN': xsrfToken(),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (response.ok) return null
    const answer = (await response.json().catch(() => ({}))) as {
      message?: string
      errors?: Record<string, string[]>
    }
    return Object.values(answer.errors ?? {})[0]?.[0] ?? answer.message ?? failed
  } catch {
    return failed
  }
}

export function deleteTimeLog(log: Data.TimeLog, failed: string) {
  return write('DELETE', urlFor('api.time-logs.destroy', { id: log.id }), failed)
}

/** Logs a removed log again, with the same project, task, times and comments. */
export function restoreTimeLog(log: Data.TimeLog, failed: string) {
  return write('POST', urlFor('api.time-logs.store'), failed, {
    project_id: log.project.id,
    task_id: log.task.id,
    date: log.date,
    start_time: log.start_time,
    stop_time: log.stop_time,
    comments: log.comments,
  })
}
