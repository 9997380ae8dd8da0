import { useMemo } from 'react'
import { usePage } from '@inertiajs/react'
import { useTimeLogRows } from '~/components/time_logs/use_time_log_rows'
import type { TimeLogListView } from '~/components/time_logs/time_log_list_view'
import { filtersWithinWeek, shownWeek } from '~/components/time_logs/time_log_week'
import { todayIn } from '~shared/date_ranges'
import type { TimeLogFilters } from '~shared/report_filters'

/**
 * The logs the Time Logs page shows in its view: a page of rows, or, by day, all of one week
 * (in the installation's weeks, in the user's time zone), with that week and whether it is the
 * current one.
 */
export function useTimeLogListRows(view: TimeLogListView, filters: TimeLogFilters) {
  const { auth, weekStart } = usePage().props
  const today = todayIn(auth.user?.timezone)
  const byDay = view.mode === 'days'
  const week = shownWeek(view.week, filters, today, weekStart)
  const weekFilters = useMemo(
    () => (byDay ? filtersWithinWeek(filters, { from: week.from, to: week.to }) : filters),
    [byDay, filters, week.from, week.to]
  )

  const rows = useTimeLogRows(
    {
      page: byDay ? 1 : view.page,
      limit: byDay ? -1 : view.limit,
      sort: byDay ? 'date' : view.sort,
      order: byDay ? 'desc' : view.order,
      search: view.search || undefined,
    },
    weekFilters
  )
  return { ...rows, week, isCurrentWeek: week.to >= today }
}
