import { BaseTransformer } from '@adonisjs/core/transformers'
import type { AccessToken } from '@adonisjs/auth/access_tokens'
import type { TokenAbility } from '#shared/token_abilities'

const isoOf = (date: Date | null) => date?.toISOString() ?? null

/** A personal access token as the profile page and the admin API show it: never its secret. */
export default class AccessTokenTransformer extends BaseTransformer<AccessToken> {
  toObject() {
    const token = this.resource
    return {
      id: Number(token.identifier),
      name: token.name ?? '',
      abilities: token.abilities as TokenAbility[],
      created_at: token.createdAt.toISOString(),
      last_used_at: isoOf(token.lastUsedAt),
      expires_at: isoOf(token.expiresAt),
    }
  }
}
