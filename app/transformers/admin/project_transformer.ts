import type Project from '#models/project'
import { timestamps } from '#transformers/admin/timestamps'

export function transformProject(project: Project) {
  return {
    id: project.id,
    client_id: project.clientId,
    name: project.name,
    billable: project.billable,
    planned_hours: project.plannedHours,
    start_date: project.startDate,
    end_date: project.endDate,
    active: project.active,
    ...timestamps(project),
  }
}
