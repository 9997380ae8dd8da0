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

/** A chart's bars: hours per category, added up with the other series of the same stack. */
export interface ChartBars {
  data: readonly number[]
  stack?: string
}

/** The top of the highest bar: a stack's series add up per category. */
function highestBar(series: readonly ChartBars[]) {
  const stacks = new Map<string, number[]>()
  let highest = 0
  for (const { data, stack } of series) {
    const sums = stack === undefined ? [] : (stacks.get(stack) ?? [])
    data.forEach((hours, index) => {
      sums[index] = (sums[index] ?? 0) + hours
      highest = Math.max(highest, sums[index])
    })
    if (stack !== undefined) stacks.set(stack, sums)
  }
  return highest
}

/** Whole minutes under an hour, then whole hours. */
const minuteSteps = [1, 2, 5, 10, 15, 30]
const hourSteps = [1, 2, 5]

/** The smallest step, in minutes, that covers the minutes in at most `most` steps. */
function tickStep(minutes: number, most: number) {
  const step = minuteSteps.find((minuteStep) => minutes <= minuteStep * most)
  if (step !== undefined) return step
  for (let scale = 60; ; scale *= 10) {
    const hourStep = hourSteps.find((hours) => minutes <= hours * scale * most)
    if (hourStep !== undefined) return hourStep * scale
  }
}

/**
 * A chart's axis of hours (hoursOf) for its bars: from 0 to the first tick over the highest bar,
 * with at most `most` steps of whole minutes or whole hours, labelled hh:mm as the tables are.
 * The charts' own ticks are decimal (0.01 hours and up), which hh:mm would show as repeated or
 * uneven minutes.
 */
export function chartHoursAxis(series: readonly ChartBars[], most = 5) {
  const minutes = Math.max(1, Math.ceil(Math.round(highestBar(series) * 3600) / 60))
  const step = tickStep(minutes, most)
  const steps = Math.ceil(minutes / step)
  const ticks = Array.from({ length: steps + 1 }, (_, index) => (index * step) / 60)
  return { min: 0, max: ticks[steps], tickInterval: ticks, valueFormatter: formatChartHours }
}

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
