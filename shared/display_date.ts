// Relative: the server, which reads this file too, knows no ~shared alias.
import { isoDatePattern } from './calendar_dates.js'

/**
 * A date as the date pickers show it: 11/26/2026 in English, 26-11-2026 in Dutch. In UTC,
 * because an ISO date names a calendar day, not an instant.
 */
export function displayDate(date: string, locale: string) {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`))
}

/** A message's parameters with the ISO dates among them shown as the pickers show them. */
export function withDisplayDates<T extends Record<string, unknown>>(params: T, locale: string) {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' && isoDatePattern.test(value) ? displayDate(value, locale) : value,
    ])
  ) as T
}
