import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { Exception } from '@adonisjs/core/exceptions'
import type { TokenAbility } from '#shared/token_abilities'
import { isBearerRequest } from '#auth/bearer'

/**
 * A bearer request passes when its token has any of the route's abilities, and otherwise is
 * refused with a 403 naming them, in the API's error shape (the exception handler); requests
 * with the session cookie pass (their user may do all of it). Runs after `auth`, which signed
 * the token in.
 */
export default class TokenAbilityMiddleware {
  handle(ctx: HttpContext, next: NextFn, abilities: TokenAbility[]) {
    if (!isBearerRequest(ctx)) return next()
    const token = ctx.auth.user!.currentAccessToken!
    if (abilities.some((ability) => token.allows(ability))) return next()
    throw new Exception(ctx.i18n.t('messages.missing_ability', { ability: abilities.join(', ') }), {
      status: 403,
      code: 'E_MISSING_ABILITY',
    })
  }
}
