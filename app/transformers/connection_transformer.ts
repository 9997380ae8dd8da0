import type Connection from '#models/connection'

/** A connection as GET /api/connections shows it (DESIGN.md "APIs"). */
export function transformConnection(connection: Connection) {
  const { project, task } = connection
  return {
    id: connection.id,
    project: {
      id: project.id,
      name: project.name,
      client: { id: project.customer.id, name: project.customer.name },
    },
    task: { id: task.id, name: task.name },
  }
}
