import { useEffect, useState } from 'react'
import { elapsedSeconds } from '~/components/timer/timer'
import type { Data } from '~generated/data'

/** Seconds the timer has run, ticking every second while it runs. */
export function useElapsedSeconds(timer: Data.Timer | null) {
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
