/**
 * What a personal access token may do (the `tokenAbility` middleware on every /api route).
 * `admin` opens the admin API and only administrators may give it to a token.
 */
export const tokenAbilities = [
  'time-logs:read',
  'time-logs:write',
  'timer',
  'reports:read',
  'admin',
] as const

export type TokenAbility = (typeof tokenAbilities)[number]

/** The abilities any user may give their tokens. */
export const userTokenAbilities = tokenAbilities.filter((ability) => ability !== 'admin')

/** How long a new token lasts: days, or until it is revoked. */
export const tokenLifetimes = ['30', '90', '365', 'never'] as const

export type TokenLifetime = (typeof tokenLifetimes)[number]
