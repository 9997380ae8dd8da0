import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { errors as authErrors } from '@adonisjs/auth'
import { isApiBearerRequest, isBearerRequest } from '#auth/bearer'
import { withinTokenRateLimit } from '#auth/token_rate_limit'

/**
 * Denies guests: pages redirect to the login page, /api answers 401. A bearer request is signed
 * in by its access token alone, never by a session cookie beside it, and only on the /api (its
 * abilities are checked there, by `tokenAbility`): a missing, wrong, expired or revoked token,
 * or a token anywhere else, answers 401. Each token's requests count against its rate limit.
 */
export default class AuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!isBearerRequest(ctx)) {
      await ctx.auth.authenticateUsing(['web'], { loginRoute: '/login' })
      return next()
    }
    if (!isApiBearerRequest(ctx)) {
      throw new authErrors.E_UNAUTHORIZED_ACCESS('Unauthorized access', {
        guardDriverName: 'access_tokens',
      })
    }
    await ctx.auth.authenticateUsing(['api'])
    if (!(await withinTokenRateLimit(ctx))) return
    return next()
  }
}
