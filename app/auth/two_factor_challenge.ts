import type { HttpContext } from '@adonisjs/core/http'
import type { Session } from '@adonisjs/session'
import User from '#models/user'
import { fieldError } from '#lib/field_error'
import { checkCode, useRecoveryCode } from '#services/two_factor'
import { checkTwoFactorCode } from '#services/two_factor_attempts'
import { signIn } from '#auth/session_guard'
import { requestOrigin } from '#auth/request_origin'
import { recordSecurityEvent } from '#services/security_events'
import type { AuthenticationResponseJSON } from '@simplewebauthn/server'
import { authenticationOptions, checkPasskey, usePasskey } from '#services/passkeys'
import { keepChallenge, parseCeremonyResponse, takeChallenge } from '#auth/passkey_ceremony'

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
 * the field that was sent: expired (the password must be given again), throttled (see
 * checkTwoFactorCode), wrong, or a code already used.
 */
export async function answerChallenge(ctx: HttpContext, answer: ChallengeAnswer) {
  const { i18n } = ctx
  const field = answer.recovery_code !== undefined ? 'recovery_code' : 'code'
  const { pending, user } = await pendingUser(ctx, field)

  const check = await checkTwoFactorCode(user.id, async () => {
    if (answer.recovery_code === undefined) return checkCode(user, answer.code ?? '')
    return (await useRecoveryCode(user, answer.recovery_code)) ? 'accepted' : 'wrong_recovery'
  })
  if (check.outcome === 'throttled') {
    throw fieldError(field, i18n.t('two_factor.throttle', { seconds: check.seconds }), 'throttle')
  }
  if (check.outcome === 'locked') {
    const minutes = Math.ceil(check.seconds / 60)
    throw fieldError(field, i18n.t('two_factor.locked', { minutes }), 'throttle')
  }
  if (check.outcome === 'refused') {
    await recordSecurityEvent({
      kind: 'sign_in_failed',
      userId: user.id,
      origin: requestOrigin(ctx),
    })
    throw fieldError(field, i18n.t(`two_factor.${check.reason}`), check.reason)
  }

  ctx.session.forget(pendingKey)
  await signIn(ctx, user, pending.remember)
  await recordSecurityEvent({ kind: 'sign_in', userId: user.id, origin: requestOrigin(ctx) })
}

/** The pending sign-in's user, while they may still answer; else the challenge is over. */
async function pendingUser(ctx: HttpContext, field: string) {
  const pending = pendingChallenge(ctx.session)
  const user = pending && (await User.find(pending.userId))
  if (!pending || !user || !user.active || !user.hasTwoFactor) {
    ctx.session.forget(pendingKey)
    throw fieldError(field, ctx.i18n.t('two_factor.challenge_expired'), 'expired')
  }
  return { pending, user }
}

/** Options for answering the challenge with one of the person's passkeys instead of a code. */
export async function passkeyChallengeOptions(ctx: HttpContext) {
  const { user } = await pendingUser(ctx, 'response')
  const options = await authenticationOptions(user.id)
  if (options.allowCredentials?.length === 0) {
    throw fieldError('response', ctx.i18n.t('passkeys.none'), 'none')
  }
  keepChallenge(ctx.session, 'second_factor', options.challenge)
  return options
}

/**
 * Finishes the sign-in with one of the person's passkeys, as a right code would; refuses as a
 * wrong code is (a field error on `response`), under the passkey throttle per IP.
 */
export async function answerChallengeWithPasskey(ctx: HttpContext, responseText: string) {
  const { i18n } = ctx
  const { pending, user } = await pendingUser(ctx, 'response')
  const challenge = takeChallenge(ctx.session, 'second_factor')
  if (challenge === null) throw fieldError('response', i18n.t('passkeys.expired'), 'expired')
  const answer = parseCeremonyResponse<AuthenticationResponseJSON>(responseText, i18n)
  const check = await checkPasskey(requestOrigin(ctx).ip ?? '', () =>
    usePasskey(answer, challenge, user.id)
  )
  if (check.outcome === 'throttled') {
    throw fieldError(
      'response',
      i18n.t('passkeys.throttle', { seconds: check.seconds }),
      'throttle'
    )
  }
  if (check.outcome === 'wrong') {
    await recordSecurityEvent({
      kind: 'sign_in_failed',
      userId: user.id,
      origin: requestOrigin(ctx),
    })
    throw fieldError('response', i18n.t('passkeys.refused'), 'refused')
  }
  ctx.session.forget(pendingKey)
  await signIn(ctx, user, pending.remember)
  await recordSecurityEvent({ kind: 'sign_in', userId: user.id, origin: requestOrigin(ctx) })
}
