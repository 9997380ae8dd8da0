import { errors as authErrors } from '@adonisjs/auth'
import type { I18n } from '@adonisjs/i18n'
import User from '#models/user'
import { fieldError } from '#lib/field_error'
import { checkPassword } from '#services/password_attempts'
import { recordSecurityEvent, type RequestOrigin } from '#services/security_events'

type Login = { email: string; password: string; origin: RequestOrigin }

/**
 * Records a sign-in refused for its credentials or a deactivated account: on the account the
 * address belongs to, or, when none, with the address tried.
 */
async function recordFailure(email: string, origin: RequestOrigin) {
  // The lookup may fail as the record may: the answer is the refusal either way.
  const user = await User.findBy('email', email).catch(() => null)
  await recordSecurityEvent({ kind: 'sign_in_failed', userId: user?.id ?? null, email, origin })
}

/**
 * The user when the password is theirs; undefined for a wrong password, an unknown address, or
 * an invited account, which has no password of its own until its owner sets one.
 */
async function userWithPassword(email: string, password: string) {
  try {
    const user = await User.verifyCredentials(email, password)
    return user.invitedAt ? undefined : user
  } catch (error) {
    if (error instanceof authErrors.E_INVALID_CREDENTIALS) return undefined
    throw error
  }
}

/**
 * The user behind the credentials, or a field error on email: one message for an unknown address
 * and a wrong password alike; the throttle messages with the time left (see checkPassword);
 * and, only once the password is known to be right, that the account is deactivated.
 */
export async function attemptLogin({ email, password, origin }: Login, i18n: I18n) {
  const check = await checkPassword({ email, ip: origin.ip ?? '' }, () =>
    userWithPassword(email, password)
  )
  if (check.outcome === 'throttled') {
    throw fieldError('email', i18n.t('auth.throttle', { seconds: check.seconds }), 'throttle')
  }
  if (check.outcome === 'locked') {
    const minutes = Math.ceil(check.seconds / 60)
    throw fieldError('email', i18n.t('auth.account_locked', { minutes }), 'throttle')
  }
  if (check.outcome === 'wrong') {
    await recordFailure(email, origin)
    throw fieldError('email', i18n.t('auth.failed'), 'credentials')
  }
  if (!check.value.active) {
    await recordFailure(email, origin)
    throw fieldError('email', i18n.t('auth.deactivated'), 'deactivated')
  }
  return check.value
}
