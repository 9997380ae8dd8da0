import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { dateColumn } from '#models/columns'
import type { RateKind, RateSubject } from '#shared/rates'
import User from '#models/user'

/**
 * One step of a rate's history (migration 0036): the subject's rate of this kind from
 * `validFrom` on, in minor units per hour, until its next step; null unsets it.
 */
export default class RateChange extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare subject: RateSubject

  @column()
  declare subjectId: number

  @column()
  declare kind: RateKind

  @column({ consume: (value) => (value === null ? null : Number(value)) })
  declare rate: number | null

  @column(dateColumn)
  declare validFrom: string

  @column()
  declare createdBy: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  /** The administrator who set the step, while their account exists. */
  @belongsTo(() => User, { foreignKey: 'createdBy' })
  declare creator: BelongsTo<typeof User>
}
