import { BaseTransformer } from '@adonisjs/core/transformers'
import type Connection from '#models/connection'
import { isoDate } from '#models/columns'

/**
 * A connection as GET /api/connections shows it (docs/api.md): its project, client and task, the
 * project's planned hours with the hours logged on it by everyone, and the day the user last
 * logged on it.
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
        planned_hours:
          project.plannedHours === null
            ? null
            : {
                hours: project.plannedHours,
                limit: project.plannedHoursLimit,
                used_seconds: project.loggedSeconds,
              },
      },
      task: { id: task.id, name: task.name },
      last_logged_on: isoDate(this.resource.$extras.last_logged_on),
    }
  }
}
