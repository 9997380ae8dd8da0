import { useEffect } from 'react'
import { setRunningTimer, timeLogsChangedEvent } from '~/components/timer/timer'
import { timerChannel } from '~shared/channels'
import { xsrfToken } from '~shared/xsrf'
import type { Data } from '~generated/data'

/** The CSRF header on the event stream's subscribe requests, as on any other write. */
function withXsrf(request: Request) {
  const token = xsrfToken()
  if (token) request.headers.set('X-XSRF-TOKEN', token)
}

/** Follows the user's timer as the server announces it, from every tab and device. */
export function useTimerChannel(userId: number | undefined) {
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
      const subscription = transmit.subscription(timerChannel(userId))
      subscription.onMessage<{ timer: Data.Timer | null }>(({ timer }) => {
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
