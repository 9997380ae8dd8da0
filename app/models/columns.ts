import { withSeconds } from '#shared/times'

/**
 * Column options that read dates and times as the same strings on SQLite and PostgreSQL:
 * dates as YYYY-MM-DD, times as HH:MM:SS.
 */
export function isoDate(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`
  }
  return String(value).slice(0, 10)
}

export function isoTime(value: unknown): string | null {
  if (value === null || value === undefined) return null
  const text = String(value)
  return withSeconds(text).slice(0, 8)
}

export const dateColumn = { consume: isoDate }

export const timeColumn = { consume: isoTime, prepare: isoTime }
