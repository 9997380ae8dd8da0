import vine from '@vinejs/vine'
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

/**
 * Stopping the timer: without fields it logs from its start until now; a date with start and stop
 * times logs exactly that instead, to correct a stop that a rule refused.
 */
export const stopTimerValidator = vine.withMetaData<{ timezone: string }>().create({
  date: date.optional().requiredIfAnyExists(['start_time', 'stop_time']),
  start_time: startTime.optional().requiredIfAnyExists(['date', 'stop_time']),
  stop_time: stopTime.optional().requiredIfAnyExists(['date', 'start_time']),
})
