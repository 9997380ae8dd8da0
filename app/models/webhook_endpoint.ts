import { DateTime } from 'luxon'
import encryption from '@adonisjs/core/services/encryption'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { WebhookEvent } from '#shared/webhook_events'

/** The subscribed events, a JSON list in a text column on both databases. */
export function parseEvents(value: unknown): WebhookEvent[] {
  return typeof value === 'string' ? JSON.parse(value) : (value as WebhookEvent[])
}

const purpose = 'webhook-secret'

/** A secret column: encrypted with APP_KEY, and read back as null when APP_KEY changed since. */
const secretColumn = {
  prepare: (secret: string | null) =>
    secret === null ? null : encryption.encrypt(secret, { purpose }),
  consume: (stored: string | null) =>
    stored === null ? null : encryption.decrypt<string>(stored, purpose),
  serializeAs: null,
}

/**
 * A URL an administrator registered for webhooks. Its secret signs the deliveries, so it must
 * come back as it was: stored encrypted with APP_KEY rather than hashed, so a copy of the
 * database alone cannot sign (docs/api.md "Secrets and signatures").
 */
export default class WebhookEndpoint extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare url: string

  @column()
  declare description: string | null

  @column({ prepare: (events: WebhookEvent[]) => JSON.stringify(events), consume: parseEvents })
  declare events: WebhookEvent[]

  /** Null when APP_KEY changed since it was made: its deliveries fail until it is rotated. */
  @column(secretColumn)
  declare secret: string | null

  /** The secret the last rotation replaced: it signs deliveries too until it expires. */
  @column(secretColumn)
  declare previousSecret: string | null

  @column.dateTime()
  declare previousSecretExpiresAt: DateTime | null

  /**
   * The secret this instance has just been given, for the answer to the create or rotation
   * that made it, the only one that shows it (app/services/webhooks/secrets.ts).
   */
  issuedSecret: string | null = null

  @column({ consume: Boolean })
  declare active: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
