import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import type { AuditAction, AuditReason, AuditedLog } from '#shared/week_status'

const json = {
  prepare: (value: AuditedLog | null) => (value === null ? null : JSON.stringify(value)),
  consume: (value: unknown) =>
    typeof value === 'string' ? (JSON.parse(value) as AuditedLog) : (value as AuditedLog | null),
}

/** An administrator's change to a log in a closed period, with the log before and after. */
export default class TimeLogAudit extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare timeLogId: number

  /** The log's owner. */
  @column()
  declare userId: number

  /** The administrator who changed it; null once their account is deleted. */
  @column()
  declare actorId: number | null

  @column()
  declare action: AuditAction

  /** Why the change was recorded: the closed state of the log's day, the strictest of them. */
  @column()
  declare reason: AuditReason

  @column(json)
  declare before: AuditedLog | null

  @column(json)
  declare after: AuditedLog | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'actorId' })
  declare actor: BelongsTo<typeof User>
}
