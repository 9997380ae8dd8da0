import { DateTime } from 'luxon'
import TimeLog from '#models/time_log'
import type User from '#models/user'

/** What the create form starts with; times as HH:MM (or HH:MM:SS), '' when there is none. */
export type NewTimeLogDefaults = {
  date: string
  start_time: string
  stop_time: string
}

/**
 * Today in the user's time zone; the start where the user's last log of today ends, or the
 * current hour; the stop now, when now comes after that start.
 */
export async function newTimeLogDefaults(
  user: User,
  now: DateTime = DateTime.now()
): Promise<NewTimeLogDefaults> {
  const local = now.setZone(user.timezone)
  const date = local.toISODate()!
  const last = await TimeLog.query()
    .where('user_id', user.id)
    .where('date', date)
    .orderBy('stop_time', 'desc')
    .first()
  // Seconds stay when the last log has them (a timer's does), or the two would overlap.
  const start = last ? last.stopTime.replace(/:00$/, '') : local.toFormat('HH:00')
  const current = local.toFormat('HH:mm')
  return { date, start_time: start, stop_time: current > start ? current : '' }
}
