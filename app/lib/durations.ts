import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/** The two-digit number at a position of a time of day. */
function twoDigits(time: string, at: number) {
  return (time.charCodeAt(at) - 48) * 10 + time.charCodeAt(at + 1) - 48
}

/**
 * Seconds since midnight of a time of day, HH:MM or HH:MM:SS (shared/times.ts, as validated and
 * stored). Read digit by digit: the list computes two per row, and splitting the text showed in
 * its CPU (bench/README.md).
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

/** SQL for a log's length in seconds, in the dialect at hand. */
export function durationSeconds(client: QueryClientContract) {
  return client.dialect.name === 'postgres'
    ? 'EXTRACT(EPOCH FROM (stop_time - start_time))'
    : '(julianday(stop_time) - julianday(start_time)) * 86400'
}

const pad = (value: number) => String(value).padStart(2, '0')

/** hh:mm, with :ss only when the seconds are not zero. */
export function formatDuration(seconds: number) {
  const hours = Math.floor(seconds / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  const rest = seconds % 60
  return `${pad(hours)}:${pad(minutes)}${rest ? `:${pad(rest)}` : ''}`
}
