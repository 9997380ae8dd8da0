import { BaseTransformer } from '@adonisjs/core/transformers'
import type User from '#models/user'
import { formatsOf } from '#shared/date_formats'

/** The signed-in user as every page knows them, in the shared page props. */
export default class UserTransformer extends BaseTransformer<User> {
  toObject() {
    const { dateFormat, timeFormat } = formatsOf(this.resource)
    return {
      ...this.pick(this.resource, ['id', 'name', 'email', 'timezone']),
      // The formats the person's dates and times are shown in, chosen or their language's.
      date_format: dateFormat,
      time_format: timeFormat,
    }
  }
}
