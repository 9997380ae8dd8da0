import { daysIntoWeek, type WeekStart } from '~shared/week_start'

/** The named ranges a report or the log list offers; any other range is 'custom'. */
export const datePresets = [
  'today',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'this_year',
] as const

export type DatePreset = (typeof datePresets)[number]

/** Inclusive, as YYYY-MM-DD. */
export interface DateRange {
  from: string
  to: string
}

/** Today's date in the time zone (an IANA name); the browser's zone when it is unknown. */
export function todayIn(timeZone: string | null | undefined, now = new Date()) {
  let parts: Intl.DateTimeFormatPart[]
  try {
    parts = dateFormat(timeZone ?? undefined).formatToParts(now)
  } catch {
    parts = dateFormat(undefined).formatToParts(now)
  }
  const part = (type: string) => parts.find((candidate) => candidate.type === type)!.value
  return `${part('year')}-${part('month')}-${part('day')}`
}

function dateFormat(timeZone: string | undefined) {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
}

// Calendar arithmetic on UTC midnights, so that no local clock change shifts a day.
const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`)
const toIso = (date: Date) => date.toISOString().slice(0, 10)

export function addDays(iso: string, days: number) {
  const date = toDate(iso)
  date.setUTCDate(date.getUTCDate() + days)
  return toIso(date)
}

function firstOfMonth(iso: string, monthsLater = 0) {
  const date = toDate(iso)
  return toIso(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + monthsLater, 1)))
}

export function firstOfWeek(iso: string, weekStart: WeekStart) {
  return addDays(iso, -daysIntoWeek(toDate(iso).getUTCDay(), weekStart))
}

/** The preset's whole period around today (a whole week, month or year). */
export function presetRange(preset: DatePreset, today: string, weekStart: WeekStart): DateRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today }
    case 'this_week': {
      const from = firstOfWeek(today, weekStart)
      return { from, to: addDays(from, 6) }
    }
    case 'last_week': {
      const from = addDays(firstOfWeek(today, weekStart), -7)
      return { from, to: addDays(from, 6) }
    }
    case 'this_month':
      return { from: firstOfMonth(today), to: addDays(firstOfMonth(today, 1), -1) }
    case 'last_month':
      return { from: firstOfMonth(today, -1), to: addDays(firstOfMonth(today), -1) }
    case 'this_year':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` }
  }
}

/** The preset whose period the range is, if any. */
export function presetOf(range: DateRange, today: string, weekStart: WeekStart) {
  return datePresets.find((preset) => {
    const candidate = presetRange(preset, today, weekStart)
    return candidate.from === range.from && candidate.to === range.to
  })
}

/** The year up to today: the widest range an export of "everything" asks for. */
export function lastYear(today: string): DateRange {
  const date = toDate(today)
  date.setUTCFullYear(date.getUTCFullYear() - 1)
  return { from: addDays(toIso(date), 1), to: today }
}

/** The last date of the period (day, week or month) that starts on a date. */
export function periodEnd(start: string, period: 'day' | 'week' | 'month') {
  if (period === 'day') return start
  if (period === 'week') return addDays(start, 6)
  return addDays(firstOfMonth(start, 1), -1)
}
