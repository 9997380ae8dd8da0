import type User from '#models/user'
import type Project from '#models/project'
import type Task from '#models/task'
import { TimeLogFactory } from '#database/factories/time_log_factory'

/** A log of the user on the project and task, written straight to the database. */
export function logTime(
  user: User,
  on: { project: Project; task: Task },
  date: string,
  startTime: string,
  stopTime: string,
  comments: string | null = null
) {
  return TimeLogFactory.merge({
    userId: user.id,
    projectId: on.project.id,
    taskId: on.task.id,
    date,
    startTime,
    stopTime,
    comments,
  }).create()
}
