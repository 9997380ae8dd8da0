import { BaseTransformer } from '@adonisjs/core/transformers'
import type User from '#models/user'
import { timestamps } from '#lib/timestamps'

/**
 * A user as the admin API shows it: never the password hash. The rates in force today are the
 * extras the users resource annotates (app/admin/rates.ts).
 */
export default class UserTransformer extends BaseTransformer<User> {
  toObject() {
    const user = this.resource
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      active: user.active,
      available_hours: user.availableHours,
      billable_rate: user.$extras.billable_rate as number | null,
      cost_rate: user.$extras.cost_rate as number | null,
      locale: user.locale,
      timezone: user.timezone,
      date_format: user.dateFormat,
      time_format: user.timeFormat,
      email_verified_at: user.emailVerifiedAt?.toISO() ?? null,
      invited: user.invitedAt !== null,
      two_factor: user.twoFactorConfirmedAt !== null,
      invited_at: user.invitedAt?.toISO() ?? null,
      ...timestamps(user),
    }
  }
}
