// Relative: the server, which reads this file too, knows no ~shared alias.

/** How a person's dates are written: 26-11-2026 (dmy), 11/26/2026 (mdy) or 2026-11-26 (iso). */
export const dateFormats = ['dmy', 'mdy', 'iso'] as const
export type DateFormat = (typeof dateFormats)[number]

/** How a person's times of day are written: 14:30 (24h) or 2:30 PM (12h). */
export const timeFormats = ['24h', '12h'] as const
export type TimeFormat = (typeof timeFormats)[number]

export interface DateTimeFormats {
  dateFormat: DateFormat
  timeFormat: TimeFormat
}

/** The regions whose people write month before day and count hours to 12. */
const monthFirstRegions = new Set([
  'US',
  'PH',
  'FM',
  'MH',
  'PW',
  'AS',
  'GU',
  'MP',
  'PR',
  'UM',
  'VI',
])
const twelveHourRegions = new Set([
  ...monthFirstRegions,
  'CA',
  'AU',
  'NZ',
  'IN',
  'PK',
  'BD',
  'EG',
  'SA',
])

/**
 * The formats a language tag suggests, such as the browser's navigator.language: en-US writes
 * 11/26/2026 and 2:30 PM; en-GB, nl and everything else 26-11-2026 and 14:30. A bare `en`
 * counts as American, the browsers' and the pickers' English.
 */
export function suggestedFormats(languageTag: string | null | undefined): DateTimeFormats {
  const [language = '', region = ''] = (languageTag ?? '').split(/[-_]/)
  const place = region.toUpperCase() || (language.toLowerCase() === 'en' ? 'US' : '')
  return {
    dateFormat: monthFirstRegions.has(place) ? 'mdy' : 'dmy',
    timeFormat: twelveHourRegions.has(place) ? '12h' : '24h',
  }
}

/**
 * The formats of a language alone, for a person who never chose (an account made by an
 * administrator, say): month first in English, day first in Dutch, 24-hour clocks in both.
 */
export function languageFormats(locale: string | null | undefined): DateTimeFormats {
  return { dateFormat: locale === 'en' ? 'mdy' : 'dmy', timeFormat: '24h' }
}

/** A person's formats: the chosen ones, else their language's. */
export function formatsOf(person: {
  dateFormat?: DateFormat | null
  timeFormat?: TimeFormat | null
  locale?: string | null
}): DateTimeFormats {
  const suggested = languageFormats(person.locale)
  return {
    dateFormat: person.dateFormat ?? suggested.dateFormat,
    timeFormat: person.timeFormat ?? suggested.timeFormat,
  }
}

const parts = (date: string) => date.slice(0, 10).split('-')

/** An ISO calendar date, YYYY-MM-DD, in the numeric format: 26-11-2026, 11/26/2026, 2026-11-26. */
export function formatNumericDate(date: string, format: DateFormat) {
  const [year, month, day] = parts(date)
  if (format === 'iso') return `${year}-${month}-${day}`
  return format === 'mdy' ? `${month}/${day}/${year}` : `${day}-${month}-${year}`
}

/**
 * An ISO calendar date with its month named, in the language: "26 November" or "November 26"
 * (with the year when asked), or the ISO date itself.
 */
export function formatLongDate(
  date: string,
  locale: string,
  format: DateFormat,
  { withYear = false } = {}
) {
  if (format === 'iso') return formatNumericDate(date, 'iso')
  const [year, month, day] = parts(date)
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(year), Number(month) - 1, 1))
  )
  const dayNumber = Number(day)
  const text = format === 'mdy' ? `${monthName} ${dayNumber}` : `${dayNumber} ${monthName}`
  if (!withYear) return text
  return format === 'mdy' ? `${text}, ${year}` : `${text} ${year}`
}

/** A time of day, HH:MM or HH:MM:SS, as HH:MM (24h, seconds kept unless zero) or h:MM AM/PM. */
export function formatTimeOfDay(time: string, format: TimeFormat) {
  const [hours, minutes, seconds] = time.split(':')
  const shownSeconds = seconds && seconds !== '00' ? `:${seconds}` : ''
  if (format === '24h') return `${hours}:${minutes}${shownSeconds}`
  const hour = Number(hours)
  const twelve = hour % 12 === 0 ? 12 : hour % 12
  return `${twelve}:${minutes}${shownSeconds} ${hour < 12 ? 'AM' : 'PM'}`
}

/** The date pickers' display format (dayjs tokens) for a date format. */
export function pickerDateFormat(format: DateFormat) {
  return format === 'iso' ? 'YYYY-MM-DD' : format === 'mdy' ? 'MM/DD/YYYY' : 'DD-MM-YYYY'
}

/** The time pickers' display format (dayjs tokens) for a time format, with seconds if asked. */
export function pickerTimeFormat(format: TimeFormat, withSeconds = false) {
  const seconds = withSeconds ? ':ss' : ''
  return format === '12h' ? `hh:mm${seconds} A` : `HH:mm${seconds}`
}
