import env from '#start/env'
import { knownTimezone } from '#lib/timezones'
import type { WeekStart } from '#shared/week_start'
import app from '@adonisjs/core/services/app'
import proxyAddr from 'proxy-addr'
import { defineConfig } from '@adonisjs/core/http'
import { safeStringify } from '@poppinss/utils/json'

export const appName = env.get('APP_NAME') || 'Hourbook'

/** The time zone of accounts made without one: APP_TIMEZONE, else UTC. */
export const defaultTimezone = env.get('APP_TIMEZONE') ?? 'UTC'

/** A time zone as Intl names it when this server knows it, else the default one. */
export function timezoneOrDefault(timezone: string | null | undefined) {
  return knownTimezone(timezone) ?? defaultTimezone
}

/**
 * The installation's first day of the week: WEEK_START, else Monday. One for everybody, whatever
 * their language; a setting object so that tests may try the other day.
 */
export const calendar: { weekStart: WeekStart } = { weekStart: env.get('WEEK_START') ?? 'monday' }

/**
 * Whether visitors may make their own account: REGISTRATION, `open` unless set to `closed`.
 * Closed, /register is not found and no page links to it; administrators still make accounts.
 * A setting object so that tests may try the other mode.
 */
export const registration: { open: boolean } = {
  open: env.get('REGISTRATION', 'open') === 'open',
}

/** How many days security events are kept: SECURITY_EVENTS_DAYS, else 365. */
export const securityEventsRetention: { days: number } = {
  days: env.get('SECURITY_EVENTS_DAYS') ?? 365,
}

/** Base of every absolute link, such as those in e-mails. */
export const appUrl = env.get('APP_URL') || `http://localhost:${env.get('PORT', 3333)}`

/**
 * Whether a peer is a proxy whose X-Forwarded-For names the client: one of `proxies`, a
 * comma-separated list of addresses, CIDR ranges and proxy-addr's names (loopback, linklocal,
 * uniquelocal). Private ranges are not trusted by default: any machine in them could otherwise
 * name a new client IP with every request and so escape the rate limits.
 */
export function trustedProxies(proxies = 'loopback') {
  return proxyAddr.compile(
    proxies
      .split(',')
      .map((proxy) => proxy.trim())
      .filter(Boolean)
  )
}

/**
 * JSON answers through the engine's own JSON.stringify, much faster than the framework's
 * safe stringify on the time-log list (bench/README.md); values it cannot write (a BigInt, a
 * cycle) still go the safe way, so nothing that answered before fails now.
 */
export function serializeJson(value: unknown) {
  try {
    return JSON.stringify(value)
  } catch {
    return safeStringify(value)
  }
}

export const http = defineConfig({
  serializeJSON: serializeJson,
  generateRequestId: true,
  allowMethodSpoofing: true,
  useAsyncLocalStorage: false,
  // Client IPs (rate limits, logs) come from X-Forwarded-For only when a trusted proxy sent it.
  trustProxy: trustedProxies(env.get('TRUSTED_PROXIES')),
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})

/**
 * Passkeys (WebAuthn) belong to a site: its host name is the relying party's id, and a passkey
 * made there answers only pages of APP_URL's origin.
 */
export const webAuthn = {
  rpId: new URL(appUrl).hostname,
  origin: new URL(appUrl).origin,
}
