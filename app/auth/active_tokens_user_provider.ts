import { AccessTokensLucidUserProvider } from '@adonisjs/auth/access_tokens'
import type { LucidTokenable } from '@adonisjs/auth/types/access_tokens'

/**
 * The access tokens' user provider, finding only active users: a deactivated account's tokens
 * sign nobody in, however the account was deactivated, on the request after it was.
 */
export class ActiveTokensUserProvider<
  TokenableProperty extends string,
  UserModel extends LucidTokenable<TokenableProperty>,
> extends AccessTokensLucidUserProvider<TokenableProperty, UserModel> {
  async findById(identifier: string | number | bigint) {
    const user = await super.findById(identifier)
    return user && (user.getOriginal() as { active?: boolean }).active ? user : null
  }
}
