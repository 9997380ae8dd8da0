import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { dateColumn, nullableNumber } from '#models/columns'
import type { BudgetPeriod } from '#shared/budgets'
import Client from '#models/client'
import Connection from '#models/connection'
import TimeLog from '#models/time_log'
import type { PlannedHoursLimit } from '#shared/planned_hours'

export default class Project extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare clientId: number

  @column()
  declare name: string

  @column({ consume: Boolean })
  declare billable: boolean

  @column({ consume: (value) => (value === null ? null : Number(value)) })
  declare plannedHours: number | null

  /** What the planned hours do once reached: refuse the log, or accept it and warn. */
  @column()
  declare plannedHoursLimit: PlannedHoursLimit

  /** When the administrators were told that a `warn` project reached its planned hours. */
  @column.dateTime()
  declare plannedHoursAlertedAt: DateTime | null

  /** The money budget in minor units, for the whole project or per month, or null: none. */
  @column({ consume: nullableNumber })
  declare budgetAmount: number | null

  @column()
  declare budgetPeriod: BudgetPeriod

  /** The seconds logged on the project by everyone, kept by the database (migration 0014). */
  @column({ consume: Number })
  declare loggedSeconds: number

  @column(dateColumn)
  declare startDate: string | null

  @column(dateColumn)
  declare endDate: string | null

  @column({ consume: Boolean })
  declare active: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  // Not named `client`: that name collides with Lucid's own typings and breaks preload().
  @belongsTo(() => Client)
  declare customer: BelongsTo<typeof Client>

  @hasMany(() => Connection)
  declare connections: HasMany<typeof Connection>

  @hasMany(() => TimeLog)
  declare timeLogs: HasMany<typeof TimeLog>
}
