import type { I18n } from '@adonisjs/i18n'
import { errors as lucidErrors } from '@adonisjs/lucid'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { maxId } from '#validators/fields'
import { fieldError } from '#lib/field_error'
import type { TokenAbility } from '#shared/token_abilities'
import { tellOwner } from '#services/account_notices'

/** How many tokens one user may hold at a time. */
export const maxTokensPerUser = 50

const tokensTable = 'auth_access_tokens'

/** A token to make: its name, what it may do, and how many days it lasts (null: until revoked). */
type NewAccessToken = {
  name: string
  abilities: TokenAbility[]
  expiresInDays: number | null
}

/** The user's tokens, newest first; their secrets are not kept and cannot be shown. */
export async function accessTokensOf(user: User) {
  const tokens = await User.accessTokens.all(user)
  return tokens.sort((a, b) => Number(b.identifier) - Number(a.identifier))
}

/**
 * Makes a token, whose secret (`token.value`) exists only in what this answers, and tells its
 * owner by mail. Only an administrator may give a token the `admin` ability, and a user holds at
 * most maxTokensPerUser tokens; either refusal is an error on a field of the form.
 */
export async function createAccessToken(
  user: User,
  { name, abilities, expiresInDays }: NewAccessToken,
  i18n: I18n
) {
  if (abilities.includes('admin') && !user.isAdmin) {
    throw fieldError('abilities', i18n.t('access_tokens.admin_only'), 'adminOnly')
  }
  const [{ count }] = await db.from(tokensTable).where('tokenable_id', user.id).count('* as count')
  if (Number(count) >= maxTokensPerUser) {
    throw fieldError(
      'name',
      i18n.t('access_tokens.too_many', { max: maxTokensPerUser }),
      'maxTokens'
    )
  }
  const token = await User.accessTokens.create(user, abilities, {
    name,
    expiresIn: expiresInDays === null ? undefined : `${expiresInDays} days`,
  })
  tellOwner(user, { kind: 'token_created', name })
  return token
}

/** Revokes one of the user's tokens; another user's, or none, is E_ROW_NOT_FOUND (a 404). */
export async function revokeAccessToken(user: User, tokenId: number) {
  const deleted = tokenId > maxId ? 0 : await User.accessTokens.delete(user, tokenId)
  if (!deleted) throw new lucidErrors.E_ROW_NOT_FOUND()
}
