import { BaseTransformer } from '@adonisjs/core/transformers'
import type Project from '#models/project'
import { timestamps } from '#lib/timestamps'

/**
 * The rate in force today and the budget used in the current period are extras the projects
 * resource annotates (app/admin/projects.ts).
 */
export default class ProjectTransformer extends BaseTransformer<Project> {
  toObject() {
    const project = this.resource
    return {
      id: project.id,
      client_id: project.clientId,
      client_name: project.customer.name,
      name: project.name,
      billable: project.billable,
      planned_hours: project.plannedHours,
      planned_hours_limit: project.plannedHoursLimit,
      planned_hours_alerted_at: project.plannedHoursAlertedAt?.toISO() ?? null,
      start_date: project.startDate,
      end_date: project.endDate,
      active: project.active,
      billable_rate: project.$extras.billable_rate as number | null,
      budget_amount: project.budgetAmount,
      budget_period: project.budgetPeriod,
      budget_used: project.$extras.budget_used as number,
      ...timestamps(project),
    }
  }
}
