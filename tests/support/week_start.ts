import { calendar } from '#config/app'
import type { WeekStart } from '#shared/week_start'

/**
 * Runs the body as in an installation whose WEEK_START is `start`, then puts the first day of
 * the week back: the server under test runs in the tests' process and reads the same setting.
 */
export async function withWeekStart<T>(start: WeekStart, body: () => Promise<T>) {
  const before = calendar.weekStart
  calendar.weekStart = start
  try {
    return await body()
  } finally {
    calendar.weekStart = before
  }
}
