import vine from '@vinejs/vine'
import { text } from '#validators/fields'
import { tokenAbilities, tokenLifetimes } from '#shared/token_abilities'

/** A new personal access token, from the profile page. */
export const createAccessTokenValidator = vine.create({
  name: text().trim().minLength(1).maxLength(100),
  abilities: vine.array(vine.enum(tokenAbilities)).minLength(1).distinct(),
  expires_in: vine.enum(tokenLifetimes),
})

/** The service's NewAccessToken: the lifetime in days, null for never. */
export function toNewAccessToken({
  name,
  abilities,
  expires_in: expiresIn,
}: Awaited<ReturnType<(typeof createAccessTokenValidator)['validate']>>) {
  return { name, abilities, expiresInDays: expiresIn === 'never' ? null : Number(expiresIn) }
}
