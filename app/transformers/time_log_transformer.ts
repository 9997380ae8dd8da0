import type TimeLog from '#models/time_log'
import { durationOf } from '#services/time_log_rules'

const pad = (value: number) => String(value).padStart(2, '0')

/** hh:mm, with :ss only when the seconds are not zero. */
export function formatDuration(seconds: number) {
  const hours = Math.floor(seconds / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  const rest = seconds % 60
  return `${pad(hours)}:${pad(minutes)}${rest ? `:${pad(rest)}` : ''}`
}

type Named = { id: number; name: string }

/** A log with its project and task: a model with both preloaded, or a row of the list. */
export type TimeLogWithNames = Pick<
  TimeLog,
  'id' | 'date' | 'startTime' | 'stopTime' | 'comments'
> & {
  project: Named
  task: Named
}

/** A time log as the APIs and pages show it (DESIGN.md "APIs"). */
export function transformTimeLog(log: TimeLogWithNames) {
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
