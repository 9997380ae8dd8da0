import db from '@adonisjs/lucid/services/db'
import { formatsOf } from '#shared/date_formats'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import type { I18n } from '@adonisjs/i18n'
import type { ModelObject } from '@adonisjs/lucid/types/model'
import Timer, { type CorrectedRun, type TimerChange, type TimerStart } from '#models/timer'
import type { TimeLogInput } from '#models/time_log'
import type User from '#models/user'
import { fieldError } from '#lib/field_error'
import { columnsOf, selectRows } from '#lib/raw_rows'
import TimerChanged from '#events/timer_changed'
import TimerStarted from '#events/timer_started'
import TimerStopped from '#events/timer_stopped'
import { checkBookable, checkMomentFree, checkTimeLogRules } from '#services/time_log_rules'
import { writeTimeLog } from '#services/time_logs'
import { inUserTransaction } from '#services/user_write_turn'
import { checkDaysOpen } from '#services/periods'

/** Tells every open tab and device of the user what their timer is now. */
function announce(user: User, timer: Timer | null) {
  return TimerChanged.dispatch(user.id, timer)
}

const runningTimerSql = `SELECT ${columnsOf(Timer)} FROM timers WHERE user_id = ?`

/**
 * The user's running timer, or null: one lookup on the unique user_id, which every page makes
 * (the shared props), so with a fixed SQL text rather than a query built each time.
 */
export async function runningTimer(user: User) {
  const [row] = await selectRows<ModelObject>(runningTimerSql, [user.id])
  return row ? Timer.$createFromAdapterResult(row) : null
}

/** The moment a timer starts, in the user's day, lies in none of their logs. */
function checkStartFree(
  user: User,
  startedAt: DateTime,
  trx: TransactionClientContract,
  i18n: I18n
) {
  const local = startedAt.setZone(user.timezone)
  return checkMomentFree({
    userId: user.id,
    date: local.toISODate()!,
    time: local.toFormat('HH:mm:ss'),
    trx,
    i18n,
  })
}

export async function startTimer(user: User, start: TimerStart, i18n: I18n) {
  const timer = await inUserTransaction(user, i18n, async (trx) => {
    const startedAt = DateTime.utc().startOf('second')
    const startDay = startedAt.setZone(user.timezone).toISODate()!
    await checkDaysOpen(user.id, [startDay], trx, i18n, formatsOf(user))
    await checkBookable({ userId: user.id, ...start, trx, i18n })
    await checkStartFree(user, startedAt, trx, i18n)
    const running = await Timer.query({ client: trx }).where('user_id', user.id).first()
    if (running && !start.replace) {
      throw fieldError('timer', i18n.t('timer.already_running'), 'timerRunning')
    }
    if (running) {
      await running.delete()
      await TimerStopped.dispatch(trx, running, [])
    }
    const started = await Timer.create(
      {
        userId: user.id,
        projectId: start.projectId,
        taskId: start.taskId,
        comments: start.comments,
        startedAt,
      },
      { client: trx }
    )
    await TimerStarted.dispatch(trx, started)
    return started
  })
  await announce(user, timer)
  return timer
}

/**
 * The logs a run from start to stop makes: one per calendar day of the user's time zone. A day
 * that ends inside the run stops at 23:59:59, the last second a log's times can name.
 */
export function splitByDay(
  timer: Pick<Timer, 'startedAt' | 'projectId' | 'taskId' | 'comments'>,
  stop: DateTime,
  zone: string
): TimeLogInput[] {
  const logs: TimeLogInput[] = []
  let from = timer.startedAt.setZone(zone)
  const until = stop.setZone(zone)
  do {
    const lastDay = from.hasSame(until, 'day')
    const to = lastDay ? until : from.endOf('day')
    logs.push({
      projectId: timer.projectId,
      taskId: timer.taskId,
      date: from.toISODate()!,
      startTime: from.toFormat('HH:mm:ss'),
      stopTime: to.toFormat('HH:mm:ss'),
      comments: timer.comments,
    })
    from = from.plus({ days: 1 }).startOf('day')
  } while (from <= until)
  // A run that stops on the stroke of midnight adds nothing to the new day.
  return logs.filter((log, index) => index === 0 || log.stopTime > log.startTime)
}

/** The days a run's logs fall on: a closed one refuses the whole run. */
function daysOf(logs: TimeLogInput[]) {
  return logs.map((log) => log.date)
}

/** The corrected start as an instant: refused in the future, where no run can have begun. */
function startOf(change: TimerChange, timer: Timer, zone: string, i18n: I18n) {
  if (!change.start) return timer.startedAt
  const { date, time } = change.start
  const startedAt = DateTime.fromISO(`${date}T${time}`, { zone }).toUTC()
  if (startedAt > DateTime.utc()) {
    throw fieldError('start_time', i18n.t('timer.start_in_future'), 'startInFuture')
  }
  return startedAt
}

/**
 * Changes what the running timer will log and, when given, corrects its start. The run as it
 * would be logged now must meet the rules a stop applies (bookable, project dates, no overlap,
 * planned hours), so a change never leaves a timer that cannot be stopped.
 */
export async function updateTimer(user: User, change: TimerChange, i18n: I18n) {
  const timer = await inUserTransaction(user, i18n, async (trx) => {
    const running = await Timer.query({ client: trx }).where('user_id', user.id).first()
    if (!running) throw fieldError('timer', i18n.t('timer.not_running'), 'timerNotRunning')
    const startedAt = startOf(change, running, user.timezone, i18n)
    const { projectId, taskId, comments } = change
    const run = { startedAt, projectId, taskId, comments }
    const logs = splitByDay(run, DateTime.utc(), user.timezone)
    await checkDaysOpen(user.id, daysOf(logs), trx, i18n, formatsOf(user))
    await checkBookable({ userId: user.id, projectId, taskId, trx, i18n })
    await checkStartFree(user, startedAt, trx, i18n)
    for (const input of logs) {
      if (input.stopTime <= input.startTime) continue
      await checkTimeLogRules({ userId: user.id, input, trx, i18n, formats: formatsOf(user) })
    }
    running.useTransaction(trx)
    running.merge(run)
    await running.save()
    return running
  })
  await announce(user, timer)
  return timer
}

/** What the stop logs: the run until now split by day, or the one corrected log. */
function logsOfStop(timer: Timer, zone: string, corrected?: CorrectedRun): TimeLogInput[] {
  if (!corrected) return splitByDay(timer, DateTime.utc(), zone)
  const { projectId, taskId, comments } = timer
  return [{ projectId, taskId, comments, ...corrected }]
}

/**
 * Stops the timer and logs its time under every rule of time logs, all or nothing: from its
 * start until now, or as corrected. A refusal leaves the timer running, so no time is lost.
 */
export async function stopTimer(user: User, i18n: I18n, corrected?: CorrectedRun) {
  const logs = await inUserTransaction(user, i18n, async (trx) => {
    const timer = await Timer.query({ client: trx }).where('user_id', user.id).first()
    if (!timer) throw fieldError('timer', i18n.t('timer.not_running'), 'timerNotRunning')
    const written = []
    const inputs = logsOfStop(timer, user.timezone, corrected)
    await checkDaysOpen(user.id, daysOf(inputs), trx, i18n, formatsOf(user))
    for (const input of inputs) {
      if (input.stopTime <= input.startTime) {
        throw fieldError('stop_time', i18n.t('timer.too_short'), 'afterStartTime')
      }
      const { named } = await writeTimeLog(trx, user, input, i18n)
      written.push(named)
    }
    await timer.useTransaction(trx).delete()
    const ids = written.map((log) => log.id)
    await TimerStopped.dispatch(trx, timer, ids)
    return written
  })
  await announce(user, null)
  return logs
}

/** Clears the running timer without logging it; nothing running is fine. */
export async function discardTimer(user: User) {
  await db.transaction(async (trx) => {
    const timer = await Timer.query({ client: trx }).where('user_id', user.id).first()
    if (!timer) return
    await timer.delete()
    await TimerStopped.dispatch(trx, timer, [])
  })
  await announce(user, null)
}
