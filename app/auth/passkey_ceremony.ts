import type { Session } from '@adonisjs/session'
import type { I18n } from '@adonisjs/i18n'
import { fieldError } from '#lib/field_error'

/** Which ceremony a challenge was given for: each keeps its own in the session. */
export type Ceremony = 'registration' | 'sign_in' | 'second_factor'

/** A challenge answers within 5 minutes, as the options ask the browser to. */
const challengeLifetimeMs = 5 * 60 * 1000

type Stored = { challenge: string; expiresAt: number }

const keyOf = (ceremony: Ceremony) => `passkey_challenge_${ceremony}`

/** Keeps the challenge just handed to the browser, in place of any earlier one. */
export function keepChallenge(session: Session, ceremony: Ceremony, challenge: string) {
  const stored: Stored = { challenge, expiresAt: Date.now() + challengeLifetimeMs }
  session.put(keyOf(ceremony), stored)
}

/**
 * The challenge the browser's answer must hold, taken out of the session so that it serves once;
 * null when none was given or it expired.
 */
export function takeChallenge(session: Session, ceremony: Ceremony) {
  const stored = session.pull(keyOf(ceremony)) as Stored | undefined
  if (!stored || typeof stored.challenge !== 'string' || !(Date.now() < stored.expiresAt)) {
    return null
  }
  return stored.challenge
}

/**
 * The browser's answer, sent as JSON text in the `response` field: an object with an id and a
 * response object, or a field error on `response`.
 */
export function parseCeremonyResponse<T>(text: string, i18n: I18n): T {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    value = null
  }
  const valid =
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { response?: unknown }).response === 'object' &&
    (value as { response?: unknown }).response !== null
  if (!valid) throw fieldError('response', i18n.t('passkeys.malformed'), 'malformed')
  return value as T
}
