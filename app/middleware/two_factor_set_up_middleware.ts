import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { Exception } from '@adonisjs/core/exceptions'
import { requiresTwoFactor } from '#services/two_factor'

/** What a person who must set up two-factor sign-in still reaches: the profile and the setup. */
const setupRoutes = new Set([
  'profile.edit',
  'profile.update',
  'password.confirm',
  'password.confirm.store',
  'password.update',
  'profile.two-factor.store',
  'profile.two-factor.confirm',
  'profile.two-factor.destroy',
  'profile.two-factor.recovery-codes',
])

/**
 * Where TWO_FACTOR requires it (after `auth`): until two-factor sign-in is on, pages lead to the
 * profile's security section, and the API, the admin API and the event stream answer 403.
 */
export default class TwoFactorSetUpMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const user = ctx.auth.user
    if (!user || user.hasTwoFactor || !requiresTwoFactor(user)) return next()
    if (ctx.route?.name && setupRoutes.has(ctx.route.name)) return next()
    const url = ctx.request.url()
    if (
      url.startsWith('/api/') ||
      url.startsWith('/__transmit/') ||
      ctx.request.method() !== 'GET'
    ) {
      throw new Exception(ctx.i18n.t('two_factor.setup_required'), {
        status: 403,
        code: 'E_TWO_FACTOR_SETUP_REQUIRED',
      })
    }
    ctx.session.flash('error', ctx.i18n.t('two_factor.setup_required'))
    return ctx.response.redirect().toRoute('profile.edit')
  }
}
