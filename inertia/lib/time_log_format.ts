/** A time without zero seconds, '09:00:00' → '09:00'; '09:00:30' stays. */
export function formatTime(time: string) {
  return time.replace(/^(\d{2}:\d{2}):00$/, '$1')
}

const pad = (value: number) => String(value).padStart(2, '0')

const duration = /^\d+:\d{2}(:\d{2})?$/

/**
 * The sum of durations as the API gives them (hh:mm or hh:mm:ss), in the same form; an unknown
 * duration ('xx:xx') counts for nothing.
 */
export function totalDuration(durations: string[]) {
  let seconds = 0
  for (const value of durations.filter((candidate) => duration.test(candidate))) {
    const [hours, minutes, rest = 0] = value.split(':').map(Number)
    seconds += hours * 3600 + minutes * 60 + rest
  }
  const total = `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}`
  return seconds % 60 ? `${total}:${pad(seconds % 60)}` : total
}
