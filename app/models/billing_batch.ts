import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { dateColumn } from '#models/columns'
import Client from '#models/client'
import Project from '#models/project'

/** A statement marked as billed (app/services/billing.ts): its logs are read-only until undone. */
export default class BillingBatch extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  /** The statement's number, e.g. 2026-0007: the year it was issued and its sequence in it. */
  @column()
  declare number: string

  @column(dateColumn)
  declare issuedOn: string

  @column()
  declare clientId: number

  @column()
  declare projectId: number | null

  @column(dateColumn)
  declare dateFrom: string

  @column(dateColumn)
  declare dateTo: string

  @column()
  declare grouping: string

  @column({ consume: Number })
  declare logCount: number

  @column({ consume: Number })
  declare seconds: number

  @column({ consume: Number })
  declare subtotal: number

  /** The tax rate in hundredths of a percent (2100 = 21%), or null for none. */
  @column()
  declare taxRate: number | null

  @column({ consume: Number })
  declare tax: number

  @column({ consume: Number })
  declare total: number

  @column()
  declare currency: string

  @column()
  declare createdBy: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  // Not named `client`: that name collides with Lucid's own typings (as on Project).
  @belongsTo(() => Client)
  declare customer: BelongsTo<typeof Client>

  @belongsTo(() => Project)
  declare project: BelongsTo<typeof Project>
}
