import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { Exception } from '@adonisjs/core/exceptions'
import { passwordRecentlyConfirmed } from '#auth/password_confirmation'

/** Asks for the password again unless it was confirmed within the idle timeout (2 hours). */
export default class ConfirmedPasswordMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    if (passwordRecentlyConfirmed(ctx.session)) return next()
    if (ctx.request.url().startsWith('/api/')) {
      throw new Exception(ctx.i18n.t('messages.password_confirmation_required'), {
        status: 423,
        code: 'E_PASSWORD_CONFIRMATION_REQUIRED',
      })
    }
    ctx.session.setIntendedUrl(ctx.request.url(true))
    return ctx.response.redirect().toRoute('password.confirm')
  }
}
