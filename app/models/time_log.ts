import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { dateColumn, nullableNumber, timeColumn } from '#models/columns'
import User from '#models/user'
import Project from '#models/project'
import Task from '#models/task'

/** A time log's own fields as the rules check them and the log stores them: times as HH:MM:SS. */
export type TimeLogInput = {
  projectId: number
  taskId: number
  date: string
  startTime: string
  stopTime: string
  comments: string | null
}

export default class TimeLog extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare projectId: number

  @column()
  declare taskId: number

  /** ISO date, YYYY-MM-DD. */
  @column(dateColumn)
  declare date: string

  /** HH:MM:SS, 24-hour. */
  @column(timeColumn)
  declare startTime: string

  @column(timeColumn)
  declare stopTime: string

  @column()
  declare comments: string | null

  /** The billable rate the log was priced at (minor units an hour), or null: not billable. */
  @column({ consume: nullableNumber })
  declare billableRate: number | null

  /** Hours × the billable rate, in minor units (migration 0036). */
  @column({ consume: nullableNumber })
  declare billableAmount: number | null

  /** The person's cost rate on the log's date, and what the log cost. */
  @column({ consume: nullableNumber })
  declare costRate: number | null

  @column({ consume: nullableNumber })
  declare costAmount: number | null

  /** The billing batch that billed the log: it is read-only while the batch stands. */
  @column()
  declare billingBatchId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @belongsTo(() => Project)
  declare project: BelongsTo<typeof Project>

  @belongsTo(() => Task)
  declare task: BelongsTo<typeof Task>
}
