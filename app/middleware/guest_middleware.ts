import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** Sends signed-in users away from the login and registration pages. */
export default class GuestMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    if (ctx.auth.use('web').isAuthenticated) {
      return ctx.response.redirect().toRoute('dashboard')
    }
    return next()
  }
}
