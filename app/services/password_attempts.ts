import { DateTime } from 'luxon'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import { urlFor } from '@adonisjs/core/services/url_builder'
import User from '#models/user'
import AccountLockedMail from '#mails/account_locked_mail'
import { runInBackground } from '#lib/background_tasks'
import { appUrl } from '#config/app'

/** Whose password is tried, and from where. */
type PasswordAttempt = { email: string; ip: string }

type PasswordCheck<T> =
  | { outcome: 'right'; value: T }
  | { outcome: 'wrong' }
  | { outcome: 'throttled'; seconds: number }
  | { outcome: 'locked'; seconds: number }

class WrongPassword extends Error {}

const accountLimit = { requests: 20, duration: '1 hour' } as const

/**
 * Mails the owner of the address, if it is an active account, that wrong passwords locked it.
 * An address without an account gets nothing, and the answer to the attempt does not wait.
 */
function mailLockout(email: string, lockedForSeconds: number) {
  runInBackground('The lock-out mail could not be sent', async () => {
    const user = await User.query().where('email', email).where('active', true).first()
    if (!user) return
    const until = DateTime.now().plus({ seconds: lockedForSeconds })
    const lockout = {
      attempts: accountLimit.requests,
      since: until.minus({ hours: 1 }),
      until,
    }
    const resetUrl = urlFor('password.request', {}, { prefixUrl: appUrl })
    await mail.send(new AccountLockedMail(user, resetUrl, lockout))
  })
}

/**
 * Runs a password check under the two throttles that the login, the password confirmation and
 * the current password of a password change share. Per account and IP: after 5 wrong passwords
 * within a minute, that account is refused from that IP for a minute; a right password clears
 * that count. Per account from all IPs together: after 20 wrong passwords within the hour that
 * began with the first of them, the account is locked for the rest of that hour, and its owner
 * is mailed once. Both refuse even the right password, and count addresses without an account
 * alike. `check` answers the value to go on with, or undefined for a wrong password.
 */
export async function checkPassword<T>(
  { email, ip }: PasswordAttempt,
  check: () => Promise<T | undefined>
): Promise<PasswordCheck<T>> {
  const accountKey = `password-account:${email}`
  const accountThrottle = limiter.use(accountLimit)
  const failures = await accountThrottle.get(accountKey)
  if (failures && failures.remaining <= 0) {
    return { outcome: 'locked', seconds: failures.availableIn }
  }

  const throttle = limiter.use({ requests: 5, duration: '1 min', blockDuration: '1 min' })
  try {
    const [throttled, value] = await throttle.penalize(`password:${email}:${ip}`, async () => {
      const result = await check()
      if (result === undefined) throw new WrongPassword()
      return result
    })
    if (throttled) return { outcome: 'throttled', seconds: throttled.response.availableIn }
    return { outcome: 'right', value }
  } catch (error) {
    if (!(error instanceof WrongPassword)) throw error
    // The count is atomic: of any number of wrong passwords at once, one alone makes it 20.
    const counted = await accountThrottle.increment(accountKey)
    if (counted.consumed === accountLimit.requests) mailLockout(email, counted.availableIn)
    return { outcome: 'wrong' }
  }
}
