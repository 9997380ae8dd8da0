import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { usePage } from '@inertiajs/react'
import { Fab, Tooltip } from '@mui/material'
import { mdiTimerOutline } from '@mdi/js'
import { useTranslation } from '~/hooks/use_translation'
import { Icon } from '~shared/icon'
import { xsrfToken } from '~shared/xsrf'
import {
  elapsedSeconds,
  formatElapsed,
  setRunningTimer,
  timeLogsChangedEvent,
  useRunningTimer,
  type RunningTimer,
} from '~/lib/timer'

// Not needed at first paint: loaded when the button is first pressed.
const TimerDialog = lazy(() => import('~/components/timer/timer_dialog'))

/** The CSRF header on the event stream's subscribe requests, as on any other write. */
function withXsrf(request: Request) {
  const token = xsrfToken()
  if (token) request.headers.set('X-XSRF-TOKEN', token)
}

/** Follows the user's timer as the server announces it, from every tab and device. */
function useTimerEvents(userId: number | undefined) {
  useEffect(() => {
    if (userId === undefined) return
    let stop = () => {}
    let active = true
    import('@adonisjs/transmit-client').then(({ Transmit }) => {
      if (!active) return
      const transmit = new Transmit({
        baseUrl: window.location.origin,
        beforeSubscribe: withXsrf,
        beforeUnsubscribe: withXsrf,
      })
      const subscription = transmit.subscription(`users/${userId}/timer`)
      subscription.onMessage<{ timer: RunningTimer | null }>(({ timer }) => {
        setRunningTimer(timer)
        if (!timer) window.dispatchEvent(new Event(timeLogsChangedEvent))
      })
      subscription.create().catch((error: unknown) => console.error(error))
      stop = () => transmit.close()
    })
    return () => {
      active = false
      stop()
    }
  }, [userId])
}

/** Seconds the timer has run, ticking every second while it runs. */
function useElapsed(timer: RunningTimer | null) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!timer) return
    const tick = () => setNow(Date.now())
    const first = setTimeout(tick)
    const interval = setInterval(tick, 1000)
    return () => {
      clearTimeout(first)
      clearInterval(interval)
    }
  }, [timer])
  return timer ? elapsedSeconds(timer, now) : 0
}

/** 'Working: mm:ss' as the page title while the timer runs; the page's own title after. */
function useWorkingTitle(label: string | null) {
  const pageTitle = useRef<string | null>(null)
  const shown = useRef<string | null>(null)
  useEffect(() => {
    if (label === null) {
      if (pageTitle.current !== null && document.title === shown.current) {
        document.title = pageTitle.current
      }
      pageTitle.current = shown.current = null
      return
    }
    const show = () => {
      if (document.title === label) return
      // Anything but our own last label is the title a visit gave the page.
      if (document.title !== shown.current) pageTitle.current = document.title
      shown.current = label
      document.title = label
    }
    show()
    const observer = new MutationObserver(show)
    observer.observe(document.head, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [label])
}

/** The browser asks before the page is closed or left while the timer runs. */
function useUnloadWarning(running: boolean, message: string) {
  useEffect(() => {
    if (!running) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = message
      return message
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [running, message])
}

/** The floating timer button at the bottom end of the main layout, and its dialog. */
export function TimerButton() {
  const { auth, timer: shared } = usePage().props
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const timer = useRunningTimer()
  const elapsed = formatElapsed(useElapsed(timer))

  useEffect(() => setRunningTimer(shared), [shared])
  useTimerEvents(auth.user?.id)
  useWorkingTitle(timer ? `${t('timer.working')}: ${elapsed}` : null)
  useUnloadWarning(Boolean(timer), t('messages.timer_running'))

  const label = timer ? `${t('timer.working')} ${elapsed}` : t('timer.open')
  return (
    <>
      <Tooltip title={label}>
        <Fab
          color={timer ? 'secondary' : 'primary'}
          variant={timer ? 'extended' : 'circular'}
          aria-label={label}
          aria-haspopup="dialog"
          onClick={() => {
            setLoaded(true)
            setOpen(true)
          }}
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
