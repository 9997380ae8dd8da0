import type { HttpRequest } from '@adonisjs/core/http'
import type { Infer } from '@vinejs/vine/types'
import type User from '#models/user'
import { normalizeTime, timeLogValidator } from '#validators/time_log'
import type { TimeLogInput } from '#services/time_log_rules'

/** The request's time log fields, validated against the user's calendar and normalised. */
export async function timeLogInput(request: HttpRequest, user: User): Promise<TimeLogInput> {
  const fields = await request.validateUsing(timeLogValidator, {
    meta: { timezone: user.timezone },
  })
  return toTimeLogInput(fields)
}

/** Validated time log fields as the rules and the model take them. */
export function toTimeLogInput(fields: Infer<typeof timeLogValidator>): TimeLogInput {
  return {
    projectId: fields.project_id,
    taskId: fields.task_id,
    date: fields.date,
    startTime: normalizeTime(fields.start_time),
    stopTime: normalizeTime(fields.stop_time),
    comments: fields.comments || null,
  }
}
