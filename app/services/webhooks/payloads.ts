import { DateTime } from 'luxon'
import type Timer from '#models/timer'
import { durationOf, formatDuration } from '#shared/durations'
import type { NamedTimeLog } from '#services/time_log_list'

/**
 * The `data` of the webhook events: the time log or the timer as the API shows it
 * (GET /api/time-logs/{id}, GET /api/timer), with the user it belongs to. Services may not use
 * the transformers, so the shapes are written out here; tests/functional/webhooks.spec.ts
 * compares them with the API's answers.
 */
export function timeLogData(log: NamedTimeLog, userId: number) {
  return {
    id: log.id,
    user_id: userId,
    date: log.date,
    start_time: log.startTime,
    stop_time: log.stopTime,
    duration: formatDuration(durationOf(log.startTime, log.stopTime)),
    comments: log.comments,
    project: { id: log.project.id, name: log.project.name },
    task: { id: log.task.id, name: log.task.name },
  }
}

export function timerData(timer: Timer) {
  return {
    user_id: timer.userId,
    project_id: timer.projectId,
    task_id: timer.taskId,
    comments: timer.comments,
    started_at: timer.startedAt.toUTC().toISO()!,
  }
}

/**
 * A timer that ended: stopped into the logs with these ids, or discarded (or replaced by a new
 * one) with none.
 */
export function stoppedTimerData(timer: Timer, timeLogIds: number[]) {
  return {
    ...timerData(timer),
    stopped_at: DateTime.utc().startOf('second').toISO()!,
    time_log_ids: timeLogIds,
  }
}
