import type { MouseEvent } from 'react'
import { Box, CircularProgress, IconButton, Tooltip } from '@mui/material'
import { mdiContentCopy, mdiDeleteOutline, mdiPencilOutline } from '@mdi/js'
import { TimeLogContinueButton } from '~/components/time_logs/time_log_continue_button'
import { RouterLink } from '~/components/ui/router_link'
import { useTranslation } from '~/hooks/use_translation'
import { isClosedLog } from '~/lib/week'
import { Icon } from '~shared/icon'
import type { Data } from '~generated/data'
import { urlFor } from '~shared/url_for'

interface TimeLogRowActionsProps {
  log: Data.TimeLog
  /** The log is being removed. */
  busy: boolean
  onDelete: (log: Data.TimeLog) => void
}

// The row itself opens the edit page on click; its buttons do their own thing only.
const stopRowClick = (event: MouseEvent) => event.stopPropagation()

/** A row's button that opens a page. */
function RowLink({
  label,
  href,
  icon,
  disabled,
}: {
  label: string
  href: string
  icon: string
  disabled: boolean
}) {
  return (
    <Tooltip title={label}>
      <IconButton
        component={RouterLink}
        href={href}
        aria-label={label}
        disabled={disabled}
        size="small"
      >
        <Icon path={icon} fontSize="small" />
      </IconButton>
    </Tooltip>
  )
}

/** A row's continue, edit, duplicate and delete buttons; a log in a closed period can only be copied. */
export function TimeLogRowActions({ log, busy, onDelete }: TimeLogRowActionsProps) {
  const { t } = useTranslation()
  const remove = t('time_logs.delete')
  const closed = isClosedLog(log)

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} onClick={stopRowClick}>
      <TimeLogContinueButton log={log} />
      <RowLink
        label={t('time_logs.edit')}
        href={urlFor('time-logs.edit', { time_log: log.id })}
        icon={mdiPencilOutline}
        disabled={busy || closed}
      />
      <RowLink
        label={t('time_logs.duplicate')}
        href={urlFor('time-logs.create', {}, { qs: { duplicate: log.id } })}
        icon={mdiContentCopy}
        disabled={busy}
      />
      {busy ? (
        <Box sx={{ display: 'flex', p: '5px' }} role="status" aria-label={t('time_logs.deleting')}>
          <CircularProgress size={20} />
        </Box>
      ) : (
        <Tooltip title={remove}>
          <IconButton
            aria-label={remove}
            size="small"
            color="error"
            disabled={closed}
            onClick={() => onDelete(log)}
          >
            <Icon path={mdiDeleteOutline} fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  )
}
