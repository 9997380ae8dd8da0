import { BaseTransformer } from '@adonisjs/core/transformers'
import type Timer from '#models/timer'

/** The running timer as the APIs and pages show it. */
export default class TimerTransformer extends BaseTransformer<Timer> {
  toObject() {
    return {
      project_id: this.resource.projectId,
      task_id: this.resource.taskId,
      comments: this.resource.comments,
      started_at: this.resource.startedAt.toUTC().toISO()!,
    }
  }
}
