import { DateTime } from 'luxon'
import type { I18n } from '@adonisjs/i18n'
import transmit from '@adonisjs/transmit/services/main'
import Timer from '#models/timer'
import type User from '#models/user'
import { checkBookable, refuse, type TimeLogInput } from '#services/time_log_rules'
import { inUserTransaction, writeTimeLog } from '#services/time_logs'
import { transformTimer, type TimerData } from '#transformers/timer_transformer'
import type { HttpRequest } from '@adonisjs/core/http'
import { startTimerValidator } from '#validators/timer'

export type TimerStart = {
  projectId: number
  taskId: number
  comments: string | null
  /** Replace a timer that is already running instead of refusing. */
  replace?: boolean
}

/** The request's start fields, validated, as startTimer takes them. */
export async function timerStartInput(request: HttpRequest): Promise<TimerStart> {
  const fields = await request.validateUsing(startTimerValidator)
  return {
    projectId: fields.project_id,
    taskId: fields.task_id,
    comments: fields.comments || null,
    replace: fields.replace,
  }
}

/** The private event channel of one user's timer (authorised in start/transmit.ts). */
export function timerChannel(userId: number | string) {
  return `users/${userId}/timer`
}

/** Tells every open tab and device of the user what their timer is now. */
function announce(user: User, timer: TimerData | null) {
  transmit.broadcast(timerChannel(user.id), { timer })
}

/** The user's running timer, or null: one lookup on the unique user_id. */
export async function runningTimer(user: User) {
  const timer = await Timer.findBy('user_id', user.id)
  return timer ? transformTimer(timer) : null
}

export async function startTimer(user: User, start: TimerStart, i18n: I18n) {
  const timer = await inUserTransaction(user, i18n, async (trx) => {
    await checkBookable({ userId: user.id, ...start, trx, i18n })
    const running = await Timer.query({ client: trx }).where('user_id', user.id).first()
    if (running && !start.replace) {
      refuse('timer', i18n.t('timer.already_running'), 'timerRunning')
    }
    await running?.delete()
    return Timer.create(
      {
        userId: user.id,
        projectId: start.projectId,
        taskId: start.taskId,
        comments: start.comments,
        startedAt: DateTime.utc().startOf('second'),
      },
      { client: trx }
    )
  })
  const data = transformTimer(timer)
  announce(user, data)
  return data
}

/**
 * The logs a run from start to stop makes: one per calendar day of the user's time zone. A day
 * that ends inside the run stops at 23:59:59, the last second a log's times can name.
 */
export function splitByDay(timer: Timer, stop: DateTime, zone: string): TimeLogInput[] {
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

/** Stops the timer now and logs its time under every rule of time logs, all or nothing. */
export async function stopTimer(user: User, i18n: I18n) {
  const logs = await inUserTransaction(user, i18n, async (trx) => {
    const timer = await Timer.query({ client: trx }).where('user_id', user.id).first()
    if (!timer) refuse('timer', i18n.t('timer.not_running'), 'timerNotRunning')
    const written = []
    for (const input of splitByDay(timer, DateTime.utc(), user.timezone)) {
      if (input.stopTime <= input.startTime) {
        refuse('stop_time', i18n.t('timer.too_short'), 'afterStartTime')
      }
      written.push(await writeTimeLog(trx, user, input, i18n))
    }
    await timer.useTransaction(trx).delete()
    return written
  })
  announce(user, null)
  return logs
}

/** Clears the running timer without logging it; nothing running is fine. */
export async function discardTimer(user: User) {
  await Timer.query().where('user_id', user.id).delete()
  announce(user, null)
}
