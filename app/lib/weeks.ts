import type { DateTime } from 'luxon'
import type { Locale } from '#lib/locales'

/** Weeks start on Sunday in English and on Monday in Dutch. */
export function startOfWeek(day: DateTime, locale: Locale) {
  const daysSinceStart = locale === 'nl' ? day.weekday - 1 : day.weekday % 7
  return day.minus({ days: daysSinceStart })
}
