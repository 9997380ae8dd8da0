import type { HttpContext } from '@adonisjs/core/http'
import { twoFactorChallengeValidator } from '#validators/two_factor'
import { answerChallenge, pendingChallenge } from '#auth/two_factor_challenge'
import { passkeysOf } from '#services/passkeys'

/** The second step of signing in to an account with two-factor sign-in on. */
export default class TwoFactorChallengeController {
  async show({ inertia, response, session, i18n }: HttpContext) {
    const pending = pendingChallenge(session)
    if (pending === null) {
      session.flash('error', i18n.t('two_factor.challenge_expired'))
      return response.redirect().toRoute('login')
    }
    const hasPasskey = (await passkeysOf(pending.userId).first()) !== null
    return inertia.render('auth/two_factor_challenge', { hasPasskey })
  }

  async store(ctx: HttpContext) {
    const answer = await ctx.request.validateUsing(twoFactorChallengeValidator)
    await answerChallenge(ctx, answer)
    return ctx.response.redirect().toIntendedRoute('dashboard')
  }
}
