import limiter from '@adonisjs/limiter/services/main'

/** Whose password is tried, and from where. */
export type PasswordAttempt = { email: string; ip: string }

export type PasswordCheck<T> =
  { outcome: 'right'; value: T } | { outcome: 'wrong' } | { outcome: 'throttled'; seconds: number }

class WrongPassword extends Error {}

/**
 * Runs a password check under the one throttle that the login, the password confirmation and
 * the current password of a password change share: after 5 wrong passwords for an account from
 * one IP within a minute, that account is refused from that IP for a minute, even with the right
 * password. A right password clears the count. `check` answers the value to go on with, or
 * undefined for a wrong password.
 */
export async function checkPassword<T>(
  { email, ip }: PasswordAttempt,
  check: () => Promise<T | undefined>
): Promise<PasswordCheck<T>> {
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
    if (error instanceof WrongPassword) return { outcome: 'wrong' }
    throw error
  }
}
