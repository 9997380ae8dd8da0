import Connection from '#models/connection'
import type User from '#models/user'

/** The connections the user may log time on: assigned to them, active, on an active project. */
export function usableConnections(user: User) {
  return Connection.query()
    .where('connections.active', true)
    .whereHas('users', (users) => users.where('users.id', user.id))
    .whereHas('project', (project) => project.where('active', true))
    .whereHas('task', (task) => task.where('active', true))
    .preload('project', (project) => project.preload('customer'))
    .preload('task')
    .orderBy('connections.id')
}
