import { useCallback, useMemo } from 'react'
import { router, usePage } from '@inertiajs/react'
import { filtersFromQuery, filtersToQuery, type TimeLogFilters } from '~shared/report_filters'

/**
 * The filters in the page's URL, and a setter that writes them there as a new history entry
 * without asking the server for the page again, so that Back, Forward and a reload keep them.
 */
export function useTimeLogFilters() {
  const { url } = usePage()
  const [path, search = ''] = url.split('?')
  const filters = useMemo(() => filtersFromQuery(new URLSearchParams(search)), [search])

  const setFilters = useCallback(
    (next: TimeLogFilters) => {
      const query = filtersToQuery(next).toString()
      router.push({
        url: query ? `${path}?${query}` : path,
        preserveState: true,
        preserveScroll: true,
      })
    },
    [path]
  )
  return [filters, setFilters] as const
}
