import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { Exception } from '@adonisjs/core/exceptions'

/** Until their address is verified, users reach only the verification notice and logout. */
export default class VerifiedMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    if (ctx.auth.user?.emailVerifiedAt) return next()
    if (ctx.request.url().startsWith('/api/')) {
      throw new Exception(ctx.i18n.t('messages.verify_email_required'), {
        status: 403,
        code: 'E_FORBIDDEN',
      })
    }
    return ctx.response.redirect().toRoute('verification.notice')
  }
}
