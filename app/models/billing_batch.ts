import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { dateColumn } from '#models/columns'
import Client from '#models/client'
import Project from '#models/project'
import User from '#models/user'
import type { StatementGrouping } from '#shared/billing'

/** What a statement covers: a client's logs, or one project's, in an inclusive date range. */
export type StatementQuery = {
  clientId: number
  projectId: number | null
  dateFrom: string
  dateTo: string
  grouping: StatementGrouping
  /** Hundredths of a percent (2100 = 21%), or null for a statement without tax. */
  taxRate: number | null
}

type Named = { id: number; name: string }

/**
 * One line of a statement: the logs of a task, a person or a single log at one rate (logs of one
 * task at two rates make two lines). Money in minor units.
 */
export type StatementLine = {
  task: Named | null
  user: Named | null
  log: { id: number; date: string; startTime: string; comments: string | null } | null
  seconds: number
  rate: number
  amount: number
  logCount: number
}

/** A project's lines and their subtotal. */
export type StatementGroup = {
  project: Named
  lines: StatementLine[]
  seconds: number
  logCount: number
  subtotal: number
}

export type Statement = {
  client: Named
  project: Named | null
  dateFrom: string
  dateTo: string
  grouping: StatementGrouping
  currency: string
  groups: StatementGroup[]
  logCount: number
  seconds: number
  subtotal: number
  taxRate: number | null
  tax: number
  total: number
}

/**
 * A statement marked as billed (app/services/billing.ts): its logs are read-only until it is
 * undone, after which it stays on record, marked undone, with no logs.
 */
export default class BillingBatch extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  /** The statement's number, e.g. 2026-0007: the year it was issued and its sequence in it. */
  @column()
  declare number: string

  @column(dateColumn)
  declare issuedOn: string

  @column()
  declare clientId: number

  @column()
  declare projectId: number | null

  @column(dateColumn)
  declare dateFrom: string

  @column(dateColumn)
  declare dateTo: string

  @column()
  declare grouping: string

  @column({ consume: Number })
  declare logCount: number

  @column({ consume: Number })
  declare seconds: number

  @column({ consume: Number })
  declare subtotal: number

  /** The tax rate in hundredths of a percent (2100 = 21%), or null for none. */
  @column()
  declare taxRate: number | null

  @column({ consume: Number })
  declare tax: number

  @column({ consume: Number })
  declare total: number

  @column()
  declare currency: string

  @column()
  declare createdBy: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  /** When the batch was undone, freeing its logs; it stays on record with its number. */
  @column.dateTime()
  declare undoneAt: DateTime | null

  @column()
  declare undoneBy: number | null

  // Not named `client`: that name collides with Lucid's own typings (as on Project).
  @belongsTo(() => Client)
  declare customer: BelongsTo<typeof Client>

  @belongsTo(() => Project)
  declare project: BelongsTo<typeof Project>

  @belongsTo(() => User, { foreignKey: 'createdBy' })
  declare creator: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'undoneBy' })
  declare undoer: BelongsTo<typeof User>
}
