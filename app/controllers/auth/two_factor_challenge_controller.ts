import type { HttpContext } from '@adonisjs/core/http'
import { twoFactorChallengeValidator } from '#validators/two_factor'
import { answerChallenge, pendingChallenge } from '#auth/two_factor_challenge'

/** The second step of signing in to an account with two-factor sign-in on. */
export default class TwoFactorChallengeController {
  async show({ inertia, response, session, i18n }: HttpContext) {
    if (pendingChallenge(session) === null) {
      session.flash('error', i18n.t('two_factor.challenge_expired'))
      return response.redirect().toRoute('login')
    }
    return inertia.render('auth/two_factor_challenge', {})
  }

  async store(ctx: HttpContext) {
    const answer = await ctx.request.validateUsing(twoFactorChallengeValidator)
    await answerChallenge(ctx, answer)
    return ctx.response.redirect().toIntendedRoute('dashboard')
  }
}
