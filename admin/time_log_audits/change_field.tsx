import { Box } from '@mui/material'
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin'
import { formatDay, formatTime } from '~admin/fields'
import type { Data } from '~generated/data'
import type { AuditedLog } from '~shared/week_status'

const fields = ['date', 'start_time', 'stop_time', 'project', 'task', 'comments'] as const
type Field = (typeof fields)[number]

/** A log's value as the panel shows it: a day, a time without zero seconds, a name. */
function valueText(log: AuditedLog | null, field: Field, locale: string) {
  if (!log) return '—'
  switch (field) {
    case 'date':
      return formatDay(log.date, locale)
    case 'start_time':
    case 'stop_time':
      return formatTime(log[field])
    case 'project':
    case 'task':
      return log[field].name
    case 'comments':
      return log.comments || '—'
  }
}

/** "26 Nov 2026 09:00–10:15 · Apollo · Design", a created or deleted log in one line. */
function logText(log: AuditedLog, locale: string) {
  return [
    `${formatDay(log.date, locale)} ${formatTime(log.start_time)}–${formatTime(log.stop_time)}`,
    log.project.name,
    log.task.name,
    log.comments,
  ]
    .filter(Boolean)
    .join(' · ')
}

/**
 * What the change did, before → after: the whole log for a created or deleted one, each
 * changed value for an update.
 */
export function ChangeField(_props: { label?: string; sortable?: boolean }) {
  const audit = useRecordContext<Data.Admin.TimeLogAudit>()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  if (!audit) return null
  const { before, after } = audit
  const lines =
    before && after
      ? fields
          .map((field) => [
            field,
            valueText(before, field, locale),
            valueText(after, field, locale),
          ])
          .filter(([, old, next]) => old !== next)
          .map(
            ([field, old, next]) =>
              `${translate(`resources.time-log-audits.changes.${field}`)}: ${old} → ${next}`
          )
      : [`${before ? logText(before, locale) : '—'} → ${after ? logText(after, locale) : '—'}`]
  return (
    <Box component="span" sx={{ display: 'grid', typography: 'body2' }}>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </Box>
  )
}
