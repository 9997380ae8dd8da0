import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import Timer from '#models/timer'
import type User from '#models/user'
import WeekSubmission from '#models/week_submission'
import { fieldError } from '#lib/field_error'
import { durationOf } from '#shared/durations'
import { isoDate } from '#models/columns'
import { selectRows } from '#lib/raw_rows'
import type { AuditReason, SubmissionStatus, WeekStatus } from '#shared/week_status'
import { inUserTransaction } from '#services/user_write_turn'
import { startOfWeek } from '#services/weeks'
import { calendar } from '#config/app'
import { formatLongDate, formatsOf, type DateTimeFormats } from '#shared/date_formats'
import { namedTimeLogsBetween } from '#services/time_log_list'
import { seesOwnMoney } from '#services/money_view'
import { lockDateKey, strictness } from '#services/period_states'

const calendarDay = (date: string) => DateTime.fromISO(date, { zone: 'utc' })

function addDays(date: string, days: number) {
  return calendarDay(date).plus({ days }).toISODate()!
}

/** Today's date where the person is. */
function todayIn(timezone: string) {
  return DateTime.now().setZone(timezone).toISODate()!
}

/** The week (the installation's first day to its seventh) a date lies in, as YYYY-MM-DD. */
export function weekOf(date: string) {
  const startsOn = startOfWeek(calendarDay(date), calendar.weekStart).toISODate()!
  return { startsOn, endsOn: addDays(startsOn, 6) }
}

/** The days from one date to another, both included. */
function daysFrom(startsOn: string, endsOn: string) {
  const days = []
  for (let day = startsOn; day <= endsOn; day = addDays(day, 1)) days.push(day)
  return days
}

/**
 * Sets or clears the lock date (days on or before it are closed for everyone but
 * administrators); the date's bounds are the caller's to check. One upsert, so two
 * administrators setting it for the first time at once both succeed, the later one winning.
 */
export async function setLockDate(date: string | null, admin: User) {
  await db
    .table('settings')
    .insert({
      key: lockDateKey,
      value: date,
      updated_by: admin.id,
      updated_at: sqlTime(DateTime.utc()),
    })
    .onConflict('key')
    .merge()
}

type StoredWeek = { startsOn: string; endsOn: string; status: SubmissionStatus }

/**
 * The lock date and the person's stored weeks (any status) sharing a day with the range, in one
 * query: the list reads them for every page and every write checks them inside its transaction.
 */
const periodRecordsSql = `SELECT value AS lock_date, NULL AS starts_on, NULL AS ends_on, NULL AS status
    FROM settings WHERE key = ?
  UNION ALL
  SELECT NULL, starts_on, ends_on, status FROM week_submissions
    WHERE user_id = ? AND starts_on <= ? AND ends_on >= ?`

type PeriodRecordRow = {
  lock_date: string | null
  starts_on: unknown
  ends_on: unknown
  status: SubmissionStatus | null
}

async function periodRecords(
  userId: number,
  from: string,
  to: string,
  client?: QueryClientContract
): Promise<{ locked: string | null; weeks: StoredWeek[] }> {
  const rows = await selectRows<PeriodRecordRow>(
    periodRecordsSql,
    [lockDateKey, userId, to, from],
    client
  )
  let locked: string | null = null
  const weeks: StoredWeek[] = []
  for (const row of rows) {
    if (row.status === null) {
      locked = row.lock_date
      continue
    }
    weeks.push({
      startsOn: isoDate(row.starts_on)!,
      endsOn: isoDate(row.ends_on)!,
      status: row.status,
    })
  }
  return { locked, weeks }
}

/** The stored week that decides a day's status: the strictest covering it, if any. */
function weekCovering(weeks: StoredWeek[], date: string) {
  let found: StoredWeek | undefined
  for (const week of weeks) {
    if (week.startsOn > date || week.endsOn < date) continue
    if (!found || strictness[week.status] > strictness[found.status]) found = week
  }
  return found
}

/** Why a day is closed, the strictest reason first (locked, approved, submitted), or null. */
type Closure = { reason: AuditReason; week?: StoredWeek }

function closureOf(date: string, weeks: StoredWeek[], locked: string | null): Closure | null {
  if (locked && date <= locked) return { reason: 'locked' }
  const week = weekCovering(weeks, date)
  if (week && (week.status === 'approved' || week.status === 'submitted')) {
    return { reason: week.status, week }
  }
  return null
}

const reasonOrder: AuditReason[] = ['locked', 'approved', 'submitted']

/** The strictest closure among the dates. */
async function strictestClosure(userId: number, dates: string[], client?: QueryClientContract) {
  const days = dates.filter(Boolean).sort()
  if (!days.length) return null
  const { locked, weeks } = await periodRecords(userId, days[0], days[days.length - 1], client)
  let strictest: Closure | null = null
  for (const day of days) {
    const closure = closureOf(day, weeks, locked)
    if (
      closure &&
      (!strictest || reasonOrder.indexOf(closure.reason) < reasonOrder.indexOf(strictest.reason))
    ) {
      strictest = closure
    }
  }
  return strictest ? { ...strictest, locked } : null
}

/**
 * A date as messages show it, in the formats given (else the language's): "3 March", "March 3"
 * or 2026-03-03, with the year when it is not this one.
 */
export function messageDate(
  date: string,
  locale: string,
  formats: DateTimeFormats = formatsOf({ locale })
) {
  const withYear = calendarDay(date).year !== DateTime.now().year
  return formatLongDate(date, locale, formats.dateFormat, { withYear })
}

function closureMessage(
  closure: Closure & { locked: string | null },
  i18n: I18n,
  formats: DateTimeFormats
) {
  const date = (value: string) => messageDate(value, i18n.locale, formats)
  if (closure.reason === 'locked') {
    return i18n.t('periods.rules.locked', { date: date(closure.locked!) })
  }
  return i18n.t(`periods.rules.${closure.reason}`, {
    start: date(closure.week!.startsOn),
    end: date(closure.week!.endsOn),
  })
}

/** Why the person's days are closed to them, with the message a refusal gives, or null. */
export async function closedState(
  userId: number,
  dates: string[],
  i18n: I18n,
  formats: DateTimeFormats,
  client?: QueryClientContract
) {
  const closure = await strictestClosure(userId, dates, client)
  return closure
    ? { reason: closure.reason, message: closureMessage(closure, i18n, formats) }
    : null
}

/**
 * Refuses a person's write (portal, API, timer) touching a closed day. Runs in the transaction
 * of inUserTransaction, after the user's lock, like the overlap rule.
 */
export async function checkDaysOpen(
  userId: number,
  dates: string[],
  trx: QueryClientContract,
  i18n: I18n,
  formats: DateTimeFormats
) {
  const closed = await closedState(userId, dates, i18n, formats, trx)
  if (closed) throw fieldError('date', closed.message, 'periodClosed')
}

/** For administrators' writes, which are allowed but recorded: the strictest closed state. */
export async function closedReason(
  userId: number,
  dates: string[],
  trx: QueryClientContract
): Promise<AuditReason | null> {
  const closure = await strictestClosure(userId, dates, trx)
  return closure?.reason ?? null
}

type Refusal = { key: string; params?: Record<string, string> }

/** Why the person may not submit the week now, or null. */
async function submitRefusal(
  user: User,
  week: { startsOn: string; endsOn: string },
  client: QueryClientContract
): Promise<Refusal | null> {
  if (week.startsOn > todayIn(user.timezone)) return { key: 'periods.submit.future' }
  const { weeks } = await periodRecords(user.id, week.startsOn, week.endsOn, client)
  const own = weeks.find((stored) => stored.startsOn === week.startsOn)
  if (own?.status === 'submitted' || own?.status === 'approved') {
    return { key: `periods.submit.${own.status}` }
  }
  const other = weeks.find(
    (stored) =>
      stored.startsOn !== week.startsOn &&
      (stored.status === 'submitted' || stored.status === 'approved')
  )
  if (other) {
    return { key: 'periods.submit.overlap', params: { start: other.startsOn, end: other.endsOn } }
  }
  const timer = await Timer.query({ client }).where('user_id', user.id).first()
  if (timer) {
    const started = timer.startedAt.setZone(user.timezone).toISODate()!
    if (started >= week.startsOn && started <= week.endsOn) return { key: 'periods.submit.timer' }
  }
  return null
}

function refusalError(refusal: Refusal, i18n: I18n, formats: DateTimeFormats) {
  const params = Object.fromEntries(
    Object.entries(refusal.params ?? {}).map(([name, value]) => [
      name,
      messageDate(value, i18n.locale, formats),
    ])
  )
  return fieldError('week', i18n.t(refusal.key, params), 'weekSubmission')
}

/** The person's week around the date: its status, days, logs and what they may do with it. */
export async function weekState(user: User, date: string) {
  const week = weekOf(date)
  const client = db.connection()
  const [submission, { locked, weeks }, logs, refusal] = await Promise.all([
    WeekSubmission.query().where('user_id', user.id).where('starts_on', week.startsOn).first(),
    periodRecords(user.id, week.startsOn, week.endsOn),
    namedTimeLogsBetween(user.id, week.startsOn, week.endsOn, seesOwnMoney(user)),
    submitRefusal(user, week, client),
  ])
  const days = daysFrom(week.startsOn, week.endsOn).map((day) => {
    const dayLogs = logs
      .filter((log) => log.date === day)
      .map((log) => ({
        ...log,
        weekStatus: (weekCovering(weeks, day)?.status ?? 'open') as WeekStatus,
        locked: locked !== null && day <= locked,
      }))
    return {
      date: day,
      totalSeconds: dayLogs.reduce((sum, log) => sum + durationOf(log.startTime, log.stopTime), 0),
      closed: closureOf(day, weeks, locked) !== null,
      logs: dayLogs,
    }
  })
  const status: WeekStatus = submission?.status ?? 'open'
  return {
    ...week,
    status,
    comment: submission?.comment ?? null,
    submittedAt: submission?.submittedAt ?? null,
    decidedAt: submission?.decidedAt ?? null,
    lockDate: locked !== null && week.startsOn <= locked ? locked : null,
    totalSeconds: days.reduce((sum, day) => sum + day.totalSeconds, 0),
    availableHours: user.availableHours,
    canSubmit: refusal === null,
    canWithdraw: status === 'submitted',
    days,
  }
}

/**
 * Hands the person's week around the date in for approval: a new row, or the rejected one
 * submitted again. In the person's write turn, so that their edits land before it or are refused.
 */
export async function submitWeek(user: User, date: string, i18n: I18n) {
  const week = weekOf(date)
  await inUserTransaction(user, i18n, async (trx) => {
    const refusal = await submitRefusal(user, week, trx)
    if (refusal) throw refusalError(refusal, i18n, formatsOf(user))
    const fields = {
      endsOn: week.endsOn,
      status: 'submitted' as const,
      comment: null,
      submittedAt: DateTime.utc(),
      decidedAt: null,
      decidedBy: null,
    }
    await WeekSubmission.updateOrCreate({ userId: user.id, startsOn: week.startsOn }, fields, {
      client: trx,
    })
  })
  return weekState(user, date)
}

/** Takes back the submission of the person's week around the date, before it is decided. */
export async function withdrawWeek(user: User, date: string, i18n: I18n) {
  await inUserTransaction(user, i18n, async (trx) => {
    const { weeks } = await periodRecords(user.id, date, date, trx)
    const covering = weekCovering(weeks, date)
    if (covering?.status === 'approved') {
      throw refusalError({ key: 'periods.withdraw.approved' }, i18n, formatsOf(user))
    }
    if (covering?.status !== 'submitted') {
      throw refusalError({ key: 'periods.withdraw.not_submitted' }, i18n, formatsOf(user))
    }
    await WeekSubmission.query({ client: trx })
      .where('user_id', user.id)
      .where('starts_on', covering.startsOn)
      .delete()
  })
  return weekState(user, date)
}

/** An instant as the database's timestamp columns hold it, to compare with them. */
function sqlTime(moment: DateTime) {
  return moment.toUTC().toFormat(db.connection().dialect.dateTimeFormat)
}

/** How long an approval stays on the person's dashboard; a rejection stays until resubmitted. */
const decisionDays = 14

/**
 * The dashboard's view of the person's periods: the status of their week around today, and
 * their latest decision (a still-rejected week first, else an approval of the last two weeks).
 */
export async function dashboardPeriods(userId: number, today: string) {
  const [thisWeek, rejected, approved] = await Promise.all([
    // The stored week around today, whatever first day of the week it was submitted under.
    WeekSubmission.query()
      .where('user_id', userId)
      .where('starts_on', '<=', today)
      .where('ends_on', '>=', today)
      .first(),
    WeekSubmission.query()
      .where('user_id', userId)
      .where('status', 'rejected')
      .orderBy('decided_at', 'desc')
      .first(),
    WeekSubmission.query()
      .where('user_id', userId)
      .where('status', 'approved')
      .where('decided_at', '>=', sqlTime(DateTime.utc().minus({ days: decisionDays })))
      .orderBy('decided_at', 'desc')
      .first(),
  ])
  return {
    week: {
      status: (thisWeek?.status ?? 'open') as WeekStatus,
      comment: thisWeek?.comment ?? null,
    },
    decision: rejected ?? approved,
  }
}
