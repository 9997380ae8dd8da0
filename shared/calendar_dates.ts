/** A date as YYYY-MM-DD, the form the app stores, sends and validates. */
export const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/

/** A calendar date as YYYY-MM-DD: '2026-02-30' is none. */
export function isCalendarDate(value: string) {
  if (!isoDatePattern.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}
