import type User from '#models/user'
import { timestamps } from '#transformers/admin/timestamps'

/** A user as the admin API shows it: never the password hash. */
export function transformUser(user: User) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    active: user.active,
    available_hours: user.availableHours,
    locale: user.locale,
    timezone: user.timezone,
    email_verified_at: user.emailVerifiedAt?.toISO() ?? null,
    ...timestamps(user),
  }
}
