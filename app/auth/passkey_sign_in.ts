import type { HttpContext } from '@adonisjs/core/http'
import type { AuthenticationResponseJSON } from '@simplewebauthn/server'
import User from '#models/user'
import { fieldError } from '#lib/field_error'
import { authenticationOptions, checkPasskey, usePasskey } from '#services/passkeys'
import { recordSecurityEvent } from '#services/security_events'
import { keepChallenge, parseCeremonyResponse, takeChallenge } from '#auth/passkey_ceremony'
import { requestOrigin } from '#auth/request_origin'
import { signIn } from '#auth/session_guard'

/** Options for signing in with any passkey of this site the browser holds; no address asked. */
export async function passkeySignInOptions(ctx: HttpContext) {
  const options = await authenticationOptions()
  keepChallenge(ctx.session, 'sign_in', options.challenge)
  return options
}

/**
 * Signs in the owner of the passkey that answered the challenge, not remembered; a passkey
 * stands for the password and the second factor alike. Refuses with a field error on `response`:
 * no or an expired challenge, a malformed or refused answer (under a throttle per IP, like
 * wrong passwords), or a deactivated account.
 */
export async function signInWithPasskey(ctx: HttpContext, responseText: string) {
  const { i18n } = ctx
  const origin = requestOrigin(ctx)
  const challenge = takeChallenge(ctx.session, 'sign_in')
  if (challenge === null) throw fieldError('response', i18n.t('passkeys.expired'), 'expired')
  const answer = parseCeremonyResponse<AuthenticationResponseJSON>(responseText, i18n)
  const check = await checkPasskey(origin.ip ?? '', () => usePasskey(answer, challenge))
  if (check.outcome === 'throttled') {
    throw fieldError(
      'response',
      i18n.t('passkeys.throttle', { seconds: check.seconds }),
      'throttle'
    )
  }
  if (check.outcome === 'wrong') {
    await recordSecurityEvent({ kind: 'sign_in_failed', userId: null, origin })
    throw fieldError('response', i18n.t('passkeys.refused'), 'refused')
  }
  const user = await User.find(check.value.userId)
  if (!user || !user.active || user.invitedAt) {
    await recordSecurityEvent({ kind: 'sign_in_failed', userId: user?.id ?? null, origin })
    throw fieldError('response', i18n.t('auth.deactivated'), 'deactivated')
  }
  await signIn(ctx, user, false)
  await recordSecurityEvent({ kind: 'sign_in', userId: user.id, origin })
}
