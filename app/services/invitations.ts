import { randomBytes } from 'node:crypto'
import { hashLinkToken, newLinkToken } from '#lib/link_tokens'
import { DateTime } from 'luxon'
import mail from '@adonisjs/mail/services/main'
import limiter from '@adonisjs/limiter/services/main'
import logger from '@adonisjs/core/services/logger'
import { urlFor } from '@adonisjs/core/services/url_builder'
import type User from '#models/user'
import Invitation from '#models/invitation'
import InvitationMail, { invitationDays } from '#mails/invitation_mail'
import { appUrl } from '#config/app'

/** A password nobody knows, for an invited account: it is never told to anyone. */
export function unknowablePassword() {
  return randomBytes(32).toString('base64url')
}

/**
 * Marks a new (unsaved) account as invited: no known password and no verified address until
 * its owner sets a password through the link.
 */
export function markInvited(user: User) {
  user.password = unknowablePassword()
  user.invitedAt = DateTime.now()
  user.emailVerifiedAt = null
}

/** The account is no longer invited: its owner or an administrator set a password. */
export async function endInvitation(user: User) {
  user.invitedAt = null
  await Invitation.query().where('user_id', user.id).delete()
}

/**
 * Mails an invited account a new link to set its password, valid for 7 days. Any earlier link
 * stops working: only the newest mail's link sets the password. A mail that cannot be sent is
 * logged (never the link); the administrator can send it again.
 */
export async function sendInvitation(user: User) {
  const token = newLinkToken()
  await Invitation.query().where('user_id', user.id).delete()
  const invitation = await Invitation.create({
    userId: user.id,
    tokenHash: hashLinkToken(token),
    expiresAt: DateTime.now().plus({ days: invitationDays }),
  })
  const url = urlFor('invitation.show', { token }, { prefixUrl: appUrl })
  try {
    await mail.send(new InvitationMail(user, url))
  } catch (error) {
    logger.error({ err: error, userId: user.id }, 'The invitation mail could not be sent')
  }
  return invitation
}

/**
 * Whether an administrator may send the user's invitation again: once a minute per account, so
 * that a stuck button or a script does not flood the person's mailbox.
 */
export async function mayResendInvitation(user: User) {
  const throttle = limiter.use({ requests: 1, duration: '60 sec' })
  return (await throttle.attempt(`invitation:${user.id}`, () => true)) === true
}

/** What no stored link can hold is not looked up (PostgreSQL refuses NUL). */
function plausibleToken(token: string) {
  return token.length <= 100 && token.isWellFormed() && !token.includes('\u0000')
}

/** The unexpired, unused invitation of an active, still invited account that the token opens. */
async function usableInvitation(token: string) {
  if (!plausibleToken(token)) return null
  return Invitation.query()
    .where('token_hash', hashLinkToken(token))
    .where('expires_at', '>', DateTime.now().toSQL({ includeOffset: false })!)
    .whereHas('user', (query) => query.where('active', true).whereNotNull('invited_at'))
    .preload('user')
    .first()
}

/** The address the link is for, when it can still set a password; null otherwise. */
export async function invitedEmail(token: string) {
  const invitation = await usableInvitation(token)
  return invitation ? invitation.user.email : null
}

/**
 * Sets the invited account's password when the token is usable, which also verifies its
 * address (the link came to it) and spends every invitation of the account. Returns the user to
 * sign in, or null for an invalid, expired or used link.
 */
export async function acceptInvitation(token: string, password: string) {
  const found = await usableInvitation(token)
  if (!found) return null
  // Deleting is what spends the token: of two requests racing with it, only one deletes it.
  const [spent] = await Invitation.query().where('id', found.id).delete()
  if (!spent) return null
  const user = found.user
  await endInvitation(user)
  user.password = password
  user.emailVerifiedAt ??= DateTime.now()
  await user.save()
  return user
}
