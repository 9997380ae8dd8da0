import { DateTime } from 'luxon'
import limiter from '@adonisjs/limiter/services/main'
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { isoBase64URL } from '@simplewebauthn/server/helpers'
import Passkey from '#models/passkey'
import type User from '#models/user'
import { appName, webAuthn } from '#config/app'

/** The person's passkeys, the newest first. */
export function passkeysOf(userId: number) {
  return Passkey.query().where('user_id', userId).orderBy('id', 'desc')
}

function transportsOf(passkey: Passkey): AuthenticatorTransport[] | undefined {
  if (!passkey.transports) return undefined
  try {
    const list: unknown = JSON.parse(passkey.transports)
    return Array.isArray(list) ? (list as AuthenticatorTransport[]) : undefined
  } catch {
    return undefined
  }
}

/** A stable, opaque WebAuthn user handle for the account: never its e-mail address. */
function userHandle(user: User) {
  return new TextEncoder().encode(`hourbook-user-${user.id}`)
}

/**
 * The options for making a new passkey, to hand to the browser: a discoverable credential
 * (so that signing in needs no address), none of the person's existing ones again.
 */
export async function registrationOptions(user: User) {
  const existing = await passkeysOf(user.id)
  return generateRegistrationOptions({
    rpName: appName,
    rpID: webAuthn.rpId,
    userName: user.email,
    userDisplayName: user.name,
    userID: userHandle(user),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      transports: transportsOf(passkey),
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  })
}

/**
 * Checks the browser's answer to the registration options against the challenge they held and
 * stores the passkey under `name`; null when the answer is not valid for them, or the credential
 * is already stored.
 */
export async function addPasskey(
  user: User,
  name: string,
  response: RegistrationResponseJSON,
  expectedChallenge: string
) {
  let verification
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge,
      expectedOrigin: webAuthn.origin,
      expectedRPID: webAuthn.rpId,
      requireUserVerification: false,
    })
  } catch {
    return null
  }
  if (!verification.verified) return null
  const { credential } = verification.registrationInfo
  if (await Passkey.findBy('credential_id', credential.id)) return null
  return Passkey.create({
    userId: user.id,
    credentialId: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ? JSON.stringify(credential.transports) : null,
    name,
    lastUsedAt: null,
  })
}

/**
 * The options for signing in with a passkey: with `userId`, one of that person's (the second
 * step of a two-factor sign-in); without, any passkey of this site the browser holds.
 */
export async function authenticationOptions(userId?: number) {
  const allowed = userId === undefined ? [] : await passkeysOf(userId)
  return generateAuthenticationOptions({
    rpID: webAuthn.rpId,
    userVerification: 'preferred',
    allowCredentials: allowed.map((passkey) => ({
      id: passkey.credentialId,
      transports: transportsOf(passkey),
    })),
  })
}

/**
 * The passkey that signed the browser's answer to the challenge, its counter and last use
 * updated; null when the answer is not valid, names no stored passkey, or (with `userId`) one of
 * another person.
 */
export async function usePasskey(
  response: AuthenticationResponseJSON,
  expectedChallenge: string,
  userId?: number
) {
  if (typeof response?.id !== 'string') return null
  const passkey = await Passkey.findBy('credential_id', response.id)
  if (!passkey || (userId !== undefined && passkey.userId !== userId)) return null
  let verification
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: webAuthn.origin,
      expectedRPID: webAuthn.rpId,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: transportsOf(passkey),
      },
      requireUserVerification: false,
    })
  } catch {
    return null
  }
  if (!verification.verified) return null
  passkey.merge({
    counter: verification.authenticationInfo.newCounter,
    lastUsedAt: DateTime.now(),
  })
  await passkey.save()
  return passkey
}

/** Removes one of the person's passkeys; false when they have none with that id. */
export async function removePasskey(userId: number, id: number) {
  const passkey = await Passkey.query().where('id', id).where('user_id', userId).first()
  if (!passkey) return false
  await passkey.delete()
  return true
}

type PasskeyCheck<T> =
  { outcome: 'right'; value: T } | { outcome: 'wrong' } | { outcome: 'throttled'; seconds: number }

class WrongPasskey extends Error {}

/**
 * Runs a passkey sign-in check under a throttle per IP, as wrong passwords are: after 10 refused
 * answers within a minute, that IP is refused for a minute. `check` answers undefined (or null)
 * for a refused answer.
 */
export async function checkPasskey<T>(
  ip: string,
  check: () => Promise<T | null | undefined>
): Promise<PasskeyCheck<T>> {
  const throttle = limiter.use({ requests: 10, duration: '1 min', blockDuration: '1 min' })
  try {
    const [throttled, value] = await throttle.penalize(`passkey:${ip}`, async () => {
      const result = await check()
      if (result === undefined || result === null) throw new WrongPasskey()
      return result
    })
    if (throttled) return { outcome: 'throttled', seconds: throttled.response.availableIn }
    return { outcome: 'right', value }
  } catch (error) {
    if (!(error instanceof WrongPasskey)) throw error
    return { outcome: 'wrong' }
  }
}
