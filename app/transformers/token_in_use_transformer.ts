import { DateTime } from 'luxon'
import type { AccessToken } from '@adonisjs/auth/access_tokens'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { localMoment } from '#transformers/device_transformer'

/**
 * A personal access token as Profile → Security lists it beside the signed-in devices: its
 * name, when it was made and last used (in the person's time zone). Never its secret.
 */
export default class TokenInUseTransformer extends BaseTransformer<{
  token: AccessToken
  timezone: string
}> {
  toObject() {
    const { token, timezone } = this.resource
    const moment = (date: Date | null) =>
      date ? localMoment(DateTime.fromJSDate(date), timezone) : null
    return {
      id: Number(token.identifier),
      name: token.name ?? '',
      created: moment(token.createdAt)!,
      last_used: moment(token.lastUsedAt),
    }
  }
}
