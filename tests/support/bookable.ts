import { DateTime } from 'luxon'
import type User from '#models/user'
import Connection from '#models/connection'
import { ClientFactory } from '#database/factories/client_factory'
import { ProjectFactory } from '#database/factories/project_factory'
import { TaskFactory } from '#database/factories/task_factory'
import type Project from '#models/project'

/** A project and task the users may log time on, through an active connection. */
export async function bookable(users: User[], project: Partial<Project> = {}) {
  const client = await ClientFactory.create()
  const created = await ProjectFactory.merge({ clientId: client.id, ...project }).create()
  const task = await TaskFactory.create()
  const connection = await Connection.create({
    projectId: created.id,
    taskId: task.id,
    active: true,
  })
  await connection.related('users').attach(users.map((user) => user.id))
  return { client, project: created, task, connection }
}

/** A date n days before today, in the given zone. */
export function daysAgo(days: number, zone = 'UTC') {
  return DateTime.now().setZone(zone).minus({ days }).toISODate()!
}
