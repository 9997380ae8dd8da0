import type Task from '#models/task'
import { timestamps } from '#transformers/admin/timestamps'

export function transformTask(task: Task) {
  return { id: task.id, name: task.name, active: task.active, ...timestamps(task) }
}
