/*
 * The time log and the timer as the API shows them. The transformers answer with these shapes
 * and the webhook events send them, so that an event's data is what the API gives.
 */
import type { DateTime } from 'luxon'
// Relative: the server, which reads this file too, knows no ~shared alias.
import { durationOf, formatDuration } from './durations.js'

type Named = { id: number; name: string }

/** A log with its project and task: a model with both preloaded, or a row of the list. */
export type NamedLog = {
  id: number
  date: string
  startTime: string
  stopTime: string
  comments: string | null
  project: Named
  task: Named
}

/** A log with its price and whether a statement billed it (migration 0036). */
export type PricedLog = NamedLog & {
  billed: boolean
  billableRate: number | null
  billableAmount: number | null
}

export function timeLogData(log: NamedLog) {
  return {
    id: log.id,
    date: log.date,
    start_time: log.startTime,
    stop_time: log.stopTime,
    duration: formatDuration(durationOf(log.startTime, log.stopTime)),
    comments: log.comments,
    project: { id: log.project.id, name: log.project.name },
    task: { id: log.task.id, name: log.task.name },
  }
}

export type RunningTimer = {
  projectId: number
  taskId: number
  comments: string | null
  startedAt: DateTime
}

export function timerData(timer: RunningTimer) {
  return {
    project_id: timer.projectId,
    task_id: timer.taskId,
    comments: timer.comments,
    started_at: timer.startedAt.toUTC().toISO()!,
  }
}
