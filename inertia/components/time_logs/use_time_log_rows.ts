import { useCallback, useEffect, useState } from 'react'
import { timeLogsChangedEvent } from '~/components/timer/timer'
import {
  fetchTimeLogs,
  type TimeLogPage,
  type TimeLogQuery,
} from '~/components/time_logs/time_log_api'
import { filtersToQuery, type TimeLogFilters } from '~shared/report_filters'

/**
 * One page of the user's logs for the query and filters, fetched again when either changes or
 * on reload(); filters that leave nothing (null) fetch nothing. A newer request cancels the one
 * still running.
 */
export function useTimeLogRows(
  { page, limit, sort, order, search }: TimeLogQuery,
  filters: TimeLogFilters | null
) {
  const [answer, setAnswer] = useState<TimeLogPage>({ data: [], total: 0, total_seconds: 0 })
  const [reloads, setReloads] = useState(0)
  const request = [
    page,
    limit,
    sort,
    order,
    search,
    filters && filtersToQuery(filters),
    reloads,
  ].join('|')
  const [answered, setAnswered] = useState<string>()

  useEffect(() => {
    if (!filters) return
    const controller = new AbortController()
    fetchTimeLogs({ page, limit, sort, order, search }, filters, controller.signal)
      .then(setAnswer)
      .catch((error: unknown) => {
        // A failed fetch is only logged: the page keeps what it shows.
        if (!controller.signal.aborted) console.error(error)
      })
      .finally(() => {
        if (!controller.signal.aborted) setAnswered(request)
      })
    return () => controller.abort()
  }, [page, limit, sort, order, search, filters, request])

  const reload = useCallback(() => setReloads((count) => count + 1), [])
  // A stopped timer added logs.
  useEffect(() => {
    window.addEventListener(timeLogsChangedEvent, reload)
    return () => window.removeEventListener(timeLogsChangedEvent, reload)
  }, [reload])
  if (!filters) return { data: [], total: 0, total_seconds: 0, loading: false, reload }
  return { ...answer, loading: answered !== request, reload }
}
