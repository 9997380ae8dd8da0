import { useTimeLogListView } from '~/components/time_logs/use_time_log_list_view'

/** The list's filters, kept in the page's URL with the rest of its view. */
export function useTimeLogFilters() {
  const { filters, setFilters } = useTimeLogListView()
  return [filters, setFilters] as const
}
