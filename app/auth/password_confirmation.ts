import hash from '@adonisjs/core/services/hash'
import string from '@adonisjs/core/helpers/string'
import type { I18n } from '@adonisjs/i18n'
import type { Session } from '@adonisjs/session'
import type User from '#models/user'
import { fieldError } from '#lib/field_error'
import { checkPassword } from '#services/password_attempts'
import { sessionIdleAge } from '#config/session'

const key = 'password_confirmed_at'
/** No longer than the session would last without a request. */
const validForMs = string.milliseconds.parse(sessionIdleAge)

type Asked = { ip: string; field: string; i18n: I18n }

/**
 * Refuses with an error on `field` unless the password is the signed-in user's own, under the
 * throttle every password prompt shares.
 */
export async function verifyOwnPassword(user: User, password: string, { ip, field, i18n }: Asked) {
  const check = await checkPassword(
    { email: user.email, ip },
    async () => (await hash.verify(user.password, password)) || undefined
  )
  if (check.outcome === 'right') return
  if (check.outcome === 'wrong')
    throw fieldError(field, i18n.t('auth.password'), 'current_password')
  const message =
    check.outcome === 'throttled'
      ? i18n.t('auth.password_throttle', { seconds: check.seconds })
      : i18n.t('auth.account_locked', { minutes: Math.ceil(check.seconds / 60) })
  throw fieldError(field, message, 'throttle')
}

export function confirmPassword(session: Session) {
  session.put(key, Date.now())
}

export function passwordRecentlyConfirmed(session: Session) {
  const confirmedAt = session.get(key)
  return typeof confirmedAt === 'number' && Date.now() - confirmedAt < validForMs
}
