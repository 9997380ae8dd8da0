import { memo, useCallback, useMemo, useState } from 'react'
// Adonis's Link needs the Tuyau client in context; hrefs here already come from urlFor.
// eslint-disable-next-line @adonisjs/prefer-adonisjs-inertia-link
import { Link } from '@inertiajs/react'
import { GlobalStyles, IconButton, LinearProgress } from '@mui/material'
import {
  mdiChevronLeft,
  mdiChevronRight,
  mdiDeleteOutline,
  mdiPencilOutline,
  mdiPlay,
} from '@mdi/js'
import { TimeLogFilterBar } from '~/components/time_logs/time_log_filter_bar'
import { TimeLogSearchField } from '~/components/time_logs/time_log_search_field'
import { useTimeLogDeletion } from '~/hooks/use_time_log_deletion'
import { useTimeLogFilters } from '~/hooks/use_time_log_filters'
import { useTimeLogRows } from '~/hooks/use_time_log_rows'
import { useTimerActions } from '~/hooks/use_timer_actions'
import { useTranslation } from '~/hooks/use_translation'
import { formatDate } from '~/lib/dates'
import { formatTime, totalDuration } from '~/lib/time_log_format'
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
      '.hb-log-continue, .hb-log-delete': {
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
      '.hb-log-continue': { marginRight: 0, color: 'var(--mui-palette-action-active)' },
      '[data-theme="dark"] .hb-log-delete': { color: 'var(--mui-palette-error-light)' },
      '.hb-log-edit:focus-visible, .hb-log-continue:focus-visible, .hb-log-delete:focus-visible': {
        outline: '2px solid var(--mui-palette-primary-main)',
        outlineOffset: -2,
      },
      '.hb-log svg': { width: 24, height: 24, fill: 'currentColor' },
      '.hb-logs-none': { padding: '24px 4px', color: 'var(--mui-palette-text-secondary)' },
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
  log: Data.TimeLog
  busy: boolean
  editLabel: string
  continueLabel: string
  deleteLabel: string
  onContinue: (log: Data.TimeLog) => void
  onDelete: (log: Data.TimeLog) => void
}

/** One log: the link to its edit page, and its continue and delete buttons. */
function LogRow({
  log,
  busy,
  editLabel,
  continueLabel,
  deleteLabel,
  onContinue,
  onDelete,
}: RowProps) {
  return (
    <li className="hb-log" aria-busy={busy}>
      <Link href={urlFor('time-logs.edit', { time_log: log.id })} className="hb-log-edit">
        <span className="hb-log-title">
          {log.project.name} · {log.task.name}
        </span>
        <span className="hb-log-time">
          {formatTime(log.start_time)}–{formatTime(log.stop_time)} · {log.duration}
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
      <button
        type="button"
        className="hb-log-delete"
        aria-label={deleteLabel}
        disabled={busy}
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
function byDay(logs: Data.TimeLog[]) {
  const days = new Map<string, Data.TimeLog[]>()
  for (const log of logs) {
    const day = days.get(log.date)
    if (day) day.push(log)
    else days.set(log.date, [log])
  }
  return [...days]
}

/**
 * The user's logs on a phone, newest first, a page at a time and grouped by day: simple rows
 * that open the log's edit page, each with its delete button, instead of the full table, whose
 * script work a phone pays for on every visit.
 */
export function TimeLogList() {
  const { t, locale } = useTranslation()
  const [page, setPage] = useState(1)
  const [search, setSearch] = useState('')
  const [filters] = useTimeLogFilters()

  // Other filters start the list on its first page.
  const [shownFilters, setShownFilters] = useState(filters)
  if (shownFilters !== filters) {
    setShownFilters(filters)
    setPage(1)
  }

  const rows = useTimeLogRows(
    { page, limit: pageSize, sort: 'date', order: 'desc', search: search || undefined },
    filters
  )
  const { ask, busyId, dialog } = useTimeLogDeletion(() => {
    // The last log of a later page takes the list one page back, which fetches anyway.
    if (rows.data.length === 1 && page > 1) setPage(page - 1)
    else rows.reload()
  })

  const changeSearch = useCallback((text: string) => {
    setSearch(text)
    setPage(1)
  }, [])

  const days = useMemo(() => byDay(rows.data), [rows.data])
  const pages = Math.max(1, Math.ceil(rows.total / pageSize))
  const first = (page - 1) * pageSize + 1
  const editLabel = t('time_logs.edit')
  const continueLabel = t('timer.continue')
  const deleteLabel = t('time_logs.delete')
  const { continueLog } = useTimerActions()

  return (
    <>
      {listStyles}
      <TimeLogSearchField value={search} onSearch={changeSearch} />
      <TimeLogFilterBar search={search} compact />
      <LinearProgress
        sx={{ mt: 1, visibility: rows.loading ? 'visible' : 'hidden' }}
        aria-hidden={!rows.loading}
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
                deleteLabel={deleteLabel}
                onContinue={continueLog}
                onDelete={ask}
              />
            ))}
          </ul>
        </section>
      ))}
      {!rows.loading && rows.total === 0 && (
        <p className="hb-logs-none">{t('time_logs.list.none')}</p>
      )}
      {rows.total > 0 && (
        <nav className="hb-logs-pages" aria-label={t('time_logs.list.pages')}>
          <IconButton
            aria-label={t('time_logs.list.previous_page')}
            disabled={page === 1}
            onClick={() => setPage(page - 1)}
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
            onClick={() => setPage(page + 1)}
          >
            <Icon path={mdiChevronRight} />
          </IconButton>
        </nav>
      )}
      {dialog}
    </>
  )
}
