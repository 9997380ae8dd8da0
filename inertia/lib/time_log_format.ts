/** SPEC.md §5: a time without zero seconds, '09:00:00' → '09:00'; '09:00:30' stays. */
export function formatTime(time: string) {
  return time.replace(/^(\d{2}:\d{2}):00$/, '$1')
}
