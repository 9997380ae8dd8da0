import type Connection from '#models/connection'
import { timestamps } from '#transformers/admin/timestamps'

/** Needs the users preloaded. */
export function transformConnection(connection: Connection) {
  return {
    id: connection.id,
    project_id: connection.projectId,
    task_id: connection.taskId,
    user_ids: connection.users.map((user) => user.id).sort((a, b) => a - b),
    active: connection.active,
    ...timestamps(connection),
  }
}
