import Task from '#models/task'
import Connection from '#models/connection'
import TimeLog from '#models/time_log'
import { taskListQuery, taskValidator } from '#validators/admin/tasks'
import TaskTransformer from '#transformers/admin/task_transformer'
import { whereLikeAny } from '#admin/list'
import { defineResource, deleteUnlessUsed, validateWith } from '#admin/resource'

export const tasks = defineResource(Task, validateWith(taskValidator), {
  listQuery: taskListQuery,
  defaultSort: 'name',
  search: (query, pattern) => whereLikeAny(query, ['tasks.name'], pattern),
  transformer: TaskTransformer,
  async save(_, fields, record) {
    const task = record ?? new Task()
    task.merge(fields)
    await task.save()
    return task
  },
  remove: (ctx, task) =>
    deleteUnlessUsed(ctx, task, [
      [() => Connection.findBy('task_id', task.id), 'admin.task_in_use'],
      [() => TimeLog.findBy('task_id', task.id), 'admin.task_in_use'],
    ]),
})
