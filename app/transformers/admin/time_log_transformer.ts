import { BaseTransformer } from '@adonisjs/core/transformers'
import type TimeLog from '#models/time_log'
import { timestamps } from '#lib/timestamps'
import { currency } from '#config/money'

/** A log as the admin panel shows it: with its rates, amounts and billing, which admins see. */

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
      billable_rate: log.billableRate,
      billable_amount: log.billableAmount,
      cost_rate: log.costRate,
      cost_amount: log.costAmount,
      currency: currency(),
      billing_batch_id: log.billingBatchId,
      ...timestamps(log),
    }
  }
}
