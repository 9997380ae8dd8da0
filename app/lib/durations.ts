import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/** Seconds since midnight of a time of day, HH:MM or HH:MM:SS. */
export function secondsOf(time: string) {
  const [hours, minutes, seconds] = time.split(':')
  return Number(hours) * 3600 + Number(minutes) * 60 + (seconds === undefined ? 0 : Number(seconds))
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
