import type { DateTime } from 'luxon'
import { daysIntoWeek, type WeekStart } from '#shared/week_start'

/** The first day of the week that holds the day. */
export function startOfWeek(day: DateTime, weekStart: WeekStart) {
  return day.minus({ days: daysIntoWeek(day.weekday % 7, weekStart) })
}
