import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { usePage } from '@inertiajs/react'
import { useMediaQuery, useTheme } from '@mui/material'
import { TimerBar } from '~/components/timer/timer_bar'
import { TimerButton } from '~/components/timer/timer_button'
import { useElapsedSeconds } from '~/components/timer/use_elapsed_seconds'
import { useRunningTimer } from '~/components/timer/use_running_timer'
import { useTimeLogConnections } from '~/components/time_logs/use_time_log_connections'
import { useTimerActions } from '~/components/timer/use_timer_actions'
import { useTimerChannel } from '~/components/timer/use_timer_channel'
import { booked, useTimerDraft } from '~/components/timer/use_timer_draft'
import { useTranslation } from '~/hooks/use_translation'
import { useUnloadWarning } from '~/hooks/use_unload_warning'
import { useWorkingTitle } from '~/components/timer/use_working_title'
import {
  formatElapsed,
  runningTimer,
  setRunningTimer,
  toggleTimerEvent,
} from '~/components/timer/timer'

// Not needed at first paint: loaded when it is first opened.
const TimerDialog = lazy(() => import('~/components/timer/timer_dialog'))

/**
 * The timer in the top bar of every portal page: the full bar on desktop, a compact button on
 * smaller screens, and the dialog both open. Follows the timer from the page and the server's
 * events, and answers toggleTimer (timer.ts).
 */
export function TimerControls() {
  const { auth, timer: shared } = usePage().props
  const { t } = useTranslation()
  const desktop = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true })
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const timer = useRunningTimer()
  const elapsed = formatElapsed(useElapsedSeconds(timer))
  const connections = useTimeLogConnections()
  const { start, stop } = useTimerActions()
  const [draft, setDraft] = useTimerDraft(timer)

  useEffect(() => setRunningTimer(shared), [shared])
  useTimerChannel(auth.user?.id)
  useWorkingTitle(timer ? `${t('timer.working')}: ${elapsed}` : null)
  useUnloadWarning(Boolean(timer), t('messages.timer_running'))

  const openDialog = useCallback(() => {
    setLoaded(true)
    setOpen(true)
  }, [])

  // A shortcut stops the running timer, or starts it with the bar's project and task; with
  // none chosen (or no bar, on a phone) it opens the timer, where the project comes first.
  useEffect(() => {
    const toggle = () => {
      if (runningTimer()) stop(openDialog)
      else if (desktop && draft.booking) start(booked(draft.booking, draft.comments))
      else openDialog()
    }
    window.addEventListener(toggleTimerEvent, toggle)
    return () => window.removeEventListener(toggleTimerEvent, toggle)
  }, [start, stop, openDialog, desktop, draft])

  const label = timer ? `${t('timer.working')} ${elapsed}` : t('timer.open')
  return (
    <>
      {desktop ? (
        <TimerBar
          timer={timer}
          elapsed={elapsed}
          label={label}
          connections={connections}
          draft={draft}
          onDraftChange={setDraft}
          onOpen={openDialog}
        />
      ) : (
        <TimerButton running={Boolean(timer)} elapsed={elapsed} label={label} onOpen={openDialog} />
      )}
      {loaded && (
        <Suspense>
          <TimerDialog
            open={open}
            onClose={() => setOpen(false)}
            timer={timer}
            elapsed={elapsed}
            connections={connections}
          />
        </Suspense>
      )}
    </>
  )
}
