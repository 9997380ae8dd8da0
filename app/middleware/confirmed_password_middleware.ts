import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn, RoutesList } from '@adonisjs/core/types/http'
import { Exception } from '@adonisjs/core/exceptions'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { passwordRecentlyConfirmed } from '#auth/password_confirmation'

/** A page, by its route's name, that takes no parameters. */
type Options = { returnTo?: keyof RoutesList['GET'] }

/**
 * Asks for the password again, before anything is done, unless it was confirmed within the idle
 * timeout (2 hours). A page goes to the confirmation and then back: to itself, or for a form
 * sent from a page, to the route `returnTo` names, where the form can be sent again. The API
 * answers 423.
 */
export default class ConfirmedPasswordMiddleware {
  handle(ctx: HttpContext, next: NextFn, { returnTo }: Options = {}) {
    if (passwordRecentlyConfirmed(ctx.session)) return next()
    if (ctx.request.url().startsWith('/api/')) {
      throw new Exception(ctx.i18n.t('messages.password_confirmation_required'), {
        status: 423,
        code: 'E_PASSWORD_CONFIRMATION_REQUIRED',
      })
    }
    const isPage = ctx.request.method() === 'GET'
    ctx.session.setIntendedUrl(isPage || !returnTo ? ctx.request.url(true) : urlFor(returnTo))
    return ctx.response.redirect().toRoute('password.confirm')
  }
}
