import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A company-wide setting an administrator changes, by key. */
export default class Setting extends BaseModel {
  @column({ isPrimary: true })
  declare key: string

  @column()
  declare value: string | null

  @column()
  declare updatedBy: number | null

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
