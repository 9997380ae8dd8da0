import env from '#start/env'

/**
 * TWO_FACTOR: whether two-factor sign-in is up to each person (`optional`), required of
 * administrators (`required-for-admins`), or of everyone (`required`). Read on each request, so
 * that a test can change it in the running server.
 */
export type TwoFactorPolicy = 'optional' | 'required-for-admins' | 'required'

export function twoFactorPolicy(): TwoFactorPolicy {
  return env.get('TWO_FACTOR') ?? 'optional'
}
