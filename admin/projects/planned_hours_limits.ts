import { plannedHoursLimits } from '~shared/planned_hours'

/** The choices of what a project's planned hours do once reached. */
export const plannedHoursLimitChoices = plannedHoursLimits.map((limit) => ({
  id: limit,
  name: `resources.projects.planned_hours_limits.${limit}`,
}))
