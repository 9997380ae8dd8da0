import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { enforceSessionLimits } from '#auth/session_guard'
import { isApiBearerRequest, isBearerRequest } from '#auth/bearer'

/**
 * Identifies the signed-in user (if any) on every request, so pages and errors know who is asking:
 * by the access token for a bearer request to the API (which has no session to check; elsewhere
 * a bearer request is a guest's), else by the session.
 */
export default class SilentAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (isBearerRequest(ctx)) {
      if (isApiBearerRequest(ctx)) await ctx.auth.checkUsing(['api'])
      return next()
    }
    await ctx.auth.check()
    await enforceSessionLimits(ctx)
    return next()
  }
}
