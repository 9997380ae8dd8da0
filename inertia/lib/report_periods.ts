import dayjs, { type Dayjs } from 'dayjs'
import type { Locale } from '~shared/locale'

export const rangePresets = [
  'today',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'this_year',
] as const

export type RangePreset = (typeof rangePresets)[number]

export interface DateRange {
  /** YYYY-MM-DD, inclusive. */
  from: string
  to: string
}

const isoDate = (day: Dayjs) => day.format('YYYY-MM-DD')

/** Today's date (YYYY-MM-DD) on the calendar of a time zone, whatever the browser's zone. */
export function todayIn(timeZone: string, now = new Date()) {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now)
  const part = (type: string) => parts.find((item) => item.type === type)!.value
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** The first day of the week holding a day: Sunday in English, Monday in Dutch (DESIGN.md). */
export function weekStartOf(day: Dayjs, locale: Locale) {
  const daysSinceStart = locale === 'nl' ? (day.day() + 6) % 7 : day.day()
  return day.subtract(daysSinceStart, 'day')
}

/** The dates a preset stands for, counted from today (YYYY-MM-DD). */
export function presetRange(preset: RangePreset, today: string, locale: Locale): DateRange {
  const day = dayjs(today)
  const range = (from: Dayjs, to: Dayjs) => ({ from: isoDate(from), to: isoDate(to) })
  const weekStart = weekStartOf(day, locale)
  switch (preset) {
    case 'today':
      return range(day, day)
    case 'this_week':
      return range(weekStart, weekStart.add(6, 'day'))
    case 'last_week':
      return range(weekStart.subtract(7, 'day'), weekStart.subtract(1, 'day'))
    case 'this_month':
      return range(day.startOf('month'), day.endOf('month'))
    case 'last_month': {
      const lastMonth = day.subtract(1, 'month')
      return range(lastMonth.startOf('month'), lastMonth.endOf('month'))
    }
    case 'this_year':
      return range(day.startOf('year'), day.endOf('year'))
  }
}

/** The preset a range matches, or 'custom'. */
export function presetOf(range: DateRange, today: string, locale: Locale) {
  return (
    rangePresets.find((preset) => {
      const candidate = presetRange(preset, today, locale)
      return candidate.from === range.from && candidate.to === range.to
    }) ?? 'custom'
  )
}

/** The last date of the period (day, week or month) starting on a date, for a link to its logs. */
export function periodEnd(start: string, period: 'day' | 'week' | 'month') {
  const day = dayjs(start)
  if (period === 'day') return start
  return isoDate(period === 'week' ? day.add(6, 'day') : day.endOf('month'))
}
