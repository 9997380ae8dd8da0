import { BaseTransformer } from '@adonisjs/core/transformers'
import type Connection from '#models/connection'

/** A connection as GET /api/connections shows it (docs/api.md): its project, client and task. */
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
    }
  }
}
