import { useMemo } from 'react'
import type { MRT_ColumnDef } from 'material-react-table'
import { WeekStatusChip } from '~/components/weeks/week_status_chip'
import { useTranslation } from '~/hooks/use_translation'
import { formatDate, formatTime } from '~/lib/dates'
import { totalDuration } from '~shared/durations'
import { periodStateOf, type LogInPeriod } from '~/lib/week'
import { formatMoney } from '~shared/money'
import { BilledChip } from '~/components/time_logs/billed_chip'
import { OverPlannedMarker } from '~/components/time_logs/over_planned_marker'
import { useTimeLogConnections } from '~/components/time_logs/use_time_log_connections'

// Names and comments wrap rather than widen the table; dates and times stay on one line.
const wrapping = { sx: { whiteSpace: 'normal' } }

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

/** The billable amount of each log, and a group's total; none without a currency. */
function amountColumns(
  currency: string | undefined,
  header: string,
  locale: string
): MRT_ColumnDef<LogInPeriod>[] {
  if (!currency) return []
  return [
    {
      id: 'amount',
      header,
      accessorFn: (log) => log.billable_amount ?? 0,
      // A log without a billable rate has no amount, rather than a zero one.
      Cell: ({ row }) =>
        row.original.billable_amount === null
          ? ''
          : formatMoney(row.original.billable_amount ?? 0, currency, locale),
      aggregationFn: (columnId, rows) => sum(rows.map((row) => row.getValue<number>(columnId))),
      AggregatedCell: ({ cell }) => formatMoney(cell.getValue<number>(), currency, locale),
      enableSorting: false,
      enableGrouping: false,
      muiTableBodyCellProps: { align: 'right' },
      size: 100,
    },
  ]
}

/**
 * The log table's columns. Each shows its display value, which is also what rows
 * group by; the server sorts, by the column's id. The amount shows only with a currency: the
 * rows carry one where the viewer may see money.
 */
export function useTimeLogColumns(currency: string | undefined) {
  const { t, locale } = useTranslation()
  const connections = useTimeLogConnections()
  return useMemo<MRT_ColumnDef<LogInPeriod>[]>(
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
      ...amountColumns(currency, t('time_logs.columns.amount'), locale),
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
        // Open weeks, the usual case, show no chip: only a closed or rejected week stands out,
        // and a billed log, which is read-only whatever its week.
        id: 'status',
        header: t('week.status.label'),
        accessorFn: (log) => periodStateOf(log),
        Cell: ({ cell, row }) => {
          const state = cell.getValue<ReturnType<typeof periodStateOf>>()
          return (
            <>
              {row.original.billed && <BilledChip />}
              {state !== 'open' && <WeekStatusChip status={state} />}
            </>
          )
        },
        enableSorting: false,
        enableGrouping: false,
        size: 100,
      },
    ],
    [t, locale, connections, currency]
  )
}
