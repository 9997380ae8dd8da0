import { memo, useCallback, useMemo } from 'react'
// Adonis's Link needs the Tuyau client in context; hrefs here already come from urlFor.
// eslint-disable-next-line @adonisjs/prefer-adonisjs-inertia-link
import { Link } from '@inertiajs/react'
import { Box, GlobalStyles, IconButton, LinearProgress } from '@mui/material'
import {
  mdiChevronLeft,
  mdiChevronRight,
  mdiContentCopy,
  mdiDeleteOutline,
  mdiPencilOutline,
  mdiPlay,
} from '@mdi/js'
import { TimeLogEmptyState } from '~/components/time_logs/time_log_empty_state'
import { TimeLogFilterBar } from '~/components/time_logs/time_log_filter_bar'
import { TimeLogFound } from '~/components/time_logs/time_log_found'
import { isOverPlanned } from '~/components/time_logs/over_planned_marker'
import { TimeLogSearchField } from '~/components/time_logs/time_log_search_field'
import { TimeLogViewSwitch } from '~/components/time_logs/time_log_view_switch'
import { TimeLogWeekBar } from '~/components/time_logs/time_log_week_bar'
import { useTimeLogDeletion } from '~/components/time_logs/use_time_log_deletion'
import { useTimeLogListRows } from '~/components/time_logs/use_time_log_list_rows'
import { useTimeLogListView } from '~/components/time_logs/use_time_log_list_view'
import { useTimeLogConnections } from '~/components/time_logs/use_time_log_connections'
import { useTimerActions } from '~/components/timer/use_timer_actions'
import { useTranslation } from '~/hooks/use_translation'
import { formatDate, formatTime } from '~/lib/dates'
import { totalDuration } from '~shared/durations'
import { isClosedLog, periodStateOf, type LogInPeriod } from '~/lib/week'
import { formatMoney } from '~shared/money'
import type { Data } from '~generated/data'
import { Icon } from '~shared/icon'
import { urlFor } from '~shared/url_for'

const pageSize = 25

/**
 * The list's style sheet, written once: its rows are plain elements with these classes, so that
 * rendering a row costs no style work. The colours are the theme's CSS variables, which follow
 * light and dark.
 */
const listStyles = (
  <GlobalStyles
    styles={{
      '.hb-logs-day': {
        margin: 0,
        padding: '16px 4px 6px',
        display: 'flex',
        justifyContent: 'space-between',
        font: 'inherit',
        fontSize: '0.875rem',
        fontWeight: 600,
        color: 'var(--mui-palette-text-secondary)',
      },
      '.hb-logs-rows': {
        listStyle: 'none',
        margin: 0,
        padding: 0,
        borderRadius: 8,
        backgroundColor: 'var(--mui-palette-background-paper)',
        backgroundImage: 'var(--mui-overlays-1)',
        boxShadow: 'var(--mui-shadows-1)',
      },
      '.hb-log': {
        display: 'flex',
        alignItems: 'center',
        minHeight: 56,
        borderTop: '1px solid var(--mui-palette-divider)',
      },
      '.hb-log:first-of-type': { borderTop: 0 },
      '.hb-log[aria-busy="true"]': { opacity: 0.5 },
      '.hb-log-edit': {
        flex: 1,
        minWidth: 0,
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        columnGap: 8,
        padding: '8px 4px 8px 12px',
        color: 'inherit',
        textDecoration: 'none',
      },
      '.hb-log-title': { fontWeight: 500, overflowWrap: 'anywhere' },
      '.hb-log-time, .hb-log-comments': {
        gridColumn: 1,
        fontSize: '0.875rem',
        color: 'var(--mui-palette-text-secondary)',
        overflowWrap: 'anywhere',
      },
      '.hb-log-status': { fontWeight: 600, color: 'var(--mui-palette-text-primary)' },
      // As the table's "Over planned hours" chip: the theme's warning colour, its text readable.
      '.hb-log-over': {
        display: 'inline-block',
        marginLeft: 8,
        padding: '0 8px',
        borderRadius: 10,
        fontSize: '0.75rem',
        fontWeight: 400,
        lineHeight: '20px',
        verticalAlign: 'middle',
        backgroundColor: 'var(--mui-palette-warning-main)',
        color: 'var(--mui-palette-warning-contrastText)',
      },
      '.hb-log-comments': {
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
      },
      '.hb-log-pencil': {
        gridColumn: 2,
        gridRow: '1 / span 3',
        alignSelf: 'center',
        color: 'var(--mui-palette-action-active)',
      },
      '.hb-log-continue, .hb-log-duplicate, .hb-log-delete': {
        flex: 'none',
        width: 48,
        height: 48,
        marginRight: 4,
        display: 'grid',
        placeItems: 'center',
        border: 0,
        borderRadius: '50%',
        background: 'none',
        cursor: 'pointer',
        color: 'var(--mui-palette-error-main)',
      },
      '.hb-log-continue, .hb-log-duplicate': {
        marginRight: 0,
        color: 'var(--mui-palette-action-active)',
      },
      '[data-theme="dark"] .hb-log-delete': { color: 'var(--mui-palette-error-light)' },
      '.hb-log-delete:disabled': { color: 'var(--mui-palette-action-disabled)', cursor: 'default' },
      '.hb-log :is(a, button):focus-visible': {
        outline: '2px solid var(--mui-palette-primary-main)',
        outlineOffset: -2,
      },
      '.hb-log svg': { width: 24, height: 24, fill: 'currentColor' },
      '.hb-logs-pages': {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 8,
        paddingTop: 12,
        fontSize: '0.875rem',
      },
    }}
  />
)

interface RowProps {
  log: LogInPeriod
  busy: boolean
  editLabel: string
  continueLabel: string
  duplicateLabel: string
  deleteLabel: string
  /** Why the log is read-only when it is (billed, or its period closed), as words. */
  statusLabel?: string
  /** The log's billable amount, where the viewer may see it. */
  amountLabel?: string
  /** "Over planned hours", when the log's project went past them. */
  overPlannedLabel?: string
  onContinue: (log: Data.TimeLog) => void
  onDelete: (log: Data.TimeLog) => void
}

/** One log: the link to its edit page, and its continue, duplicate and delete buttons. */
function LogRow({
  log,
  busy,
  editLabel,
  continueLabel,
  duplicateLabel,
  deleteLabel,
  statusLabel,
  amountLabel,
  overPlannedLabel,
  onContinue,
  onDelete,
}: RowProps) {
  return (
    <li className="hb-log" aria-busy={busy}>
      <Link href={urlFor('time-logs.edit', { time_log: log.id })} className="hb-log-edit">
        <span className="hb-log-title">
          {log.project.name} · {log.task.name}
          {overPlannedLabel && (
            <span className="hb-log-over" data-over-planned>
              {overPlannedLabel}
            </span>
          )}
        </span>
        <span className="hb-log-time">
          {formatTime(log.start_time)}–{formatTime(log.stop_time)} · {log.duration}
          {amountLabel && <span className="hb-log-amount"> · {amountLabel}</span>}
          {statusLabel && <span className="hb-log-status"> · {statusLabel}</span>}
        </span>
        {log.comments && <span className="hb-log-comments">{log.comments}</span>}
        <svg className="hb-log-pencil" viewBox="0 0 24 24" role="img" aria-label={editLabel}>
          <path d={mdiPencilOutline} />
        </svg>
      </Link>
      <button
        type="button"
        className="hb-log-continue"
        aria-label={continueLabel}
        onClick={() => onContinue(log)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d={mdiPlay} />
        </svg>
      </button>
      <Link
        href={urlFor('time-logs.create', {}, { qs: { duplicate: log.id } })}
        className="hb-log-duplicate"
        aria-label={duplicateLabel}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d={mdiContentCopy} />
        </svg>
      </Link>
      <button
        type="button"
        className="hb-log-delete"
        aria-label={deleteLabel}
        disabled={busy || isClosedLog(log)}
        onClick={() => onDelete(log)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d={mdiDeleteOutline} />
        </svg>
      </button>
    </li>
  )
}

// Rendered again only when its own log or state changes, not with the rest of the list.
const TimeLogListRow = memo(LogRow)

/** Logs by day, in the order the server sent them. */
function groupByDay(logs: LogInPeriod[]) {
  const days = new Map<string, LogInPeriod[]>()
  for (const log of logs) {
    const day = days.get(log.date)
    if (day) day.push(log)
    else days.set(log.date, [log])
  }
  return [...days]
}

/**
 * The user's logs on a phone, by day: newest first a page at a time, or a week at a time with
 * its total. Simple rows open the log's edit page, each with its continue, duplicate and delete
 * buttons, instead of the full table, whose script work a phone pays for on every visit.
 */
export function TimeLogList() {
  const { t, locale } = useTranslation()
  const { view, setView, filters } = useTimeLogListView()
  const byDay = view.mode === 'days'
  const rows = useTimeLogListRows(
    { ...view, limit: pageSize, sort: 'date', order: 'desc' },
    filters
  )
  const { page } = view

  const { remove, busyId } = useTimeLogDeletion(
    useCallback(() => {
      // The last log of a later page takes the list one page back, which fetches anyway.
      if (!byDay && rows.data.length === 1 && page > 1) setView({ page: page - 1 })
      else rows.reload()
    }, [byDay, rows, page, setView])
  )

  const changeSearch = useCallback((text: string) => setView({ search: text, page: 1 }), [setView])

  const days = useMemo(() => groupByDay(rows.data), [rows.data])
  const pages = Math.max(1, Math.ceil(rows.total / pageSize))
  const first = (page - 1) * pageSize + 1
  const editLabel = t('time_logs.edit')
  const continueLabel = t('timer.continue')
  const duplicateLabel = t('time_logs.duplicate')
  const deleteLabel = t('time_logs.delete')
  const { continueLog } = useTimerActions()
  // A project past its planned hours (one that only warns) is marked on each of its logs.
  const connections = useTimeLogConnections()
  const overPlannedLabel = t('time_logs.over_planned')
  const statusLabelOf = (log: LogInPeriod) => {
    const state = periodStateOf(log)
    const labels = [
      ...(log.billed ? [t('time_logs.billed.label')] : []),
      ...(state === 'open' ? [] : [t(`week.status.${state}`)]),
    ]
    return labels.length > 0 ? labels.join(' · ') : undefined
  }

  return (
    <>
      {listStyles}
      <TimeLogSearchField value={view.search} onSearch={changeSearch} />
      <TimeLogFilterBar search={view.search} compact />
      <Box sx={{ mt: 1 }}>
        <TimeLogViewSwitch
          mode={view.mode}
          onChange={(mode) => setView({ mode, page: 1 })}
          fullWidth
        />
      </Box>
      {!byDay && rows.total > 0 && (
        <Box sx={{ mt: 1 }}>
          <TimeLogFound count={rows.total} seconds={rows.total_seconds} />
        </Box>
      )}
      {byDay && (
        <TimeLogWeekBar
          week={rows.week}
          isCurrentWeek={rows.isCurrentWeek}
          logs={rows.data}
          onWeek={(week) => setView({ week })}
        />
      )}
      <LinearProgress
        sx={{ mt: 1, visibility: rows.loading ? 'visible' : 'hidden' }}
        aria-hidden={!rows.loading}
        aria-label={t('time_logs.list.loading')}
      />
      {days.map(([date, logs]) => (
        <section key={date}>
          <h2 className="hb-logs-day">
            <span>{formatDate(date, locale)}</span>
            <span>
              {t('time_logs.list.day_total', {
                total: totalDuration(logs.map((log) => log.duration)),
              })}
            </span>
          </h2>
          <ul className="hb-logs-rows">
            {logs.map((log) => (
              <TimeLogListRow
                key={log.id}
                log={log}
                busy={busyId === log.id}
                editLabel={editLabel}
                continueLabel={continueLabel}
                duplicateLabel={duplicateLabel}
                deleteLabel={deleteLabel}
                statusLabel={statusLabelOf(log)}
                amountLabel={
                  log.currency && typeof log.billable_amount === 'number'
                    ? formatMoney(log.billable_amount, log.currency, locale)
                    : undefined
                }
                overPlannedLabel={
                  isOverPlanned(connections, log.project.id) ? overPlannedLabel : undefined
                }
                onContinue={continueLog}
                onDelete={remove}
              />
            ))}
          </ul>
        </section>
      ))}
      {!rows.loading && rows.data.length === 0 && (
        <TimeLogEmptyState view={view} filters={filters} />
      )}
      {!byDay && rows.total > 0 && (
        <nav className="hb-logs-pages" aria-label={t('time_logs.list.pages')}>
          <IconButton
            aria-label={t('time_logs.list.previous_page')}
            disabled={page === 1}
            onClick={() => setView({ page: page - 1 })}
          >
            <Icon path={mdiChevronLeft} />
          </IconButton>
          <span>
            {t('time_logs.list.range', {
              from: first,
              to: Math.min(first + pageSize - 1, rows.total),
              total: rows.total,
            })}
          </span>
          <IconButton
            aria-label={t('time_logs.list.next_page')}
            disabled={page >= pages}
            onClick={() => setView({ page: page + 1 })}
          >
            <Icon path={mdiChevronRight} />
          </IconButton>
        </nav>
      )}
    </>
  )
}
