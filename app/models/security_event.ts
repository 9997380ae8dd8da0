import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import type { SecurityEventKind } from '#shared/security_events'

/** Something that happened to an account's security: a sign-in, a new password, a token... */
export default class SecurityEvent extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  /** Whose account; null for a failed sign-in with an address no account has. */
  @column()
  declare userId: number | null

  /** The administrator who made the change, when not the person themself. */
  @column()
  declare actorId: number | null

  @column()
  declare kind: SecurityEventKind

  /** The address tried, lower-cased, when no account has it. */
  @column()
  declare email: string | null

  @column()
  declare ip: string | null

  @column()
  declare userAgent: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'actorId' })
  declare actor: BelongsTo<typeof User>
}
