import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { enforceSessionVersion } from '#auth/session_guard'

/** Identifies the signed-in user (if any) on every request, so pages and errors know who is asking. */
export default class SilentAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await ctx.auth.check()
    await enforceSessionVersion(ctx)
    return next()
  }
}
