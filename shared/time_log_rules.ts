/*
 * A time log's own rules: the server's validator enforces them, the portal's forms check them as
 * the user types, with the same messages.
 */
// Relative: the server, which reads this file too, knows no ~shared alias.
import { timePattern, withSeconds } from './times.js'

/** Comments hold at most this many characters. */
export const maxCommentLength = 200

const pad = (value: number) => String(value).padStart(2, '0')

/**
 * The dates a log may have, given today's date in the user's time zone: from the same day a year
 * earlier (the 28th of February for the 29th) until today, both as YYYY-MM-DD.
 */
export function loggingWindow(today: string) {
  const [year, month, day] = today.split('-').map(Number)
  const lastDay = new Date(Date.UTC(year - 1, month, 0)).getUTCDate()
  return { min: `${year - 1}-${pad(month)}-${pad(Math.min(day, lastDay))}`, max: today }
}

/** Whether a log may be dated on the date, given today's date in the user's time zone. */
export function isWithinLoggingWindow(date: string, today: string) {
  const { min, max } = loggingWindow(today)
  return date >= min && date <= max
}

/** Whether the stop time comes after the start time; times that are no time of day pass. */
export function stopsAfterStart(startTime: string, stopTime: string) {
  if (!timePattern.test(startTime) || !timePattern.test(stopTime)) return true
  return withSeconds(stopTime) > withSeconds(startTime)
}
