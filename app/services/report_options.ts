import db from '@adonisjs/lucid/services/db'
import type { ReportChoices } from '#shared/report_query'

/** The projects a person may log time on (their connections) or has logged time on. */
function projectIdsOf(userId: number) {
  return db
    .from('connections')
    .join('connection_user', 'connection_user.connection_id', 'connections.id')
    .where('connection_user.user_id', userId)
    .select('connections.project_id')
    .union((query) => query.from('time_logs').where('user_id', userId).select('project_id'))
}

/** The tasks a person may log time on or has logged time on. */
function taskIdsOf(userId: number) {
  return db
    .from('connections')
    .join('connection_user', 'connection_user.connection_id', 'connections.id')
    .where('connection_user.user_id', userId)
    .select('connections.task_id')
    .union((query) => query.from('time_logs').where('user_id', userId).select('task_id'))
}

/**
 * What a person's report filters offer: the clients, projects and tasks of their connections
 * and of their logs, active or not, by name.
 */
export async function reportOptions(userId: number): Promise<ReportChoices> {
  const [projects, tasks] = await Promise.all([
    db
      .from('projects')
      .whereIn('id', projectIdsOf(userId))
      .select('id', 'name', 'client_id')
      .orderBy([
        { column: 'name', order: 'asc' },
        { column: 'id', order: 'asc' },
      ]),
    db
      .from('tasks')
      .whereIn('id', taskIdsOf(userId))
      .select('id', 'name')
      .orderBy([
        { column: 'name', order: 'asc' },
        { column: 'id', order: 'asc' },
      ]),
  ])
  const clients = await db
    .from('clients')
    .whereIn('id', [...new Set(projects.map((project) => project.client_id as number))])
    .select('id', 'name')
    .orderBy([
      { column: 'name', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
  return { clients, projects, tasks }
}
