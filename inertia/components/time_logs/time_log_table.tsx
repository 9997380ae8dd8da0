import { useCallback, useState } from 'react'
import { router } from '@inertiajs/react'
import { Box } from '@mui/material'
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
import { TimeLogFound } from '~/components/time_logs/time_log_found'
import { TimeLogGroupCell } from '~/components/time_logs/time_log_group_cell'
import { TimeLogRowActions } from '~/components/time_logs/time_log_row_actions'
import { TimeLogSearchField } from '~/components/time_logs/time_log_search_field'
import { TimeLogEmptyState } from '~/components/time_logs/time_log_empty_state'
import { TimeLogViewSwitch } from '~/components/time_logs/time_log_view_switch'
import { TimeLogWeekBar } from '~/components/time_logs/time_log_week_bar'
import { useTimeLogColumns } from '~/components/time_logs/use_time_log_columns'
import { useTimeLogDeletion } from '~/components/time_logs/use_time_log_deletion'
import { useTimeLogListRows } from '~/components/time_logs/use_time_log_list_rows'
import { useTimeLogListView } from '~/components/time_logs/use_time_log_list_view'
import { useTimeLogTableColours } from '~/components/time_logs/use_time_log_table_colours'
import { useTranslation } from '~/hooks/use_translation'
import {
  pageSizes,
  type TimeLogGroupColumn,
  type TimeLogListView,
} from '~/components/time_logs/time_log_list_view'
import { urlFor } from '~shared/url_for'

const localizations = { en: MRT_Localization_EN, nl: MRT_Localization_NL }

/**
 * The user's logs, paged, sorted and searched by the server, or a week of them by day. Rows
 * group by project, task or date within the page; a row opens its edit page. All of it lives in
 * the page's URL. Phones get the lighter TimeLogList.
 */
export function TimeLogTable() {
  const { locale } = useTranslation()
  const colours = useTimeLogTableColours()
  const { view, setView, filters } = useTimeLogListView()
  const [columnVisibility, setColumnVisibility] = useState<MRT_VisibilityState>({})
  const byDay = view.mode === 'days'

  const pagination: MRT_PaginationState = { pageIndex: view.page - 1, pageSize: view.limit }
  const sorting: MRT_SortingState = [{ id: view.sort, desc: view.order === 'desc' }]
  const grouping: MRT_GroupingState = byDay ? ['date'] : view.group

  const rows = useTimeLogListRows(view, filters)
  const columns = useTimeLogColumns(rows.data[0]?.currency)

  const changeSearch = useCallback((text: string) => setView({ search: text, page: 1 }), [setView])

  const { remove, busyId } = useTimeLogDeletion(
    useCallback(() => {
      // The last row of a later page takes the table one page back, which fetches anyway.
      if (!byDay && rows.data.length === 1 && view.page > 1) setView({ page: view.page - 1 })
      else rows.reload()
    }, [byDay, rows, view.page, setView])
  )

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
    // By day, the grouping is the view's own, not one to take away.
    positionToolbarAlertBanner: byDay ? 'none' : 'top',
    displayColumnDefOptions: { 'mrt-row-expand': { Cell: TimeLogGroupCell, size: 150 } },
    enablePagination: !byDay,
    enableRowActions: true,
    positionActionsColumn: 'last',
    renderRowActions: ({ row }) => (
      <TimeLogRowActions log={row.original} busy={busyId === row.original.id} onDelete={remove} />
    ),
    renderTopToolbarCustomActions: () => (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <TimeLogSearchField value={view.search} onSearch={changeSearch} />
        <TimeLogViewSwitch mode={view.mode} onChange={(mode) => setView({ mode, page: 1 })} />
        {!byDay && rows.total > 0 && (
          <TimeLogFound count={rows.total} seconds={rows.total_seconds} />
        )}
      </Box>
    ),
    renderEmptyRowsFallback: () => <TimeLogEmptyState view={view} filters={filters} />,
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
    onPaginationChange: (change) => {
      const next = typeof change === 'function' ? change(pagination) : change
      // Another page size starts on the first page.
      const page = next.pageSize === view.limit ? next.pageIndex + 1 : 1
      setView({ page, limit: next.pageSize })
    },
    onSortingChange: (change) => {
      const [next] = typeof change === 'function' ? change(sorting) : change
      if (next)
        setView({
          sort: next.id as TimeLogListView['sort'],
          order: next.desc ? 'desc' : 'asc',
          page: 1,
        })
    },
    onGroupingChange: (change) => {
      // By day, the rows group by date only.
      if (byDay) return
      const next = typeof change === 'function' ? change(grouping) : change
      setView({ group: next as TimeLogGroupColumn[] })
    },
    onColumnVisibilityChange: setColumnVisibility,
    // Each column's menu button says which column it belongs to.
    muiColumnActionsButtonProps: ({ column }) => ({
      'aria-label': `${localizations[locale].columnActions}: ${column.columnDef.header}`,
    }),
    muiPaginationProps: { rowsPerPageOptions: pageSizes },
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
      <TimeLogFilterBar search={view.search} />
      {byDay && (
        <TimeLogWeekBar
          week={rows.week}
          isCurrentWeek={rows.isCurrentWeek}
          logs={rows.data}
          onWeek={(week) => setView({ week })}
        />
      )}
      <MaterialReactTable table={table} />
    </>
  )
}
