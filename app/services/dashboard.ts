import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import TimeLog from '#models/time_log'
import type User from '#models/user'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { isoDate } from '#models/columns'
import { dashboardPeriods } from '#services/periods'
import { usableConnections } from '#services/connections'
import { startOfWeek } from '#services/weeks'
import { calendar } from '#config/app'

/** How many of the month's projects the dashboard lists. */
const topProjectCount = 5

/** SQL for a log's length in seconds, in the dialect at hand. */
function durationSeconds(client: QueryClientContract) {
  return client.dialect.name === 'postgres'
    ? 'EXTRACT(EPOCH FROM (stop_time - start_time))'
    : '(julianday(stop_time) - julianday(start_time)) * 86400'
}

/** The user's seconds on each day of a week, days without logs at 0. */
async function secondsPerDay(user: User, weekStart: DateTime) {
  const client = db.connection()
  const days = Array.from({ length: 7 }, (_, index) => weekStart.plus({ days: index }).toISODate()!)
  const rows: { date: unknown; seconds: unknown }[] = await client
    .from('time_logs')
    .where('user_id', user.id)
    .whereBetween('date', [days[0], days[6]])
    .groupBy('date')
    .select('date', client.raw(`SUM(${durationSeconds(client)}) AS seconds`))
  const secondsOn = new Map(rows.map((row) => [isoDate(row.date), Math.round(Number(row.seconds))]))
  return days.map((date) => ({ date, seconds: secondsOn.get(date) ?? 0 }))
}

/** The projects the user logged the most time on in a month, the most first. */
async function topProjects(user: User, month: DateTime) {
  const client = db.connection()
  const rows: { id: number; name: string; client_name: string; seconds: unknown }[] = await client
    .from('time_logs')
    .join('projects', 'projects.id', 'time_logs.project_id')
    .join('clients', 'clients.id', 'projects.client_id')
    .where('time_logs.user_id', user.id)
    .whereBetween('time_logs.date', [
      month.startOf('month').toISODate()!,
      month.endOf('month').toISODate()!,
    ])
    .groupBy('projects.id', 'projects.name', 'clients.name')
    .select(
      'projects.id',
      'projects.name',
      'clients.name as client_name',
      client.raw(`SUM(${durationSeconds(client)}) AS seconds`)
    )
    .orderBy('seconds', 'desc')
    .orderBy('projects.name')
    .limit(topProjectCount)
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    clientName: row.client_name,
    seconds: Math.round(Number(row.seconds)),
  }))
}

/**
 * This week's total, hours per day and status, the latest decision on a submitted week, today's
 * logs and the month's top projects, in the user's time zone and week; and whether the user is
 * new here (no log yet) and may log time at all (a usable connection).
 */
export async function dashboardSummary(user: User) {
  const today = DateTime.now().setZone(user.timezone).startOf('day')
  const weekStart = startOfWeek(today, calendar.weekStart)

  const [days, todaysLogs, projects, periods, anyLog, anyConnection] = await Promise.all([
    secondsPerDay(user, weekStart),
    TimeLog.query()
      .where('user_id', user.id)
      .where('date', today.toISODate()!)
      .orderBy('start_time')
      .preload('project')
      .preload('task'),
    topProjects(user, today),
    dashboardPeriods(user.id, today.toISODate()!),
    TimeLog.query().where('user_id', user.id).select('id').first(),
    usableConnections(user).first(),
  ])

  return {
    week: {
      from: days[0].date,
      to: days[6].date,
      seconds: days.reduce((sum, day) => sum + day.seconds, 0),
      days,
      ...periods.week,
    },
    decision: periods.decision,
    todaysLogs,
    month: {
      from: today.startOf('month').toISODate()!,
      to: today.endOf('month').toISODate()!,
      topProjects: projects,
    },
    newHere: anyLog === null,
    canLogTime: anyConnection !== null,
  }
}
