import { BaseTransformer } from '@adonisjs/core/transformers'
import type Connection from '#models/connection'
import { timestamps } from '#lib/timestamps'

/** Needs the users preloaded. */
export default class ConnectionTransformer extends BaseTransformer<Connection> {
  toObject() {
    const connection = this.resource
    return {
      id: connection.id,
      project_id: connection.projectId,
      task_id: connection.taskId,
      user_ids: connection.users.map((user) => user.id).sort((a, b) => a - b),
      active: connection.active,
      ...timestamps(connection),
    }
  }
}
