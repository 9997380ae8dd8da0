import { BaseTransformer } from '@adonisjs/core/transformers'
import type Connection from '#models/connection'
import { isoDate } from '#models/columns'

/**
 * A connection as GET /api/connections shows it (docs/api.md): its project, client and task, and
 * the day the user last logged on it.
 */
export default class ConnectionTransformer extends BaseTransformer<Connection> {
  toObject() {
    const { id, project, task } = this.resource
    return {
      id,
      project: {
        id: project.id,
        name: project.name,
        client: { id: project.customer.id, name: project.customer.name },
      },
      task: { id: task.id, name: task.name },
      last_logged_on: isoDate(this.resource.$extras.last_logged_on),
    }
  }
}
