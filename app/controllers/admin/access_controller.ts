import type { HttpContext } from '@adonisjs/core/http'
import { objectBody } from '#admin/resource'
import {
  accessGrantValidator,
  accessOverviewValidator,
  accessRevokeValidator,
} from '#validators/admin/access'
import { accessOverview, grantProjects, revokeProjects } from '#services/access_grants'

/** Access in bulk (docs/admin-guide.md): whole projects to or from many people at once. */
export default class AccessController {
  async index({ request }: HttpContext) {
    const { group } = await request.validateUsing(accessOverviewValidator, { data: request.qs() })
    return { data: await accessOverview(group ?? 'person') }
  }

  async grant(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(accessGrantValidator, { data: objectBody(ctx) })
    const result = await grantProjects({
      userIds: input.user_ids,
      projectIds: input.project_ids,
      futureTasks: input.future_tasks,
    })
    return { data: result }
  }

  async revoke(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(accessRevokeValidator, { data: objectBody(ctx) })
    const result = await revokeProjects({ userIds: input.user_ids, projectIds: input.project_ids })
    return { data: result }
  }
}
