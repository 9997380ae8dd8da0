import dayjs from 'dayjs'
import type { Data } from '~generated/data'

/**
 * The log a stop at the moment tried to make, as the starting point of its correction: from the
 * start until then, or until the end of the start's day for a run that passed midnight.
 */
export function attemptedLog(timer: Data.Timer, moment: number) {
  const start = dayjs(timer.started_at)
  const stop = dayjs(moment)
  return {
    date: start.format('YYYY-MM-DD'),
    start_time: start.format('HH:mm:ss'),
    stop_time: stop.isSame(start, 'day') ? stop.format('HH:mm:ss') : '23:59:59',
  }
}
