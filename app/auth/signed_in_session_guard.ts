import type { HttpContext } from '@adonisjs/core/http'
import { SessionGuard } from '@adonisjs/auth/session'
import type { GuardConfigProvider } from '@adonisjs/auth/types'
import type { LucidAuthenticatable, SessionGuardOptions } from '@adonisjs/auth/types/session'
import type { SignedInUserProvider } from '#auth/signed_in_user_provider'

/**
 * The auth package's session guard (`sessionGuard`), with the user provider of each request's
 * own guard taken for that request (`SignedInUserProvider.forRequest`): so the guard finds the
 * signed-in user in the row the session read joined in.
 */
export function signedInSessionGuard<
  UseRememberTokens extends boolean,
  UserModel extends LucidAuthenticatable,
>(
  config: { provider: SignedInUserProvider<UserModel> } & SessionGuardOptions<UseRememberTokens>
): GuardConfigProvider<
  (ctx: HttpContext) => SessionGuard<UseRememberTokens, SignedInUserProvider<UserModel>>
> {
  return {
    async resolver(name, app) {
      const emitter = await app.container.make('emitter')
      return (ctx) => new SessionGuard(name, ctx, config, emitter, config.provider.forRequest(ctx))
    },
  }
}
