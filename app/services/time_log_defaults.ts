import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import TimeLog from '#models/time_log'
import type User from '#models/user'
import { wholeMinuteFrom } from '#shared/times'

/** What the create form starts with; times as HH:MM, '' when there is none. */
type NewTimeLogDefaults = {
  date: string
  start_time: string
  stop_time: string
}

/** Where a day without logs starts when it is not today. */
const usualStart = '09:00'

/**
 * The date asked for, or today in the user's time zone; the start at the first whole minute
 * from where the user's last log of that day ends (none when that log ends in the day's last
 * minute), else the current hour today and 09:00 on another day; the stop now, when it is today
 * and now comes after that start.
 */
export async function newTimeLogDefaults(
  user: User,
  now: DateTime = DateTime.now(),
  asked?: string
): Promise<NewTimeLogDefaults> {
  const local = now.setZone(user.timezone)
  const today = local.toISODate()!
  const date = asked ?? today
  const last = await TimeLog.query()
    .where('user_id', user.id)
    .where('date', date)
    .orderBy('stop_time', 'desc')
    .first()
  const isToday = date === today
  // A timer's log stops to the second: the next one starts on the minute after, not within it.
  const start = last
    ? (wholeMinuteFrom(last.stopTime) ?? '')
    : isToday
      ? local.toFormat('HH:00')
      : usualStart
  const current = isToday && start ? local.toFormat('HH:mm') : ''
  return { date, start_time: start, stop_time: current > start ? current : '' }
}

/** How many past comments the form offers. */
const offeredComments = 10

/**
 * The user's own comments on logs of a project and task, distinct, the most recently logged
 * first; never another user's.
 */
export async function pastComments(user: User, projectId: number, taskId: number) {
  const rows: { comments: string }[] = await db
    .from('time_logs')
    .where('user_id', user.id)
    .where('project_id', projectId)
    .where('task_id', taskId)
    .whereNotNull('comments')
    .whereNot('comments', '')
    .groupBy('comments')
    .select('comments')
    .orderByRaw('max(date) desc, max(id) desc')
    .limit(offeredComments)
  return rows.map(({ comments }) => comments)
}
