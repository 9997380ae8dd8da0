import { useCallback, useState } from 'react'
import { router } from '@inertiajs/react'
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_GroupingState,
  type MRT_PaginationState,
  type MRT_SortingState,
  type MRT_VisibilityState,
} from 'material-react-table'
import { MRT_Localization_EN } from 'material-react-table/locales/en'
import { MRT_Localization_NL } from 'material-react-table/locales/nl'
import { TimeLogFilterBar } from '~/components/time_logs/time_log_filter_bar'
import { TimeLogGroupCell } from '~/components/time_logs/time_log_group_cell'
import { TimeLogRowActions } from '~/components/time_logs/time_log_row_actions'
import { TimeLogSearchField } from '~/components/time_logs/time_log_search_field'
import { useTimeLogColumns } from '~/hooks/use_time_log_columns'
import { useTimeLogDeletion } from '~/hooks/use_time_log_deletion'
import { useTimeLogFilters } from '~/hooks/use_time_log_filters'
import { useTimeLogRows } from '~/hooks/use_time_log_rows'
import { useTimeLogTableColours } from '~/hooks/use_time_log_table_colours'
import { useTranslation } from '~/hooks/use_translation'
import type { TimeLogSortColumn } from '~/lib/time_log_api'
import { urlFor } from '~shared/url_for'

const localizations = { en: MRT_Localization_EN, nl: MRT_Localization_NL }

/**
 * The user's logs, paged, sorted and searched by the server. Rows group by project, task or
 * date within the page; a row opens its edit page. Phones get the lighter TimeLogList.
 */
export function TimeLogTable() {
  const { locale } = useTranslation()
  const columns = useTimeLogColumns()
  const colours = useTimeLogTableColours()

  const [pagination, setPagination] = useState<MRT_PaginationState>({ pageIndex: 0, pageSize: 25 })
  const [sorting, setSorting] = useState<MRT_SortingState>([{ id: 'date', desc: true }])
  const [search, setSearch] = useState('')
  const [grouping, setGrouping] = useState<MRT_GroupingState>([])
  const [columnVisibility, setColumnVisibility] = useState<MRT_VisibilityState>({})
  const [filters] = useTimeLogFilters()

  // Other filters start the table on its first page.
  const [shownFilters, setShownFilters] = useState(filters)
  if (shownFilters !== filters) {
    setShownFilters(filters)
    setPagination((current) => ({ ...current, pageIndex: 0 }))
  }

  const rows = useTimeLogRows(
    {
      page: pagination.pageIndex + 1,
      limit: pagination.pageSize,
      sort: (sorting[0]?.id ?? 'date') as TimeLogSortColumn,
      order: sorting[0]?.desc === false ? 'asc' : 'desc',
      search: search || undefined,
    },
    filters
  )

  const toFirstPage = useCallback(
    () => setPagination((current) => ({ ...current, pageIndex: 0 })),
    []
  )

  const changeSearch = useCallback(
    (text: string) => {
      setSearch(text)
      toFirstPage()
    },
    [toFirstPage]
  )

  const { ask, busyId, dialog } = useTimeLogDeletion(() => {
    // The last row of a later page takes the table one page back, which fetches anyway.
    if (rows.data.length === 1 && pagination.pageIndex > 0) {
      setPagination((current) => ({ ...current, pageIndex: current.pageIndex - 1 }))
    } else rows.reload()
  })

  const table = useMaterialReactTable({
    columns,
    data: rows.data,
    getRowId: (log) => String(log.id),
    localization: localizations[locale],
    mrtTheme: colours,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: rows.total,
    // The search is the page's own field: the table's would need props MUI 9 no longer has.
    enableGlobalFilter: false,
    enableColumnFilters: false,
    enableColumnDragging: false,
    enableMultiSort: false,
    enableSortingRemoval: false,
    enableFullScreenToggle: false,
    enableGrouping: true,
    groupedColumnMode: 'remove',
    displayColumnDefOptions: { 'mrt-row-expand': { Cell: TimeLogGroupCell, size: 200 } },
    enableRowActions: true,
    positionActionsColumn: 'last',
    renderRowActions: ({ row }) => (
      <TimeLogRowActions log={row.original} busy={busyId === row.original.id} onDelete={ask} />
    ),
    renderTopToolbarCustomActions: () => (
      <TimeLogSearchField value={search} onSearch={changeSearch} />
    ),
    // The row's buttons stay in sight while a narrow screen scrolls the other columns.
    initialState: {
      expanded: true,
      density: 'compact',
      columnPinning: { right: ['mrt-row-actions'] },
    },
    state: {
      pagination,
      sorting,
      grouping,
      columnVisibility,
      isLoading: rows.loading && rows.data.length === 0,
      showProgressBars: rows.loading,
    },
    onPaginationChange: setPagination,
    onSortingChange: (change) => {
      setSorting(change)
      toFirstPage()
    },
    onGroupingChange: setGrouping,
    onColumnVisibilityChange: setColumnVisibility,
    // Each column's menu button says which column it belongs to.
    muiColumnActionsButtonProps: ({ column }) => ({
      'aria-label': `${localizations[locale].columnActions}: ${column.columnDef.header}`,
    }),
    muiPaginationProps: { rowsPerPageOptions: [10, 25, 50, 100] },
    muiTableBodyRowProps: ({ row }) => {
      if (row.getIsGrouped()) return {}
      const busy = busyId === row.original.id
      const edit = () => router.visit(urlFor('time-logs.edit', { time_log: row.original.id }))
      return {
        'onClick': busy ? undefined : edit,
        'aria-busy': busy,
        'sx': { cursor: busy ? 'progress' : 'pointer', opacity: busy ? 0.5 : 1 },
      }
    },
  })

  return (
    <>
      <TimeLogFilterBar search={search} />
      <MaterialReactTable table={table} />
      {dialog}
    </>
  )
}
