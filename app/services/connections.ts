import db from '@adonisjs/lucid/services/db'
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

/**
 * The usable connections, each with the date of the user's latest log on its project and task
 * (`$extras.last_logged_on`, null when there is none), so pickers can offer recent ones first.
 */
export function usableConnectionsWithLastLog(user: User) {
  const lastLog = db
    .from('time_logs')
    .max('date')
    .where('time_logs.user_id', user.id)
    .whereColumn('time_logs.project_id', 'connections.project_id')
    .whereColumn('time_logs.task_id', 'connections.task_id')
  return usableConnections(user).select('connections.*', lastLog.as('last_logged_on'))
}
