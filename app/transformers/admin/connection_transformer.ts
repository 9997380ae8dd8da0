import { BaseTransformer } from '@adonisjs/core/transformers'
import type Connection from '#models/connection'
import { timestamps } from '#lib/timestamps'

/**
 * Needs the users, project and task preloaded; the rate in force today is an extra the
 * connections resource annotates (app/admin/rates.ts).
 */
export default class ConnectionTransformer extends BaseTransformer<Connection> {
  toObject() {
    const connection = this.resource
    return {
      id: connection.id,
      project_id: connection.projectId,
      task_id: connection.taskId,
      project_name: connection.project.name,
      task_name: connection.task.name,
      user_ids: connection.users.map((user) => user.id).sort((a, b) => a - b),
      active: connection.active,
      billable_rate: connection.$extras.billable_rate as number | null,
      ...timestamps(connection),
    }
  }
}
