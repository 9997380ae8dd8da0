import type { HttpContext } from '@adonisjs/core/http'
import { loginValidator } from '#validators/session'
import { demoCredentials } from '#services/demo'
import { attemptLogin } from '#auth/login'
import { signIn, signOut } from '#auth/session_guard'
import { requestOrigin } from '#auth/request_origin'
import { recordSecurityEvent } from '#services/security_events'
import { beginChallenge } from '#auth/two_factor_challenge'

export default class SessionController {
  async create({ inertia }: HttpContext) {
    return inertia.render('auth/login', {
      canResetPassword: true,
      defaults: demoCredentials(),
    })
  }

  async store(ctx: HttpContext) {
    const { email, password, remember } = await ctx.request.validateUsing(loginValidator)
    const origin = requestOrigin(ctx)
    const user = await attemptLogin({ email, password, origin }, ctx.i18n)
    if (user.hasTwoFactor) {
      beginChallenge(ctx, user, remember === true)
      return ctx.response.redirect().toRoute('two-factor.challenge')
    }
    await signIn(ctx, user, remember === true)
    await recordSecurityEvent({ kind: 'sign_in', userId: user.id, origin })
    return ctx.response.redirect().toIntendedRoute('dashboard')
  }

  /** The new session keeps only the language the user was reading. */
  async destroy(ctx: HttpContext) {
    const { session, response, i18n } = ctx
    await signOut(ctx)
    session.put('locale', i18n.locale)
    session.flash('success', i18n.t('messages.logged_out'))
    return response.redirect().toRoute('login')
  }
}
