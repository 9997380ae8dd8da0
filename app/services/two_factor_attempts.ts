import limiter from '@adonisjs/limiter/services/main'

/** Why a code was refused. */
export type RefusedCode = 'wrong' | 'reused' | 'wrong_recovery'

type TwoFactorCheck =
  | { outcome: 'accepted' }
  | { outcome: 'refused'; reason: RefusedCode }
  | { outcome: 'throttled'; seconds: number }
  | { outcome: 'locked'; seconds: number }

class Refused extends Error {
  constructor(readonly reason: RefusedCode) {
    super(reason)
  }
}

const hourLimit = { requests: 20, duration: '1 hour' } as const

/**
 * Runs the check of a code from the app or a recovery code under two throttles per account (from
 * every IP together: whoever got this far has the password), as the password prompts have: after
 * 5 wrong codes within a minute, the account's codes are refused for a minute, and a right code
 * clears that count; after 20 within the hour that began with the first of them, for the rest of
 * that hour. Both refuse even the right code. `check` answers 'accepted' or why it refused.
 */
export async function checkTwoFactorCode(
  userId: number,
  check: () => Promise<'accepted' | RefusedCode>
): Promise<TwoFactorCheck> {
  const hourKey = `two-factor-hour:${userId}`
  const hourThrottle = limiter.use(hourLimit)
  const failures = await hourThrottle.get(hourKey)
  if (failures && failures.remaining <= 0) {
    return { outcome: 'locked', seconds: Math.max(1, failures.availableIn) }
  }

  const throttle = limiter.use({ requests: 5, duration: '1 min', blockDuration: '1 min' })
  try {
    const [throttled] = await throttle.penalize(`two-factor:${userId}`, async () => {
      const result = await check()
      if (result !== 'accepted') throw new Refused(result)
    })
    if (throttled) {
      return { outcome: 'throttled', seconds: Math.max(1, throttled.response.availableIn) }
    }
    return { outcome: 'accepted' }
  } catch (error) {
    if (!(error instanceof Refused)) throw error
    await hourThrottle.increment(hourKey)
    return { outcome: 'refused', reason: error.reason }
  }
}
