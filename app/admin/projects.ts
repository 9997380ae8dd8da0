import db from '@adonisjs/lucid/services/db'
import Project from '#models/project'
import TimeLog from '#models/time_log'
import { projectListQuery, projectValidator } from '#validators/admin/projects'
import ProjectTransformer from '#transformers/admin/project_transformer'
import { likeSql } from '#lib/like_search'
import { defaultPlannedHoursLimit } from '#shared/planned_hours'
import { resetPlannedHoursAlert } from '#services/planned_hours_alerts'
import { repriceLogs } from '#services/rates'
import { budgetsUsed } from '#services/budgets'
import { adminToday, annotateRates, saveRates, withRates } from '#admin/rates'
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
  // A change of the billable switch or the client prices the project's logs again (billed ones
  // keep their price), with its rate, in the transaction that saves it.
  async save(ctx, fields, record) {
    const repriced =
      record !== undefined &&
      ((fields.billable !== undefined && fields.billable !== record.billable) ||
        fields.client_id !== record.clientId)
    const project = await db.transaction(async (trx) => {
      const saved = record ?? new Project()
      saved.useTransaction(trx)
      saved.merge(
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
          budgetAmount: fields.budget_amount,
          budgetPeriod: fields.budget_period,
        })
      )
      await saved.save()
      if (repriced) await repriceLogs(trx, { subject: 'project', subjectId: saved.id })
      await saveRates(ctx, trx, 'project', saved.id, fields)
      return saved
    })
    await resetPlannedHoursAlert(project)
    return project
  },
  async annotate(ctx, records) {
    await annotateRates(ctx, 'project', records)
    const used = await budgetsUsed(records, adminToday(ctx))
    for (const project of records) project.$extras.budget_used = used.get(project.id) ?? 0
  },
  // Its connections go with it; its time logs would lose their project, so they keep it.
  remove: (ctx, project) =>
    deleteUnlessUsed(ctx, withRates('project', project), [
      [() => TimeLog.findBy('project_id', project.id), 'admin.project_has_time_logs'],
    ]),
})
