import User from '#models/user'
import { errors } from '@vinejs/vine'
import limiter from '@adonisjs/limiter/services/main'
import type { HttpContext } from '@adonisjs/core/http'

type Credentials = { email: string; password: string }

function emailError(message: string, rule: string) {
  return new errors.E_VALIDATION_ERROR([{ field: 'email', message, rule }])
}

async function activeUser({ email, password }: Credentials) {
  const user = await User.verifyCredentials(email, password)
  if (!user.active) throw new Error('Inactive users cannot sign in')
  return user
}

/**
 * The user behind the credentials, or a field error on email: the one message that does not
 * tell which part was wrong (inactive accounts included), or, after five failures per address
 * and IP within a minute, the throttle message with the seconds left.
 */
export async function attemptLogin({ i18n, request }: HttpContext, credentials: Credentials) {
  const throttle = limiter.use({ requests: 5, duration: '1 min', blockDuration: '1 min' })
  const key = `login:${credentials.email}:${request.ip()}`

  const [throttled, user] = await throttle
    .penalize(key, () => activeUser(credentials))
    .catch(() => {
      throw emailError(i18n.t('auth.failed'), 'credentials')
    })
  if (throttled) {
    const seconds = throttled.response.availableIn
    throw emailError(i18n.t('auth.throttle', { seconds }), 'throttle')
  }
  return user
}
