/**
 * Durations as Hourbook counts and shows them: in whole seconds, shown as hh:mm with the hours
 * counting on past 24. The server, the portal and the admin panel all format through here, so a
 * total reads the same on a page, in the panel and in an export.
 */

const pad = (value: number) => String(value).padStart(2, '0')

/** The two-digit number at a position of a time of day. */
function twoDigits(time: string, at: number) {
  return (time.charCodeAt(at) - 48) * 10 + time.charCodeAt(at + 1) - 48
}

/**
 * Seconds since midnight of a time of day, HH:MM or HH:MM:SS (shared/times.ts, as validated and
 * stored). Read digit by digit: the list computes two per row, and splitting the text cost a
 * fortieth of its CPU.
 */
export function secondsOf(time: string) {
  return (
    twoDigits(time, 0) * 3600 + twoDigits(time, 3) * 60 + (time.length > 5 ? twoDigits(time, 6) : 0)
  )
}

/** A log's length in seconds, from its start and stop times. */
export function durationOf(startTime: string, stopTime: string) {
  return secondsOf(stopTime) - secondsOf(startTime)
}

/** A log's duration as the API gives it: hh:mm, with :ss only when the seconds are not zero. */
export function formatDuration(seconds: number) {
  const hours = Math.floor(seconds / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  const rest = seconds % 60
  return `${pad(hours)}:${pad(minutes)}${rest ? `:${pad(rest)}` : ''}`
}

/**
 * An amount of hours as reports, exports, charts and the panel show it: hh:mm, the seconds
 * dropped (never rounded up, so no total shows a minute that was not worked, and the export's
 * spreadsheet reads the same value), '-' before a negative amount.
 */
export function formatHours(seconds: number) {
  const minutes = Math.floor(Math.abs(seconds) / 60)
  return `${seconds < 0 ? '-' : ''}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
}

/** Seconds as a number of hours, for a chart's data. */
export const hoursOf = (seconds: number) => seconds / 3600

/**
 * A chart's number of hours (hoursOf) as hh:mm, for its axis and tooltips: back to whole
 * seconds first, so that it shows what the report's tables show.
 */
export const formatChartHours = (hours: number | null) =>
  formatHours(Math.round((hours ?? 0) * 3600))

const apiDuration = /^(\d+):(\d{2})(?::(\d{2}))?$/

/**
 * The sum of durations as the API gives them (hh:mm or hh:mm:ss), as a total shows (formatHours):
 * the seconds of a timer's logs add up before they are dropped. An unknown duration ('xx:xx')
 * counts for nothing.
 */
export function totalDuration(durations: string[]) {
  let seconds = 0
  for (const value of durations) {
    const match = apiDuration.exec(value)
    if (match) seconds += Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0)
  }
  return formatHours(seconds)
}

/** Steps between a chart's ticks in minutes, up to 5 hours; then 1, 2 or 5 × 10^n hours. */
const tickMinutes = [1, 2, 5, 10, 15, 30, 60, 120, 180, 240, 300]

function tickStep(minutes: number, count: number) {
  const step = tickMinutes.find((candidate) => minutes / candidate <= count)
  if (step) return step
  for (let hours = 10; ; hours *= 10) {
    for (const factor of [1, 2, 5]) {
      if (minutes / (factor * hours * 60) <= count) return factor * hours * 60
    }
  }
}

/**
 * A chart's hour axis ticks (hoursOf), from 0 to the first tick at or above the longest bar, at
 * most count steps apart: whole minutes or hours, so that no two read the same as hh:mm
 * (formatChartHours), as ticks at fractions of a minute would. An empty chart runs to an hour.
 */
export function hourTicks(maxSeconds: number, count = 4) {
  const minutes = Math.ceil(maxSeconds / 60) || 60
  const step = tickStep(minutes, count)
  return Array.from({ length: Math.ceil(minutes / step) + 1 }, (_, index) =>
    hoursOf(index * step * 60)
  )
}
