import { router } from '@inertiajs/react'
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser'
import { urlFor } from '~shared/url_for'
import { xsrfToken } from '~shared/xsrf'

type Translate = (key: string) => string

/** The first field message or the message of a refusal in JSON, else `fallback`. */
async function messageOf(response: Response, fallback: string) {
  const answer = (await response.json().catch(() => ({}))) as {
    message?: string
    errors?: { message?: string }[] | Record<string, string[]>
  }
  const errors = answer.errors
  const first = Array.isArray(errors) ? errors[0]?.message : Object.values(errors ?? {})[0]?.[0]
  return first ?? answer.message ?? fallback
}

/**
 * The ceremony's options from the server, or the message to show. A route that asks for the
 * password first answers with a redirect: the browser goes to the confirmation, and comes back.
 */
async function optionsFrom<T>(
  url: string,
  t: Translate
): Promise<{ options: T } | { error: string } | { redirected: true }> {
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Accept': 'application/json', 'X-XSRF-TOKEN': xsrfToken() },
  })
  if (response.type === 'opaqueredirect') {
    router.visit(urlFor('password.confirm'))
    return { redirected: true }
  }
  if (!response.ok) return { error: await messageOf(response, t('passkeys.refused')) }
  return { options: (await response.json()) as T }
}

/** The library is loaded only when a passkey is used: the pages stay light without it. */
const browserLibrary = () => import('@simplewebauthn/browser')

export type CeremonyOutcome = { error: string } | { answer: string } | { redirected: true }

/** Asks the browser for a passkey signature for the options of `optionsRoute`. */
export async function authenticate(
  optionsRoute: 'login.passkey.options' | 'two-factor.challenge.passkey.options',
  t: Translate
): Promise<CeremonyOutcome> {
  const { browserSupportsWebAuthn, startAuthentication } = await browserLibrary()
  if (!browserSupportsWebAuthn()) return { error: t('passkeys.unsupported') }
  const got = await optionsFrom<PublicKeyCredentialRequestOptionsJSON>(urlFor(optionsRoute), t)
  if (!('options' in got)) return got
  try {
    return { answer: JSON.stringify(await startAuthentication({ optionsJSON: got.options })) }
  } catch {
    return { error: t('passkeys.cancelled') }
  }
}

/**
 * Whether a passkey can be added now: false once the browser is on its way to the password
 * confirmation (it comes back to the profile), else true or the message to show.
 */
export async function readyToRegister(t: Translate): Promise<true | false | { error: string }> {
  const got = await optionsFrom<unknown>(urlFor('profile.passkeys.options'), t)
  if ('redirected' in got) return false
  return 'error' in got ? got : true
}

/** Asks the browser to make a new passkey for the signed-in person. */
export async function register(t: Translate): Promise<CeremonyOutcome> {
  const { browserSupportsWebAuthn, startRegistration } = await browserLibrary()
  if (!browserSupportsWebAuthn()) return { error: t('passkeys.unsupported') }
  const got = await optionsFrom<PublicKeyCredentialCreationOptionsJSON>(
    urlFor('profile.passkeys.options'),
    t
  )
  if (!('options' in got)) return got
  try {
    return { answer: JSON.stringify(await startRegistration({ optionsJSON: got.options })) }
  } catch {
    return { error: t('passkeys.cancelled') }
  }
}
