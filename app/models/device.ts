import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A signed-in browser session of a person, as Profile → Security lists it. */
export default class Device extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  /** The random key the session holds: never shown. */
  @column({ serializeAs: null })
  declare key: string

  /** The session's id in its store: never shown. */
  @column({ serializeAs: null })
  declare sessionId: string

  @column({ serializeAs: null })
  declare rememberMeTokenId: number | null

  @column()
  declare userAgent: string | null

  @column()
  declare ip: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime()
  declare lastSeenAt: DateTime
}
