import { BaseTransformer } from '@adonisjs/core/transformers'
import type { AccessToken } from '@adonisjs/auth/access_tokens'

/** A token just made, with its secret: shown to its owner once, right after they made it. */
export default class NewAccessTokenTransformer extends BaseTransformer<AccessToken> {
  toObject() {
    return {
      id: Number(this.resource.identifier),
      name: this.resource.name ?? '',
      secret: this.resource.value!.release(),
    }
  }
}
