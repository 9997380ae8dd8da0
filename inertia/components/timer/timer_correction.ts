import type { FieldRule } from '~/lib/field_rules'
import { timePattern, withSeconds } from '~shared/times'
import type { Data } from '~generated/data'

/**
 * An instant as a date and a time (HH:mm:ss) of the user's time zone, the calendar the server
 * reads a corrected start in; the browser's own zone when the user's is unknown.
 */
function momentIn(timeZone: string | undefined, instant: Date) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant)
  const part = (type: string) => parts.find((candidate) => candidate.type === type)!.value
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    start_time: `${part('hour')}:${part('minute')}:${part('second')}`,
  }
}

/** The timer's start as the dialog shows it, in the user's time zone. */
export function startFields(timer: Data.Timer, timeZone: string | undefined) {
  return momentIn(timeZone, new Date(timer.started_at))
}

/**
 * The log a stop at the moment tried to make, as the starting point of its correction: from the
 * start until then, or until the end of the start's day for a run that passed midnight; days and
 * times of the user's time zone, as the server logs them.
 */
export function attemptedLog(timer: Data.Timer, moment: Date, timeZone: string | undefined) {
  const start = startFields(timer, timeZone)
  const stop = momentIn(timeZone, moment)
  return {
    ...start,
    stop_time: stop.date === start.date ? stop.start_time : '23:59:59',
  }
}

/**
 * How far the device's clock may run behind the server's before the form says a start is in
 * the future: a start the server just gave may be ahead of a device that runs a little late.
 */
const clockLagAllowance = 5 * 60_000

/** The server's rule for a corrected start: a run cannot have begun in the future. */
export const startNotInFuture =
  (timeZone: string | undefined): FieldRule =>
  (value, data) => {
    if (!timePattern.test(value)) return
    const now = momentIn(timeZone, new Date(Date.now() + clockLagAllowance))
    const start = `${String(data.date)}T${withSeconds(value)}`
    if (start > `${now.date}T${now.start_time}`) return { key: 'timer.start_in_future' }
  }
