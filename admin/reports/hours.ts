const pad = (value: number) => String(value).padStart(2, '0')

/** Seconds as hh:mm (rounded down to the minute), '-' before a negative amount. */
export function hoursMinutes(seconds: number) {
  const minutes = Math.floor(Math.abs(seconds) / 60)
  return `${seconds < 0 ? '-' : ''}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
}

/** Seconds as a number of hours with one decimal, for charts. */
export const hours = (seconds: number) => Math.round(seconds / 360) / 10

/** The share as a whole percentage, or null without a whole to share. */
export function percent(part: number, whole: number | null | undefined) {
  return whole ? Math.round((part / whole) * 100) : null
}
