import { BaseTransformer } from '@adonisjs/core/transformers'
import { timeLogData, type NamedLog } from '#shared/api_data'

export type TimeLogWithNames = NamedLog

/** A time log as the APIs and pages show it (docs/api.md). */
export default class TimeLogTransformer extends BaseTransformer<TimeLogWithNames> {
  /**
   * The same data, for the time-log API's answers. The transformer's own `transform` resolves
   * every row's `toObject` through the container and records a stack trace per call, a cost the
   * list notices (bench/README.md); the API, the busiest part of the app, maps its logs with this
   * instead.
   */
  static toData(log: TimeLogWithNames) {
    return timeLogData(log)
  }

  toObject() {
    return TimeLogTransformer.toData(this.resource)
  }
}
