import { useEffect, useState } from 'react'
import { elapsedSeconds, type RunningTimer } from '~/lib/timer'

/** Seconds the timer has run, ticking every second while it runs. */
export function useElapsedSeconds(timer: RunningTimer | null) {
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
