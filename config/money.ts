import env from '#start/env'

/**
 * CURRENCY: the installation's one currency, an ISO 4217 code (default EUR); start/env.ts
 * refuses any other. SHOW_RATES_TO_USERS: whether people see the rates and amounts of their own
 * logs (default false); administrators always do. Read on each call, so that a test can change
 * them in the running server.
 */
export function currency() {
  return env.get('CURRENCY') ?? 'EUR'
}

export function ratesShownToUsers() {
  return env.get('SHOW_RATES_TO_USERS') ?? false
}
