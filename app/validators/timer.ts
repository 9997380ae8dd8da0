import vine from '@vinejs/vine'
import { timeLogFields } from '#validators/time_log'

const { project_id: projectId, task_id: taskId, comments } = timeLogFields()

/** Starting the timer: what it will log, and whether it may replace a running one. */
export const startTimerValidator = vine.create({
  project_id: projectId,
  task_id: taskId,
  comments,
  replace: vine.boolean().optional(),
})
