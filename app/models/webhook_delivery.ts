import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import WebhookEndpoint from '#models/webhook_endpoint'
import type { WebhookDeliveryStatus, WebhookEvent } from '#shared/webhook_events'

/** One event for one endpoint, and how sending it went (app/services/webhooks/worker.ts). */
export default class WebhookDelivery extends BaseModel {
  static selfAssignPrimaryKey = true

  /** A UUID: the payload's `id` and the Hourbook-Delivery header. */
  @column({ isPrimary: true })
  declare id: string

  @column()
  declare endpointId: number

  @column()
  declare event: WebhookEvent

  /** The JSON body exactly as sent and signed. */
  @column()
  declare payload: string

  @column()
  declare status: WebhookDeliveryStatus

  @column()
  declare attempts: number

  @column.dateTime()
  declare nextAttemptAt: DateTime | null

  @column()
  declare lastStatusCode: number | null

  @column()
  declare lastError: string | null

  @column.dateTime()
  declare deliveredAt: DateTime | null

  @column.dateTime()
  declare createdAt: DateTime

  @belongsTo(() => WebhookEndpoint, { foreignKey: 'endpointId' })
  declare endpoint: BelongsTo<typeof WebhookEndpoint>
}
