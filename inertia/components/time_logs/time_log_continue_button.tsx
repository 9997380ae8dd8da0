import { IconButton, Tooltip } from '@mui/material'
import { mdiPlay } from '@mdi/js'
import { useTimerActions } from '~/components/timer/use_timer_actions'
import { useTranslation } from '~/hooks/use_translation'
import { Icon } from '~shared/icon'
import type { Data } from '~generated/data'

/** Starts the timer on the log's project, task and comments (Toggl's "continue"). */
export function TimeLogContinueButton({ log }: { log: Data.TimeLog }) {
  const { t } = useTranslation()
  const { continueLog } = useTimerActions()
  return (
    <Tooltip title={t('timer.continue_log')}>
      <IconButton aria-label={t('timer.continue')} size="small" onClick={() => continueLog(log)}>
        <Icon path={mdiPlay} fontSize="small" />
      </IconButton>
    </Tooltip>
  )
}
