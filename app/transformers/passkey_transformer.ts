import { BaseTransformer } from '@adonisjs/core/transformers'
import type Passkey from '#models/passkey'
import { localMoment } from '#transformers/device_transformer'

/**
 * One of a person's passkeys as their Profile shows it: its name, when it was added and last
 * used (in their time zone). Never its credential id or public key.
 */
export default class PasskeyTransformer extends BaseTransformer<{
  passkey: Passkey
  timezone: string
}> {
  toObject() {
    const { passkey, timezone } = this.resource
    return {
      id: passkey.id,
      name: passkey.name,
      created: localMoment(passkey.createdAt, timezone),
      last_used: passkey.lastUsedAt ? localMoment(passkey.lastUsedAt, timezone) : null,
    }
  }
}
