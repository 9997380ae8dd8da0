import { BaseTransformer } from '@adonisjs/core/transformers'
import type Task from '#models/task'
import { timestamps } from '#lib/timestamps'

export default class TaskTransformer extends BaseTransformer<Task> {
  toObject() {
    const task = this.resource
    return { id: task.id, name: task.name, active: task.active, ...timestamps(task) }
  }
}
