import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import TimeLog from '#models/time_log'
import type User from '#models/user'
import type { Locale } from '#lib/locales'
import { durationSeconds } from '#lib/durations'

/** Weeks start on Sunday in English and on Monday in Dutch (SPEC.md §9). */
export function startOfWeek(day: DateTime, locale: Locale) {
  const daysSinceStart = locale === 'nl' ? day.weekday - 1 : day.weekday % 7
  return day.minus({ days: daysSinceStart })
}

/** This week's total and today's logs, in the user's time zone and week. */
export async function dashboardSummary(user: User, locale: Locale) {
  const today = DateTime.now().setZone(user.timezone).startOf('day')
  const weekStart = startOfWeek(today, locale)
  const weekEnd = weekStart.plus({ days: 6 })
  const client = db.connection()

  const [[{ seconds }], todaysLogs] = await Promise.all([
    client
      .from('time_logs')
      .where('user_id', user.id)
      .whereBetween('date', [weekStart.toISODate()!, weekEnd.toISODate()!])
      .select(client.raw(`COALESCE(SUM(${durationSeconds(client)}), 0) AS seconds`)),
    TimeLog.query()
      .where('user_id', user.id)
      .where('date', today.toISODate()!)
      .orderBy('start_time')
      .preload('project')
      .preload('task'),
  ])

  return {
    week: {
      from: weekStart.toISODate()!,
      to: weekEnd.toISODate()!,
      seconds: Math.round(Number(seconds)),
    },
    todaysLogs,
  }
}
