import { DateTime } from 'luxon'

/**
 * A time zone in which it is now about noon, so that a test's times some hours either side of
 * now stay on today's date whenever the test runs.
 */
export function zoneAroundNoon() {
  const offset = 12 - DateTime.utc().hour
  if (offset === 0) return 'UTC'
  // The Etc zones count the other way round: Etc/GMT-2 is two hours ahead of UTC.
  return `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`
}
