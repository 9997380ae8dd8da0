import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { withSeconds } from '#shared/times'
import type { CorrectedRun, TimerChange, TimerStart } from '#models/timer'
import { timeLogFields } from '#validators/time_log'

const {
  project_id: projectId,
  task_id: taskId,
  comments,
  date,
  start_time: startTime,
  stop_time: stopTime,
} = timeLogFields()

/** Starting the timer: what it will log, and whether it may replace a running one. */
export const startTimerValidator = vine.create({
  project_id: projectId,
  task_id: taskId,
  comments,
  replace: vine.boolean().optional(),
})

/** The validated start fields as the timer takes them. */
export function toTimerStart(fields: Infer<typeof startTimerValidator>): TimerStart {
  return {
    projectId: fields.project_id,
    taskId: fields.task_id,
    comments: fields.comments || null,
    replace: fields.replace,
  }
}

/**
 * Changing the running timer: what it will log, and optionally its start, corrected to a date and
 * time of the user's calendar.
 */
export const updateTimerValidator = vine.withMetaData<{ timezone: string }>().create({
  project_id: projectId,
  task_id: taskId,
  comments,
  date: date.optional().requiredIfExists('start_time'),
  start_time: startTime.optional().requiredIfExists('date'),
})

/** The validated change as the timer takes it. */
export function toTimerChange(fields: Infer<typeof updateTimerValidator>): TimerChange {
  return {
    projectId: fields.project_id,
    taskId: fields.task_id,
    comments: fields.comments || null,
    start:
      fields.date && fields.start_time
        ? { date: fields.date, time: withSeconds(fields.start_time) }
        : undefined,
  }
}

/**
 * Stopping the timer: without fields it logs from its start until now; a date with start and stop
 * times logs exactly that instead, to correct a stop that a rule refused.
 */
export const stopTimerValidator = vine.withMetaData<{ timezone: string }>().create({
  date: date.optional().requiredIfAnyExists(['start_time', 'stop_time']),
  start_time: startTime.optional().requiredIfAnyExists(['date', 'stop_time']),
  stop_time: stopTime.optional().requiredIfAnyExists(['date', 'start_time']),
})

/** The validated stop fields: the corrected run, or undefined when none was given. */
export function toCorrectedRun(fields: Infer<typeof stopTimerValidator>): CorrectedRun | undefined {
  if (!fields.date || !fields.start_time || !fields.stop_time) return undefined
  return {
    date: fields.date,
    startTime: withSeconds(fields.start_time),
    stopTime: withSeconds(fields.stop_time),
  }
}
