import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { DbRememberMeTokensProvider } from '@adonisjs/auth/session'
import type { AccessToken } from '@adonisjs/auth/access_tokens'
import { BaseModel, beforeCreate, column, hasMany, manyToMany } from '@adonisjs/lucid/orm'
import type { HasMany, ManyToMany } from '@adonisjs/lucid/types/relations'
import type { Locale } from '#lib/locales'
import type { DateFormat, TimeFormat } from '#shared/date_formats'
import { rememberedDateTimeColumn } from '#models/columns'
import TimeLog from '#models/time_log'
import Connection from '#models/connection'
import Timer from '#models/timer'
import { AccessTokensProvider } from '#lib/access_tokens_provider'
import { defaultTimezone } from '#config/app'

const AuthFinder = withAuthFinder(() => hash.use('scrypt'), {
  uids: ['email'],
  passwordColumnName: 'password',
})

export type Role = 'user' | 'admin'

export default class User extends compose(BaseModel, AuthFinder) {
  static rememberMeTokens = DbRememberMeTokensProvider.forModel(User)

  /** Personal access tokens, the `api` guard's (config/auth.ts); shown as `hb_…` once. */
  static accessTokens = new AccessTokensProvider({
    tokenableModel: User,
    table: 'auth_access_tokens',
    prefix: 'hb_',
    expiresIn: undefined,
  })

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column({ prepare: (value: string) => value.toLowerCase() })
  declare email: string

  @column({ serializeAs: null })
  declare password: string

  @column()
  declare role: Role

  @column({ consume: Boolean })
  declare active: boolean

  @column.dateTime(rememberedDateTimeColumn)
  declare emailVerifiedAt: DateTime | null

  /** Made by an administrator without a password and not yet taken up: cannot sign in. */
  @column.dateTime(rememberedDateTimeColumn)
  declare invitedAt: DateTime | null

  @column()
  declare locale: Locale

  @column()
  declare timezone: string

  /** The chosen date format; null takes the language's (shared/date_formats.ts). */
  @column()
  declare dateFormat: DateFormat | null

  /** The chosen time format; null takes the language's. */
  @column()
  declare timeFormat: TimeFormat | null

  /** An account made without a time zone (an administrator's, user:create's) gets the default. */
  @beforeCreate()
  static assignDefaultTimezone(user: User) {
    user.timezone ??= defaultTimezone
  }

  @column({ consume: (value) => (value === null ? null : Number(value)) })
  declare availableHours: number | null

  /** Raised to sign out every session of the user; see SessionGuardService. */
  @column({ serializeAs: null })
  declare sessionVersion: number

  /** The TOTP secret, encrypted with APP_KEY (app/services/two_factor.ts); null when off. */
  @column({ serializeAs: null })
  declare twoFactorSecret: string | null

  /** When a code from the app confirmed the secret: two-factor sign-in is on from then. */
  @column.dateTime({ ...rememberedDateTimeColumn, serializeAs: null })
  declare twoFactorConfirmedAt: DateTime | null

  /** The time step of the last code accepted: a code of that step or before is refused. */
  @column({ serializeAs: null, consume: (value) => (value === null ? null : Number(value)) })
  declare twoFactorLastStep: number | null

  /** Kept by the database on every write to time_logs (migration 0013); never set it here. */
  @column({ serializeAs: null })
  declare timeLogCount: number

  @column.dateTime({ ...rememberedDateTimeColumn, autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ ...rememberedDateTimeColumn, autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @hasMany(() => TimeLog)
  declare timeLogs: HasMany<typeof TimeLog>

  @hasMany(() => Timer)
  declare timers: HasMany<typeof Timer>

  @manyToMany(() => Connection, { pivotTable: 'connection_user' })
  declare connections: ManyToMany<typeof Connection>

  /** The token a bearer request was signed in with (the `api` guard sets it). */
  declare currentAccessToken?: AccessToken

  get hasTwoFactor() {
    return this.twoFactorConfirmedAt !== null && this.twoFactorSecret !== null
  }

  get isAdmin() {
    return this.role === 'admin'
  }
}
