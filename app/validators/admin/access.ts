import vine from '@vinejs/vine'
import { id } from '#validators/fields'
import { existingIds } from '#validators/admin/fields'

/** How many people and projects one bulk change takes at most, each. */
export const maxBulk = 1000

const ids = (table: string) =>
  vine.array(id()).minLength(1).maxLength(maxBulk).use(existingIds({ table }))

/**
 * Granting people whole projects: every task each project has (its connections), and with
 * `future_tasks` every task it gains later.
 */
export const accessGrantValidator = vine.create({
  user_ids: ids('users'),
  project_ids: ids('projects'),
  future_tasks: vine.boolean().optional(),
})

/** Taking whole projects from people: every task, and the future ones. */
export const accessRevokeValidator = vine.create({
  user_ids: ids('users'),
  project_ids: ids('projects'),
})

/** The access overview, by person or by project. */
export const accessOverviewValidator = vine.create({
  group: vine.enum(['person', 'project'] as const).optional(),
})
