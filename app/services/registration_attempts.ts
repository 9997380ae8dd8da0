import { errors as limiterErrors } from '@adonisjs/limiter'
import limiter from '@adonisjs/limiter/services/main'
import type { I18n } from '@adonisjs/i18n'
import { fieldError } from '#lib/field_error'

/**
 * Counts a registration attempt from the IP, successful or not, and refuses the eleventh within
 * an hour with an error on email: the 'already taken' answer cannot be used to probe for accounts
 * at scale, nor can accounts be created in bulk.
 */
export async function countRegistrationAttempt(ip: string, i18n: I18n) {
  const throttle = limiter.use({ requests: 10, duration: '1 hour' })
  try {
    await throttle.consume(`register:${ip}`)
  } catch (error) {
    if (!(error instanceof limiterErrors.E_TOO_MANY_REQUESTS)) throw error
    const minutes = Math.ceil(error.response.availableIn / 60)
    const message = i18n.t('auth.registration_throttle', { minutes })
    throw fieldError('email', message, 'throttle')
  }
}
