import { useMemo } from 'react'
import type { MRT_ColumnDef } from 'material-react-table'
import { WeekStatusChip } from '~/components/weeks/week_status_chip'
import { useTranslation } from '~/hooks/use_translation'
import { formatDate, formatTime } from '~/lib/dates'
import { totalDuration } from '~shared/durations'
import { periodStateOf } from '~/lib/week'
import type { Data } from '~generated/data'
import { OverPlannedMarker } from '~/components/time_logs/over_planned_marker'
import { useTimeLogConnections } from '~/components/time_logs/use_time_log_connections'

// Names and comments wrap rather than widen the table; dates and times stay on one line.
const wrapping = { sx: { whiteSpace: 'normal' } }

/**
 * The log table's columns. Each shows its display value, which is also what rows
 * group by; the server sorts, by the column's id.
 */
export function useTimeLogColumns() {
  const { t, locale } = useTranslation()
  const connections = useTimeLogConnections()
  return useMemo<MRT_ColumnDef<Data.TimeLog>[]>(
    () => [
      {
        id: 'project',
        header: t('time_logs.columns.project'),
        accessorFn: (log) => log.project.name,
        // A project past its planned hours (one that only warns) is marked on each of its logs.
        Cell: ({ cell, row }) => (
          <>
            {cell.getValue<string>()}
            <OverPlannedMarker connections={connections} projectId={row.original.project.id} />
          </>
        ),
        muiTableBodyCellProps: wrapping,
        size: 130,
      },
      {
        id: 'task',
        header: t('time_logs.columns.task'),
        accessorFn: (log) => log.task.name,
        muiTableBodyCellProps: wrapping,
        size: 110,
      },
      {
        id: 'date',
        header: t('time_logs.columns.date'),
        accessorFn: (log) => formatDate(log.date, locale),
        size: 110,
      },
      {
        id: 'start_time',
        header: t('time_logs.columns.start_time'),
        accessorFn: (log) => formatTime(log.start_time),
        enableGrouping: false,
        size: 90,
      },
      {
        id: 'stop_time',
        header: t('time_logs.columns.stop_time'),
        accessorFn: (log) => formatTime(log.stop_time),
        enableGrouping: false,
        size: 100,
      },
      {
        id: 'duration',
        header: t('time_logs.columns.duration'),
        accessorKey: 'duration',
        enableSorting: false,
        enableGrouping: false,
        size: 100,
        // A group shows its total.
        aggregationFn: (columnId, rows) => totalDuration(rows.map((row) => row.getValue(columnId))),
        AggregatedCell: ({ cell }) => cell.getValue<string>(),
      },
      {
        id: 'comments',
        header: t('time_logs.columns.comments'),
        accessorFn: (log) => log.comments ?? '',
        muiTableBodyCellProps: wrapping,
        enableSorting: false,
        enableGrouping: false,
        size: 160,
      },
      {
        // Open weeks, the usual case, show no chip: only a closed or rejected week stands out.
        id: 'status',
        header: t('week.status.label'),
        accessorFn: (log) => periodStateOf(log),
        Cell: ({ cell }) => {
          const state = cell.getValue<ReturnType<typeof periodStateOf>>()
          return state === 'open' ? null : <WeekStatusChip status={state} />
        },
        enableSorting: false,
        enableGrouping: false,
        size: 100,
      },
    ],
    [t, locale, connections]
  )
}
