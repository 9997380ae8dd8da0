import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import User from '#models/user'
import WeekSubmission from '#models/week_submission'
import WeekReminderMail from '#mails/week_reminder_mail'
import { weekOf } from '#services/periods'
import { timezoneOrDefault } from '#config/app'
import { closedStatuses } from '#shared/week_status'

function isUniqueViolation(error: unknown) {
  const code = (error as { code?: string }).code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}

/** The first Monday after the date, at noon in the zone: when a week ending that day is due. */
function dueAt(endsOn: string, zone: string) {
  const end = DateTime.fromISO(endsOn, { zone })
  return end.plus({ days: 8 - end.weekday }).set({ hour: 12 })
}

type ClosedWeek = { startsOn: string; endsOn: string }

/**
 * Everyone's submitted or approved weeks that can touch a last week now: one query for the run,
 * rather than one per person. A last week starts at most thirteen days before its person's today,
 * which is within a day of UTC's; sixteen days back leaves room.
 */
async function recentlyClosedWeeks(now: DateTime) {
  const since = now.toUTC().minus({ days: 16 }).toISODate()!
  const weeks = await WeekSubmission.query()
    .where('ends_on', '>=', since)
    .whereIn('status', [...closedStatuses])
  const byUser = new Map<number, ClosedWeek[]>()
  for (const week of weeks) {
    byUser.set(week.userId, [...(byUser.get(week.userId) ?? []), week])
  }
  return byUser
}

/** The person's last week, when it is due and neither submitted nor approved. */
function overdueWeek(user: User, now: DateTime, closedWeeks: ClosedWeek[]) {
  const zone = timezoneOrDefault(user.timezone)
  const week = weekOf(now.setZone(zone).minus({ days: 7 }).toISODate()!)
  if (now < dueAt(week.endsOn, zone)) return null
  // A week closed under another first day of the week (before WEEK_START changed) counts too.
  const closed = closedWeeks.some(
    (closedWeek) => closedWeek.startsOn <= week.endsOn && closedWeek.endsOn >= week.startsOn
  )
  return closed ? null : week
}

/**
 * Mails every active, verified person who has not submitted last week (the installation's week, in
 * their time zone) by the Monday noon after it, once per person and week: the week_reminders row
 * is written before the mail, so two runs at once send it once, and removed when the mail could
 * not be sent, so the next run tries again. Returns how many mails were sent.
 */
export async function sendWeekReminders(now: DateTime) {
  const users = await User.query().where('active', true).whereNotNull('email_verified_at')
  const closedWeeks = await recentlyClosedWeeks(now)
  let sent = 0
  for (const user of users) {
    const week = overdueWeek(user, now, closedWeeks.get(user.id) ?? [])
    if (!week) continue
    const reminder = { user_id: user.id, starts_on: week.startsOn }
    try {
      await db.table('week_reminders').insert({ ...reminder, sent_at: now.toJSDate() })
    } catch (error) {
      if (isUniqueViolation(error)) continue
      throw error
    }
    try {
      await mail.send(new WeekReminderMail(user, week))
      sent++
    } catch (error) {
      logger.error({ err: error, userId: user.id }, 'A week reminder could not be sent')
      await db.from('week_reminders').where(reminder).delete()
    }
  }
  return sent
}
