import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { Exception } from '@adonisjs/core/exceptions'
import { viewAdmin } from '#abilities/main'
import { passwordRecentlyConfirmed } from '#auth/password_confirmation'
import { isBearerRequest } from '#auth/bearer'

/**
 * Guards the admin panel and its API (after `auth`): only users with view-admin pass, and only
 * with a password confirmed within the idle timeout (2 hours). Pages send an admin without a recent
 * confirmation to the confirm-password page and then back; the API answers 403. A bearer request
 * has no session to confirm a password in: its token's `admin` ability (`tokenAbility`, which
 * only an administrator can give a token) stands in for the confirmation.
 */
export default class AdminMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (await ctx.bouncer.denies(viewAdmin)) {
      throw new Exception(ctx.i18n.t('admin.forbidden'), {
        status: 403,
        code: 'E_FORBIDDEN',
      })
    }
    if (isBearerRequest(ctx) || passwordRecentlyConfirmed(ctx.session)) return next()
    if (ctx.request.url().startsWith('/api/')) {
      throw new Exception(ctx.i18n.t('messages.password_confirmation_required'), {
        status: 403,
        code: 'E_FORBIDDEN',
      })
    }
    ctx.session.setIntendedUrl(ctx.request.url(true))
    return ctx.response.redirect().toRoute('password.confirm')
  }
}
