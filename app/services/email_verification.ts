import { createHash, timingSafeEqual } from 'node:crypto'
import { DateTime } from 'luxon'
import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import { signedUrlFor } from '@adonisjs/core/services/url_builder'
import type User from '#models/user'
import VerifyEmailMail from '#mails/verify_email_mail'
import { appUrl } from '#config/app'

/** Ties a verification link to the address it was sent to: a changed address voids it. */
export function emailHash(email: string) {
  return createHash('sha1').update(email.toLowerCase()).digest('hex')
}

function verificationUrl(user: User) {
  return signedUrlFor(
    'verification.verify',
    { id: user.id, hash: emailHash(user.email) },
    { expiresIn: '60 minutes', prefixUrl: appUrl }
  )
}

/** Sends the verification mail; a mail that cannot be sent is logged, the user can resend. */
export async function sendVerificationMail(user: User) {
  try {
    await mail.send(new VerifyEmailMail(user, verificationUrl(user)))
  } catch (error) {
    logger.error({ err: error, userId: user.id }, 'The verification mail could not be sent')
  }
}

/** Whether the (already signature-checked) link belongs to this user and address. */
export function linkMatches(user: User, id: string, hash: string) {
  const expected = Buffer.from(emailHash(user.email))
  const given = Buffer.from(hash)
  return (
    String(user.id) === id && given.length === expected.length && timingSafeEqual(given, expected)
  )
}

export async function markVerified(user: User) {
  if (user.emailVerifiedAt) return
  user.emailVerifiedAt = DateTime.now()
  await user.save()
}
