import { DateTime } from 'luxon'
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

/** A nullable bigint, which PostgreSQL's driver reads as text. */
export function nullableNumber(value: unknown) {
  return value === null || value === undefined ? null : Number(value)
}

export const timeColumn = { consume: isoTime, prepare: isoTime }

const rememberedDateTimes = 1_000
const dateTimes = new Map<string | number, DateTime>()

/**
 * A stored date-time read as Lucid's dateTime columns read it (SQLite's text, PostgreSQL's
 * Date), remembered by the stored value: luxon's DateTimes are immutable, so one instance serves
 * every read of the same value. The signed-in user's are read with every request, and parsing
 * them showed in a small request's CPU (bench/README.md).
 */
function rememberedDateTime(value: unknown) {
  if (value === null || value === undefined) return null
  const key = value instanceof Date ? value.getTime() : String(value)
  let dateTime = dateTimes.get(key)
  if (!dateTime) {
    dateTime = value instanceof Date ? DateTime.fromJSDate(value) : DateTime.fromSQL(String(value))
    if (dateTimes.size >= rememberedDateTimes) dateTimes.clear()
    dateTimes.set(key, dateTime)
  }
  return dateTime
}

export const rememberedDateTimeColumn = { consume: rememberedDateTime }
