import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import type { FieldContext } from '@vinejs/vine/types'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { calendarDate, idsOf, text } from '#validators/fields'

/** Validated with the id of the record being updated, or none when creating one. */
export type RecordMeta = { id?: number }

/** Leaves the record being updated out of a unique check. */
export function otherRows(query: DatabaseQueryBuilderContract, field: FieldContext) {
  const { id: recordId } = field.meta as RecordMeta
  if (recordId !== undefined) query.whereNot('id', recordId)
}

/**
 * A name of 1 to 255 characters that no other row of the table has (the record being updated
 * aside); `scope` narrows "other rows" further, for names unique within a parent.
 */
export function uniqueName(
  table: string,
  scope?: (query: DatabaseQueryBuilderContract, field: FieldContext) => void
) {
  return text()
    .trim()
    .minLength(1)
    .maxLength(255)
    .unique({
      table,
      column: 'name',
      filter: (query, _, field) => {
        scope?.(query, field)
        otherRows(query, field)
      },
    })
}

/** An emptied form field means "none". */
export const emptyToNull = (value: unknown) => (value === '' ? null : value)

/** Not before the date in the other field, when both are set. */
export const notBefore = vine.createRule(
  (value: unknown, options: { field: string }, field: FieldContext) => {
    const other = field.parent?.[options.field]
    if (typeof value === 'string' && typeof other === 'string' && value < other) {
      field.report('The {field} must be a date after or equal to {other}.', 'notBefore', field, {
        other: options.field,
      })
    }
  }
)

/**
 * Every id in the list names a row of the table; checked in one query. The list's rules run
 * before its items are checked, so a list with an item that is no id is left to that item's error.
 */
export const existingIds = vine.createRule(
  async (value: unknown, options: { table: string }, field: FieldContext) => {
    if (!Array.isArray(value) || !field.isValid) return
    const listed = idsOf(value)
    if (!listed) return
    const ids = [...new Set(listed)]
    if (ids.length === 0) return
    const [{ found }] = await db.from(options.table).whereIn('id', ids).count('* as found')
    if (Number(found) !== ids.length) {
      field.report('The selected {field} is invalid.', 'database.exists', field)
    }
  }
)

/**
 * An hourly rate in minor units, or null for none. Its upper bound is the currency's, checked
 * where the rate changes (app/services/rates.ts) with the amount written as money.
 */
export const hourlyRate = () =>
  vine.number({ strict: true }).withoutDecimals().min(0).parse(emptyToNull).nullable()

/** A record's billable rate as its form sends it, with the date it applies from (default today). */
export const billableRateFields = () => ({
  billable_rate: hourlyRate().optional(),
  billable_rate_from: calendarDate().optional(),
})

/** A person's cost rate as the form sends it, with the date it applies from (default today). */
export const costRateFields = () => ({
  cost_rate: hourlyRate().optional(),
  cost_rate_from: calendarDate().optional(),
})
