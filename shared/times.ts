/** A time of day as HH:MM or HH:MM:SS, 00:00 to 23:59:59. */
export const timePattern = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/

/** HH:MM:SS, the form times are stored and compared in: HH:MM gains ":00". */
export function withSeconds(time: string) {
  return time.length === 5 ? `${time}:00` : time
}

/** A time of day as the pages, the panel and the PDF export show it: without zero seconds. */
export function formatTime(time: string) {
  return time.replace(/^(\d{2}:\d{2}):00$/, '$1')
}

/**
 * The first whole minute at or after a time of day, as HH:MM: where a log that follows one
 * stopped to the second can start without overlapping it. Null when that is past 23:59.
 */
export function wholeMinuteFrom(time: string) {
  const [hours, minutes, seconds = 0] = time.split(':').map(Number)
  const total = hours * 60 + minutes + (seconds > 0 ? 1 : 0)
  if (total >= 24 * 60) return null
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`
}
