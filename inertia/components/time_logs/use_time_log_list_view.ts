import { useCallback, useEffect, useMemo } from 'react'
import { router, usePage } from '@inertiajs/react'
import { rememberTimeLogList } from '~/components/time_logs/time_log_list_url'
import {
  listViewFromQuery,
  listViewToQuery,
  type TimeLogListView,
} from '~/components/time_logs/time_log_list_view'
import { filtersFromQuery, filtersToQuery, type TimeLogFilters } from '~shared/report_filters'

/**
 * The Time Logs page's view and filters, kept in its URL: each change is a new history entry
 * made without asking the server for the page again, so that Back, Forward, a reload and the
 * way back from a log's edit page show the list as it was.
 */
export function useTimeLogListView() {
  const { url } = usePage()
  const [path, search = ''] = url.split('?')
  const view = useMemo(() => listViewFromQuery(new URLSearchParams(search)), [search])
  const filters = useMemo(() => filtersFromQuery(new URLSearchParams(search)), [search])

  useEffect(() => rememberTimeLogList(url), [url])

  const show = useCallback(
    (nextView: TimeLogListView, nextFilters: TimeLogFilters) => {
      const query = listViewToQuery(nextView, filtersToQuery(nextFilters)).toString()
      const next = query ? `${path}?${query}` : path
      // The table also reports changes that change nothing: they make no history entry.
      if (next === url) return
      router.push({ url: next, preserveState: true, preserveScroll: true })
    },
    [path, url]
  )

  /** Changes part of the view; the filters stay. */
  const setView = useCallback(
    (change: Partial<TimeLogListView>) => show({ ...view, ...change }, filters),
    [show, view, filters]
  )

  /** Other filters start the list on its first page. */
  const setFilters = useCallback(
    (next: TimeLogFilters) => show({ ...view, page: 1 }, next),
    [show, view]
  )

  return { view, setView, filters, setFilters }
}
