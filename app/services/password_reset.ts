import { hashLinkToken, newLinkToken } from '#lib/link_tokens'
import { DateTime } from 'luxon'
import mail from '@adonisjs/mail/services/main'
import limiter from '@adonisjs/limiter/services/main'
import { urlFor } from '@adonisjs/core/services/url_builder'
import User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import ResetPasswordMail from '#mails/reset_password_mail'
import { appUrl } from '#config/app'
import { signOutEverywhere } from '#services/user_sessions'
import { tellOwner } from '#services/account_notices'
import { endInvitation } from '#services/invitations'
import { recordSecurityEvent, type RequestOrigin } from '#services/security_events'

const lifetime = { minutes: 60 }

/**
 * Whether a reset link may be asked for the address: once per address per 60 seconds, whether or
 * not it has an account, so the answer tells nothing.
 */
export async function mayRequestPasswordReset(email: string) {
  const throttle = limiter.use({ requests: 1, duration: '60 sec' })
  return (await throttle.attempt(`password-reset:${email}`, () => true)) === true
}

/**
 * Mails a reset link when the address belongs to an active account. Run it after the answer has
 * gone out: how long it takes would otherwise tell whether the address has an account.
 */
export async function sendPasswordResetLink(email: string) {
  const user = await User.query().where('email', email).where('active', true).first()
  if (!user) return

  const token = newLinkToken()
  await PasswordResetToken.create({
    userId: user.id,
    tokenHash: hashLinkToken(token),
    expiresAt: DateTime.now().plus(lifetime),
  })
  const url = urlFor('password.reset', { token }, { qs: { email: user.email }, prefixUrl: appUrl })
  await mail.send(new ResetPasswordMail(user, url))
}

/** The token of a link for that address, when it is unexpired and unused. */
function usableToken(email: string, token: string) {
  return PasswordResetToken.query()
    .where('token_hash', hashLinkToken(token))
    .where('expires_at', '>', DateTime.now().toSQL({ includeOffset: false })!)
    .whereHas('user', (query) => query.where('email', email).where('active', true))
    .preload('user')
    .first()
}

/**
 * Whether the link can still reset the password, so that the page can say so on opening. Only
 * the holder of the token learns anything from it.
 */
export async function isResetLinkUsable(email: string, token: string) {
  // The address and token come from the link as typed: what no stored link can hold is not
  // looked up (PostgreSQL refuses NUL, and a query needs no megabyte of text).
  const plausible = (text: string, max: number) =>
    text.length <= max && text.isWellFormed() && !text.includes('\u0000')
  if (!plausible(email, 254) || !plausible(token, 100)) return false
  return (await usableToken(email, token)) !== null
}

/**
 * Sets the new password when the token is valid for that address: unexpired and unused.
 * Every token of the user is spent and every session signed out. Returns false otherwise.
 */
export async function resetPassword(
  email: string,
  token: string,
  password: string,
  origin: RequestOrigin
) {
  const found = await usableToken(email, token)
  if (!found) return false

  const user = found.user
  // Deleting is what spends the token: of two requests racing with it, only one deletes it.
  const [spent] = await PasswordResetToken.query().where('id', found.id).delete()
  if (!spent) return false
  await PasswordResetToken.query().where('user_id', user.id).delete()
  user.password = password
  // The link came to the address: an invited account is taken up, as through its invitation.
  if (user.invitedAt) {
    await endInvitation(user)
    user.emailVerifiedAt ??= DateTime.now()
  }
  await signOutEverywhere(user)
  await recordSecurityEvent({ kind: 'password_reset', userId: user.id, origin })
  tellOwner(user, { kind: 'password_changed' })
  return true
}
