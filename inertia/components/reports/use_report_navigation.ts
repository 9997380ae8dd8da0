import { useCallback } from 'react'
import { router } from '@inertiajs/react'
import { reportSearch, type ReportQuery } from '~/lib/report_query'
import { urlFor } from '~shared/url_for'

/**
 * Shows the report for a changed query. The query lives in the URL, so Back, Forward and a reload
 * show the same report; `replace` keeps intermediate steps (the first date of a custom range) out
 * of the history.
 */
export function useReportNavigation(query: ReportQuery) {
  return useCallback(
    (changes: Partial<ReportQuery>, { replace = false } = {}) =>
      router.get(
        urlFor('reports.index', {}, { qs: reportSearch({ ...query, ...changes }) }),
        {},
        { preserveState: true, preserveScroll: true, replace }
      ),
    [query]
  )
}
