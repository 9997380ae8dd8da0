import type { HttpContext } from '@adonisjs/core/http'
import type { Session } from '@adonisjs/session'
import limiter from '@adonisjs/limiter/services/main'
import User from '#models/user'
import { fieldError } from '#lib/field_error'
import { checkCode, useRecoveryCode } from '#services/two_factor'
import { signIn } from '#auth/session_guard'

/**
 * The half-signed-in state between the right password and the code: who, until when, and
 * whether to remember them. Only this key of the session holds it; the guard signs nobody in
 * until the code is right, so it grants no page, no API and no event stream.
 */
const pendingKey = 'two_factor_pending'
export const challengeLifetimeMs = 10 * 60 * 1000

type Pending = { userId: number; expiresAt: number; remember: boolean }

/** A code is typed as 6 digits, a recovery code as 10 letters and digits. */
export type ChallengeAnswer = { code?: string; recovery_code?: string }

/** After the right password: asks for the code in a new session, signed in as nobody. */
export function beginChallenge(ctx: HttpContext, user: User, remember: boolean) {
  ctx.session.regenerate()
  const pending: Pending = {
    userId: user.id,
    expiresAt: Date.now() + challengeLifetimeMs,
    remember,
  }
  ctx.session.put(pendingKey, pending)
}

/** The pending sign-in, if one is under way and not expired. */
export function pendingChallenge(session: Session): Pending | null {
  const pending = session.get(pendingKey) as Pending | undefined
  if (!pending || typeof pending.userId !== 'number' || !(Date.now() < pending.expiresAt)) {
    return null
  }
  return pending
}

/**
 * Finishes the sign-in with a code from the app or a recovery code, or refuses with an error on
 * the field that was sent: expired (the password must be given again), throttled (5 wrong
 * codes in a minute, per account), wrong, or a code already used.
 */
export async function answerChallenge(ctx: HttpContext, answer: ChallengeAnswer) {
  const { i18n } = ctx
  const field = answer.recovery_code !== undefined ? 'recovery_code' : 'code'
  const pending = pendingChallenge(ctx.session)
  const user = pending && (await User.find(pending.userId))
  if (!pending || !user || !user.active || !user.hasTwoFactor) {
    ctx.session.forget(pendingKey)
    throw fieldError(field, i18n.t('two_factor.challenge_expired'), 'expired')
  }

  const throttle = limiter.use({ requests: 5, duration: '1 min', blockDuration: '1 min' })
  const key = `two-factor:${user.id}`
  const blocked = await throttle.get(key)
  if (blocked && blocked.remaining <= 0) {
    const seconds = Math.max(1, blocked.availableIn)
    throw fieldError(field, i18n.t('two_factor.throttle', { seconds }), 'throttle')
  }

  const outcome =
    answer.recovery_code !== undefined
      ? (await useRecoveryCode(user, answer.recovery_code))
        ? 'accepted'
        : 'wrong_recovery'
      : await checkCode(user, answer.code ?? '')
  if (outcome !== 'accepted') {
    const counted = await throttle.increment(key)
    if (counted.remaining <= 0) await throttle.block(key, '1 min')
    throw fieldError(field, i18n.t(`two_factor.${outcome}`), outcome)
  }

  await throttle.delete(key)
  ctx.session.forget(pendingKey)
  await signIn(ctx, user, pending.remember)
}
