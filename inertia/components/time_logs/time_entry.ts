/** Times and durations as people type them, Toggl-style, read into HH:MM. */

const pad = (value: number) => String(value).padStart(2, '0')

/** Minutes since midnight as HH:MM. */
export function timeOfDay(minutes: number) {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
}

/** HH:MM (seconds ignored) as minutes since midnight. */
export function minutesOf(time: string) {
  const [hours, minutes] = time.split(':').map(Number)
  return hours * 60 + minutes
}

/**
 * A time typed freely: `9`, `14`, `930`, `0930`, `9.30`, `9:30`, `9,30` or `9h30`. Answers HH:MM,
 * or undefined when the text is no time of day.
 */
export function readTypedTime(text: string) {
  const match =
    /^(\d{1,2})(?:[.:,h](\d{1,2}))?$/.exec(text.trim()) ?? /^(\d{1,2})(\d{2})$/.exec(text.trim())
  if (!match) return
  const hours = Number(match[1])
  const minutes = Number(match[2] ?? 0)
  if (hours > 23 || minutes > 59) return
  return timeOfDay(hours * 60 + minutes)
}

/**
 * A duration typed freely: `1:30` (hours and minutes), `1.5` or `1,5` (decimal hours), `90m` or
 * `2h`. Answers whole minutes, or undefined when the text is no positive duration.
 */
export function readTypedDuration(text: string) {
  const value = text.trim().toLowerCase()
  let minutes: number | undefined
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(value)
  const decimal = /^(\d{1,2}(?:[.,]\d+)?)h?$/.exec(value)
  const counted = /^(\d{1,4})m$/.exec(value)
  if (clock) minutes = Number(clock[1]) * 60 + Number(clock[2])
  else if (decimal) minutes = Math.round(Number(decimal[1].replace(',', '.')) * 60)
  else if (counted) minutes = Number(counted[1])
  return minutes && minutes > 0 ? minutes : undefined
}

/** The time between two times of day as H:MM, or '' unless stop comes after start. */
export function durationBetween(start: string, stop: string) {
  const minutes = minutesOf(stop) - minutesOf(start)
  if (!(minutes > 0)) return ''
  return `${Math.floor(minutes / 60)}:${pad(minutes % 60)}`
}

/** The time a duration after a start, or undefined when it falls past the end of the day. */
export function stopAfter(start: string, minutes: number) {
  const stop = minutesOf(start) + minutes
  return stop < 24 * 60 ? timeOfDay(stop) : undefined
}
