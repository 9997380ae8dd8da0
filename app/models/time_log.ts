import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { dateColumn, timeColumn } from '#models/columns'
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
