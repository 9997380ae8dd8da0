import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { dateColumn } from '#models/columns'
import User from '#models/user'
import type { SubmissionStatus } from '#shared/week_status'

/** A person's week handed in for approval; a week without one is open. */
export default class WeekSubmission extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  /** The week's first and last day, YYYY-MM-DD, seven days apart. */
  @column(dateColumn)
  declare startsOn: string

  @column(dateColumn)
  declare endsOn: string

  @column()
  declare status: SubmissionStatus

  /** The administrator's comment with the decision: required to reject. */
  @column()
  declare comment: string | null

  @column.dateTime()
  declare submittedAt: DateTime

  @column.dateTime()
  declare decidedAt: DateTime | null

  @column()
  declare decidedBy: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'decidedBy' })
  declare decider: BelongsTo<typeof User>
}
