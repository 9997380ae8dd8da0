import { createHash, randomInt } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'
import type User from '#models/user'
import { appName } from '#config/app'
import { signOutEverywhere } from '#services/user_sessions'
import { twoFactorPolicy } from '#config/two_factor'

/** The secret of a setup not yet confirmed, as the profile page shows it. */
export type PendingSetup = { secret: string; uri: string; svg: string }

/** What became of a code from the app. */
export type CodeCheck = 'accepted' | 'wrong' | 'reused'

export const recoveryCodeCount = 10

const purpose = 'two-factor-secret'
const period = 30
/** A code of the step before or after now passes too: a phone's clock may be a little off. */
const window = 1
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789'

function totpFor(user: User, secret: string) {
  return new TOTP({
    issuer: appName,
    label: user.email,
    algorithm: 'SHA1',
    digits: 6,
    period,
    secret: Secret.fromBase32(secret),
  })
}

function secretOf(user: User) {
  if (user.twoFactorSecret === null) return null
  return encryption.decrypt<string>(user.twoFactorSecret, purpose)
}

/** The time step a right code belongs to, or null for a wrong one. */
function stepOf(user: User, secret: string, code: string) {
  const totp = totpFor(user, secret)
  const delta = totp.validate({ token: code, window })
  return delta === null ? null : totp.counter() + delta
}

function hashOf(recoveryCode: string) {
  return createHash('sha256').update(normalizedRecoveryCode(recoveryCode)).digest('hex')
}

/** A recovery code as typed: case, spaces and dashes do not count. */
function normalizedRecoveryCode(code: string) {
  return code.toLowerCase().replace(/[\s-]/g, '')
}

function newRecoveryCode() {
  const characters = Array.from(
    { length: 10 },
    () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]
  ).join('')
  return `${characters.slice(0, 5)}-${characters.slice(5)}`
}

/**
 * Begins turning two-factor sign-in on: a new secret, stored encrypted, that does nothing until
 * a code from the app confirms it. A setup begun before is replaced.
 */
export async function beginSetup(user: User) {
  user.twoFactorSecret = encryption.encrypt(new Secret({ size: 20 }).base32, { purpose })
  user.twoFactorConfirmedAt = null
  user.twoFactorLastStep = null
  await user.save()
}

/** The setup waiting for its confirmation: the secret, its otpauth:// URI and its QR code. */
export async function pendingSetup(user: User): Promise<PendingSetup | null> {
  if (user.twoFactorConfirmedAt !== null) return null
  const secret = secretOf(user)
  if (secret === null) return null
  const uri = totpFor(user, secret).toString()
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return { secret, uri, svg }
}

/**
 * Confirms a pending setup with a code from the app: two-factor sign-in is on, and the first
 * recovery codes are answered (to be shown once). Null for a wrong code or no pending setup.
 */
export async function confirmSetup(user: User, code: string) {
  if (user.twoFactorConfirmedAt !== null) return null
  const secret = secretOf(user)
  const step = secret === null ? null : stepOf(user, secret, code)
  if (step === null) return null
  user.twoFactorConfirmedAt = DateTime.now()
  user.twoFactorLastStep = step
  await user.save()
  return replaceRecoveryCodes(user)
}

/**
 * Checks a code from the app at sign-in. A right code is accepted once: the step it belongs to
 * is stored in the same statement that checks that no code of that step or a later one was
 * accepted before, so that of two requests with the same code only one passes.
 */
export async function checkCode(user: User, code: string): Promise<CodeCheck> {
  const secret = user.hasTwoFactor ? secretOf(user) : null
  const step = secret === null ? null : stepOf(user, secret, code)
  if (step === null) return 'wrong'
  const updated = await db
    .from('users')
    .where('id', user.id)
    .where((query) =>
      query.whereNull('two_factor_last_step').orWhere('two_factor_last_step', '<', step)
    )
    .update({ two_factor_last_step: step })
  const accepted = Number(Array.isArray(updated) ? updated[0] : updated) === 1
  if (!accepted) return 'reused'
  user.twoFactorLastStep = step
  return 'accepted'
}

/** Uses up one of the user's recovery codes: true if it was theirs and not used before. */
export async function useRecoveryCode(user: User, code: string) {
  if (!user.hasTwoFactor) return false
  const deleted = await db
    .from('two_factor_recovery_codes')
    .where('user_id', user.id)
    .where('code_hash', hashOf(code))
    .delete()
  return Number(Array.isArray(deleted) ? deleted[0] : deleted) === 1
}

/** New recovery codes in place of all the user's earlier ones, answered to be shown once. */
export async function replaceRecoveryCodes(user: User) {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode)
  const createdAt = new Date()
  await db.transaction(async (trx) => {
    await trx.from('two_factor_recovery_codes').where('user_id', user.id).delete()
    await trx
      .table('two_factor_recovery_codes')
      .multiInsert(
        codes.map((code) => ({ user_id: user.id, code_hash: hashOf(code), created_at: createdAt }))
      )
  })
  return codes
}

/** How many recovery codes the user has left. */
export async function recoveryCodesLeft(user: User) {
  const [row] = await db
    .from('two_factor_recovery_codes')
    .where('user_id', user.id)
    .count('* as total')
  return Number(row.total)
}

function clearTwoFactor(user: User) {
  user.twoFactorSecret = null
  user.twoFactorConfirmedAt = null
  user.twoFactorLastStep = null
}

/** Turns two-factor sign-in off (or drops a pending setup), with the recovery codes. */
export async function turnOff(user: User) {
  clearTwoFactor(user)
  await user.save()
  await db.from('two_factor_recovery_codes').where('user_id', user.id).delete()
}

/**
 * An administrator's reset: two-factor sign-in off, and the person signed out everywhere, so
 * that whoever may hold their sessions or tokens must sign in again.
 */
export async function resetTwoFactor(user: User) {
  clearTwoFactor(user)
  await signOutEverywhere(user)
  await db.from('two_factor_recovery_codes').where('user_id', user.id).delete()
}

/** Whether TWO_FACTOR requires the user to have two-factor sign-in on. */
export function requiresTwoFactor(user: User) {
  const policy = twoFactorPolicy()
  return policy === 'required' || (policy === 'required-for-admins' && user.isAdmin)
}
