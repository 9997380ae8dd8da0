import { DateTime } from 'luxon'
import encryption from '@adonisjs/core/services/encryption'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { WebhookEvent } from '#shared/webhook_events'

/** The subscribed events, a JSON list in a text column on both databases. */
export function parseEvents(value: unknown): WebhookEvent[] {
  return typeof value === 'string' ? JSON.parse(value) : (value as WebhookEvent[])
}

const purpose = 'webhook-secret'

/**
 * A URL an administrator registered for webhooks. Its secret signs the deliveries, so it must
 * come back as it was: stored encrypted with APP_KEY rather than hashed, so a copy of the
 * database alone cannot sign (README "Webhooks").
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

  @column({
    prepare: (secret: string) => encryption.encrypt(secret, { purpose }),
    consume: (stored: string) => encryption.decrypt<string>(stored, purpose),
    serializeAs: null,
  })
  /** Null when APP_KEY changed since it was made: its deliveries fail until it is rotated. */
  declare secret: string | null

  @column({ consume: Boolean })
  declare active: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
