import type { HttpContext } from '@adonisjs/core/http'
import { users } from '#admin/users'
import { findRecord } from '#admin/resource'
import { accessTokensOf, revokeAccessToken } from '#services/access_tokens'
import AccessTokenTransformer from '#transformers/access_token_transformer'
import { serializer } from '#lib/serializer'
import { recordSecurityEvent } from '#services/security_events'
import { requestOrigin } from '#auth/request_origin'

/** A user's personal access tokens in the admin API: listed, and revoked one by one. */
export default class UserTokensController {
  async index({ params }: HttpContext) {
    const user = await findRecord(users, params.id)
    const tokens = await accessTokensOf(user)
    return serializer.serialize({ data: AccessTokenTransformer.transform(tokens) })
  }

  async destroy(ctx: HttpContext) {
    const { params, response, auth } = ctx
    const user = await findRecord(users, params.id)
    await revokeAccessToken(user, params.token_id)
    await recordSecurityEvent({
      kind: 'token_revoked',
      userId: user.id,
      actorId: auth.user!.id,
      origin: requestOrigin(ctx),
    })
    return response.noContent()
  }
}
