import { BaseTransformer } from '@adonisjs/core/transformers'
import type User from '#models/user'

/** The signed-in user as every page knows them, in the shared page props. */
export default class UserTransformer extends BaseTransformer<User> {
  toObject() {
    return this.pick(this.resource, ['id', 'name', 'email', 'timezone'])
  }
}
