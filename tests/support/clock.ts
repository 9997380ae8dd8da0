import { DateTime } from 'luxon'

/** The zone of a whole number of hours ahead of UTC. */
function zoneAhead(hours: number) {
  if (hours === 0) return 'UTC'
  // The Etc zones count the other way round: Etc/GMT-2 is two hours ahead of UTC.
  return `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`
}

/**
 * A time zone in which it is now about noon, so that a test's times some hours either side of
 * now stay on today's date whenever the test runs.
 */
export function zoneAroundNoon() {
  return zoneAhead(12 - DateTime.utc().hour)
}

/**
 * A time zone 13 hours from zoneAroundNoon's, where it is another day: about one in the morning
 * of tomorrow, or eleven at night of yesterday. For a browser that is not where its user is.
 */
export function zoneOnAnotherDay() {
  const noon = 12 - DateTime.utc().hour
  return zoneAhead(noon <= 1 ? noon + 13 : noon - 13)
}

/**
 * Thirty minutes ago in UTC, or the start of today when that was still yesterday: the start of a
 * timer run that does not cross midnight into two logs, whenever the test runs.
 */
export function halfAnHourAgoToday() {
  const now = DateTime.utc()
  return now.hour === 0 && now.minute < 31 ? now.startOf('day') : now.minus({ minutes: 30 })
}
