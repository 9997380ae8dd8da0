import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A passkey (WebAuthn credential) a person signs in with, as Profile → Security lists it. */
export default class Passkey extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  /** The credential's id, base64url. */
  @column({ serializeAs: null })
  declare credentialId: string

  /** The COSE public key, base64url: never shown. */
  @column({ serializeAs: null })
  declare publicKey: string

  @column({ serializeAs: null, consume: (value: unknown) => Number(value ?? 0) })
  declare counter: number

  /** The JSON list of transports the browser reported, if any. */
  @column({ serializeAs: null })
  declare transports: string | null

  @column()
  declare name: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime()
  declare lastUsedAt: DateTime | null
}
