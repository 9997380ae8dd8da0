import { BaseTransformer } from '@adonisjs/core/transformers'
import type TimeLog from '#models/time_log'
import { durationOf, formatDuration } from '#shared/durations'

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
export default class TimeLogTransformer extends BaseTransformer<TimeLogWithNames> {
  /**
   * The same data, for the time-log API's answers. The transformer's own `transform` resolves
   * every row's `toObject` through the container and records a stack trace per call, a tenth of
   * the list's CPU; the API, the busiest part of the app, maps its logs with this instead.
   */
  static toData(log: TimeLogWithNames) {
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

  toObject() {
    return TimeLogTransformer.toData(this.resource)
  }
}
