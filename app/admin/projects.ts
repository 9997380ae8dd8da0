import Project from '#models/project'
import TimeLog from '#models/time_log'
import { projectListQuery, projectValidator } from '#validators/admin/projects'
import ProjectTransformer from '#transformers/admin/project_transformer'
import { likeSql } from '#lib/like_search'
import { defaultPlannedHoursLimit } from '#shared/planned_hours'
import { resetPlannedHoursAlert } from '#services/planned_hours_alerts'
import { definedOnly, defineResource, deleteUnlessUsed, validateWith } from '#admin/resource'

export const projects = defineResource(Project, validateWith(projectValidator), {
  listQuery: projectListQuery,
  defaultSort: 'name',
  nullableColumns: ['planned_hours', 'start_date', 'end_date'],
  // Project names repeat across clients: the panel shows a project as "Client — Project".
  preload: (query) => query.preload('customer'),
  // A project is found by its own name or its client's, as the panel names it.
  search: (query, pattern) =>
    query.where((search) => {
      search
        .whereRaw(likeSql('projects.name'), [pattern])
        .orWhereHas('customer', (client) => client.whereRaw(likeSql('name'), [pattern]))
    }),
  transformer: ProjectTransformer,
  async save(_, fields, record) {
    const project = record ?? new Project()
    project.merge(
      definedOnly({
        clientId: fields.client_id,
        name: fields.name,
        billable: fields.billable,
        plannedHours: fields.planned_hours,
        plannedHoursLimit:
          fields.planned_hours_limit ?? (record ? undefined : defaultPlannedHoursLimit),
        startDate: fields.start_date,
        endDate: fields.end_date,
        active: fields.active,
      })
    )
    await project.save()
    await resetPlannedHoursAlert(project)
    return project
  },
  // Its connections go with it; its time logs would lose their project, so they keep it.
  remove: (ctx, project) =>
    deleteUnlessUsed(ctx, project, [
      [() => TimeLog.findBy('project_id', project.id), 'admin.project_has_time_logs'],
    ]),
})
