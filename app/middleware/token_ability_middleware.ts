import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { TokenAbility } from '#shared/token_abilities'
import { isBearerRequest } from '#auth/bearer'

/**
 * A bearer request passes when its token has any of the route's abilities, and otherwise answers
 * 403 naming them; requests with the session cookie pass (their user may do all of it). Runs
 * after `auth`, which signed the token in.
 */
export default class TokenAbilityMiddleware {
  async handle(ctx: HttpContext, next: NextFn, abilities: TokenAbility[]) {
    if (!isBearerRequest(ctx)) return next()
    const token = ctx.auth.user!.currentAccessToken!
    if (abilities.some((ability) => token.allows(ability))) return next()
    return ctx.response.status(403).send({
      message: ctx.i18n.t('messages.missing_ability', { ability: abilities.join(', ') }),
      code: 'E_MISSING_ABILITY',
    })
  }
}
