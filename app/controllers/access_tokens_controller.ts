import type { HttpContext } from '@adonisjs/core/http'
import { createAccessTokenValidator, toNewAccessToken } from '#validators/access_token'
import { createAccessToken, revokeAccessToken } from '#services/access_tokens'
import NewAccessTokenTransformer from '#transformers/new_access_token_transformer'
import { serializer } from '#lib/serializer'
import { handOverNewToken } from '#auth/new_access_token'
import { requestOrigin } from '#auth/request_origin'
import { recordSecurityEvent } from '#services/security_events'

/** The signed-in user's personal access tokens, from the profile page. */
export default class AccessTokensController {
  async store(ctx: HttpContext) {
    const { request, auth, session, response, i18n } = ctx
    const fields = await request.validateUsing(createAccessTokenValidator)
    const token = await createAccessToken(auth.user!, toNewAccessToken(fields), i18n)
    const origin = requestOrigin(ctx)
    await recordSecurityEvent({ kind: 'token_created', userId: auth.user!.id, origin })
    handOverNewToken(ctx, await serializer.serialize(NewAccessTokenTransformer.transform(token)))
    session.flash('success', i18n.t('access_tokens.created'))
    return response.redirect().toRoute('profile.edit')
  }

  async destroy(ctx: HttpContext) {
    const { params, auth, session, response, i18n } = ctx
    await revokeAccessToken(auth.user!, params.id)
    const origin = requestOrigin(ctx)
    await recordSecurityEvent({ kind: 'token_revoked', userId: auth.user!.id, origin })
    session.flash('success', i18n.t('access_tokens.revoked'))
    return response.redirect().toRoute('profile.edit')
  }
}
