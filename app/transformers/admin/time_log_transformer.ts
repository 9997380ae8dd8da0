import { BaseTransformer } from '@adonisjs/core/transformers'
import type TimeLog from '#models/time_log'
import { timestamps } from '#lib/timestamps'

export default class TimeLogTransformer extends BaseTransformer<TimeLog> {
  toObject() {
    const log = this.resource
    return {
      id: log.id,
      user_id: log.userId,
      project_id: log.projectId,
      task_id: log.taskId,
      date: log.date,
      start_time: log.startTime,
      stop_time: log.stopTime,
      comments: log.comments,
      billing_batch_id: log.billingBatchId,
      ...timestamps(log),
    }
  }
}
