import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import Project from '#models/project'
import Task from '#models/task'
import type { TimeLogInput } from '#models/time_log'

/** What a started timer will log, and whether it may replace a running one instead of refusing. */
export type TimerStart = {
  projectId: number
  taskId: number
  comments: string | null
  replace?: boolean
}

/** The one log a stop makes instead of the run until now: a corrected date, start and stop. */
export type CorrectedRun = Pick<TimeLogInput, 'date' | 'startTime' | 'stopTime'>

/** What the running timer is changed to: its booking, and a corrected start when one was given. */
export type TimerChange = {
  projectId: number
  taskId: number
  comments: string | null
  /** The corrected start as a calendar date and a time (HH:MM:SS) of the user's time zone. */
  start?: { date: string; time: string }
}

/** A user's running timer; at most one per user. */
export default class Timer extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare projectId: number

  @column()
  declare taskId: number

  @column()
  declare comments: string | null

  @column.dateTime()
  declare startedAt: DateTime

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
