import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { maxId } from '#lib/row_ids'
import { knownTimezone } from '#lib/timezones'
import { isCalendarDate as isCalendarDay } from '#shared/calendar_dates'

/** The largest id an integer column holds (app/lib/row_ids.ts), for the validators' users. */
export { maxId }

/** Numbers written out in decimal, as query strings and forms send them. */
const decimalNumber = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i

/** Decimal text becomes its number; anything else is left for the strict number check to refuse. */
function decimalTextToNumber(value: unknown) {
  return typeof value === 'string' && decimalNumber.test(value) ? Number(value) : value
}

function isId(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= maxId
}

/**
 * A row id: a positive whole number that fits the database's integer column. Strict, because
 * Number() would also make an id of true, [7], " 7 " or "0x7".
 */
export const id = () =>
  vine.number({ strict: true }).parse(decimalTextToNumber).positive().withoutDecimals().max(maxId)

/** The ids of a list as id() reads them, or null when one of them is not an id. */
export function idsOf(values: unknown[]) {
  const ids = values.map(decimalTextToNumber)
  return ids.every(isId) ? ids : null
}

/**
 * The id in another field of the same object, or 0 (no row) while that field is not an id:
 * rules of one field see the other fields as they were sent.
 */
export function siblingId(field: FieldContext, name: string) {
  const value = decimalTextToNumber(field.parent?.[name])
  return isId(value) ? value : 0
}

/** PostgreSQL refuses NUL in text, and a lone surrogate half is no character at all. */
const storableText = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  if (value.includes('\u0000')) {
    field.report('The {field} field must not contain a NUL character.', 'noNulCharacter', field)
  } else if (!value.isWellFormed()) {
    field.report('The {field} field contains an invalid character.', 'wellFormedText', field)
  }
})

/** A text field: every string the app stores, searches or compares with stored text. */
export const text = () => vine.string().use(storableText())

/**
 * A calendar date as YYYY-MM-DD that both databases store, with a week on either side of it:
 * PostgreSQL refuses the year 0, and a week past 9999 is written with a sign.
 */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !isCalendarDay(value)) return false
  const year = Number(value.slice(0, 4))
  return year >= 1000 && year <= 9998
}

const calendarDateRule = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value === 'string' && !isCalendarDate(value)) {
    field.report('The {field} field must be a valid date.', 'validDate', field)
  }
})

const knownTimezoneRule = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  const timezone = knownTimezone(value)
  if (timezone) field.mutate(timezone, field)
  else
    field.report(
      'The {field} field must be a time zone such as Europe/Amsterdam.',
      'knownTimezone',
      field
    )
})

/** An IANA time zone this server knows, stored as Intl names it. */
export const timezone = () => text().trim().maxLength(64).use(knownTimezoneRule())

/** A calendar date as YYYY-MM-DD (isCalendarDate). */
export const calendarDate = () => text().trim().use(calendarDateRule())
