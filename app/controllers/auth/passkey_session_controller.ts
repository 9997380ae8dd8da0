import type { HttpContext } from '@adonisjs/core/http'
import { usePasskeyValidator } from '#validators/passkey'
import { passkeySignInOptions, signInWithPasskey } from '#auth/passkey_sign_in'
import { answerChallengeWithPasskey, passkeyChallengeOptions } from '#auth/two_factor_challenge'

/** Signing in with a passkey: from the login page, or as the second step of a sign-in. */
export default class PasskeySessionController {
  /** The sign-in options for the browser, as JSON; the challenge stays in the session. */
  async options(ctx: HttpContext) {
    return ctx.response.json(await passkeySignInOptions(ctx))
  }

  async store(ctx: HttpContext) {
    const { response } = await ctx.request.validateUsing(usePasskeyValidator)
    await signInWithPasskey(ctx, response)
    return ctx.response.redirect().toIntendedRoute('dashboard')
  }

  /** Options for the two-factor challenge: one of the pending person's passkeys. */
  async challengeOptions(ctx: HttpContext) {
    return ctx.response.json(await passkeyChallengeOptions(ctx))
  }

  async challenge(ctx: HttpContext) {
    const { response } = await ctx.request.validateUsing(usePasskeyValidator)
    await answerChallengeWithPasskey(ctx, response)
    return ctx.response.redirect().toIntendedRoute('dashboard')
  }
}
