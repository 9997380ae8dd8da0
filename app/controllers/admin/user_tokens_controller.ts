import type { HttpContext } from '@adonisjs/core/http'
import { users } from '#admin/users'
import { findRecord } from '#admin/resource'
import { accessTokensOf, revokeAccessToken } from '#services/access_tokens'
import AccessTokenTransformer from '#transformers/access_token_transformer'
import { serializer } from '#lib/serializer'

/** A user's personal access tokens in the admin API: listed, and revoked one by one. */
export default class UserTokensController {
  async index({ params }: HttpContext) {
    const user = await findRecord(users, params.id)
    const tokens = await accessTokensOf(user)
    return serializer.serialize({ data: AccessTokenTransformer.transform(tokens) })
  }

  async destroy({ params, response }: HttpContext) {
    const user = await findRecord(users, params.id)
    await revokeAccessToken(user, params.token_id)
    return response.noContent()
  }
}
