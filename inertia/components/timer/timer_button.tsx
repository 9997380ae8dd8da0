import { lazy, Suspense, useEffect, useState } from 'react'
import { usePage } from '@inertiajs/react'
import { Fab, Tooltip } from '@mui/material'
import { mdiTimerOutline } from '@mdi/js'
import { useElapsedSeconds } from '~/hooks/use_elapsed_seconds'
import { useRunningTimer } from '~/hooks/use_running_timer'
import { useTimerChannel } from '~/hooks/use_timer_channel'
import { useTranslation } from '~/hooks/use_translation'
import { useUnloadWarning } from '~/hooks/use_unload_warning'
import { useWorkingTitle } from '~/hooks/use_working_title'
import { toggleTimerEvent } from '~/lib/keyboard_shortcuts'
import { formatElapsed, setRunningTimer } from '~/lib/timer'
import { Icon } from '~shared/icon'

// Not needed at first paint: loaded when the button is first pressed.
const TimerDialog = lazy(() => import('~/components/timer/timer_dialog'))

/** The floating timer button at the bottom end of the main layout, and its dialog. */
export function TimerButton() {
  const { auth, timer: shared } = usePage().props
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const timer = useRunningTimer()
  const elapsed = formatElapsed(useElapsedSeconds(timer))

  useEffect(() => setRunningTimer(shared), [shared])
  useTimerChannel(auth.user?.id)
  useWorkingTitle(timer ? `${t('timer.working')}: ${elapsed}` : null)
  useUnloadWarning(Boolean(timer), t('messages.timer_running'))

  const openDialog = () => {
    setLoaded(true)
    setOpen(true)
  }
  // The `s` shortcut: the dialog opens on its Start or Stop.
  useEffect(() => {
    window.addEventListener(toggleTimerEvent, openDialog)
    return () => window.removeEventListener(toggleTimerEvent, openDialog)
  }, [])

  const label = timer ? `${t('timer.working')} ${elapsed}` : t('timer.open')
  return (
    <>
      <Tooltip title={label}>
        <Fab
          color={timer ? 'secondary' : 'primary'}
          variant={timer ? 'extended' : 'circular'}
          aria-label={label}
          aria-haspopup="dialog"
          onClick={openDialog}
          sx={{ position: 'fixed', bottom: 24, insetInlineEnd: 24, zIndex: 'speedDial' }}
        >
          <Icon path={mdiTimerOutline} sx={timer ? { mr: 1 } : undefined} />
          {timer && <span>{elapsed}</span>}
        </Fab>
      </Tooltip>
      {loaded && (
        <Suspense>
          <TimerDialog open={open} onClose={() => setOpen(false)} timer={timer} elapsed={elapsed} />
        </Suspense>
      )}
    </>
  )
}
