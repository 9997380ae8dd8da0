import { Env } from '@adonisjs/core/env'
import string from '@adonisjs/core/helpers/string'
import { knownTimezone } from '#lib/timezones'
import { isCurrency } from '#shared/money'

/** A duration such as `24h` or `30 days`, in milliseconds; refused at start when unreadable. */
function duration(key: string, value?: string) {
  if (value === undefined || value === '') return undefined
  try {
    return string.milliseconds.parse(value)
  } catch {
    throw new Error(`${key} must be a duration such as 24h or 30 days, not "${value}"`)
  }
}

export default await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum(['development', 'production', 'test'] as const),
  PORT: Env.schema.number.optional(),
  PROCESSES: Env.schema.number.optional(),
  SHUTDOWN_TIMEOUT: Env.schema.number.optional(),
  HOST: Env.schema.string.optional({ format: 'host' }),
  APP_KEY: Env.schema.secret(),
  APP_NAME: Env.schema.string.optional(),
  APP_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  // The time zone of accounts made without one (by an administrator or user:create).
  APP_TIMEZONE: (key: string, value?: string) => {
    if (!value) return undefined
    const timezone = knownTimezone(value)
    if (!timezone) throw new Error(`${key} must be an IANA time zone such as Europe/Amsterdam`)
    return timezone
  },
  // The first day of every week in the installation (week view, submissions, reports).
  WEEK_START: Env.schema.enum.optional(['monday', 'sunday'] as const),
  LOG_LEVEL: Env.schema.string.optional(),
  DEMO: Env.schema.boolean.optional(),
  // Whether visitors may make their own account (/register); administrators always can.
  REGISTRATION: Env.schema.enum.optional(['open', 'closed'] as const),
  // How many days the security events (sign-ins, password changes, ...) are kept.
  SECURITY_EVENTS_DAYS: (key: string, value?: string) => {
    if (value === undefined || value === '') return undefined
    const days = Number(value)
    if (!Number.isInteger(days) || days < 1) {
      throw new Error(`${key} must be a whole number of days, 1 or more, not "${value}"`)
    }
    return days
  },

  DB_CONNECTION: Env.schema.enum.optional(['sqlite', 'pg'] as const),
  SQLITE_PATH: Env.schema.string.optional(),
  DB_HOST: Env.schema.string.optional({ format: 'host' }),
  DB_PORT: Env.schema.number.optional(),
  DB_USER: Env.schema.string.optional(),
  DB_PASSWORD: Env.schema.string.optional(),
  DB_DATABASE: Env.schema.string.optional(),
  DB_TEST_DATABASE: Env.schema.string.optional(),
  BROWSER_TEST_PORT: Env.schema.number.optional(),

  REDIS_URL: Env.schema.string.optional(),

  SESSION_MAX_AGE: duration,
  REMEMBER_ME_MAX_AGE: duration,

  SMTP_HOST: Env.schema.string.optionalWhen(process.env.NODE_ENV !== 'production', {
    format: 'host',
  }),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_USER: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),
  SMTP_SECURE: Env.schema.boolean.optional(),
  MAIL_FROM: Env.schema.string.optional(),

  HIBP_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  BREACHED_PASSWORDS: Env.schema.enum.optional(['required', 'best-effort'] as const),
  TRUSTED_PROXIES: Env.schema.string.optional(),
  TWO_FACTOR: Env.schema.enum.optional(['optional', 'required-for-admins', 'required'] as const),

  CURRENCY: (name: string, value?: string) => {
    if (value === undefined || value === '') return undefined
    if (!isCurrency(value)) throw new Error(`${name} must be an ISO 4217 currency code, like EUR`)
    return value
  },
  SHOW_RATES_TO_USERS: Env.schema.boolean.optional(),

  API_RATE_LIMIT: Env.schema.number.optional(),
  WEBHOOKS_ALLOW_PRIVATE: Env.schema.boolean.optional(),
})
