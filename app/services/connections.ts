import Connection from '#models/connection'
import type User from '#models/user'

/**
 * The connections the user may log time on: assigned to them, active, with an active task and an
 * active project of an active client.
 */
export function usableConnections(user: User) {
  return Connection.query()
    .where('connections.active', true)
    .whereHas('users', (users) => users.where('users.id', user.id))
    .whereHas('project', (project) =>
      project
        .where('projects.active', true)
        .whereHas('customer', (client) => client.where('clients.active', true))
    )
    .whereHas('task', (task) => task.where('tasks.active', true))
    .preload('project', (project) => project.preload('customer'))
    .preload('task')
    .orderBy('connections.id')
}
