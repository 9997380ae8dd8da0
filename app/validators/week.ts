import vine from '@vinejs/vine'
import { DateTime } from 'luxon'
import type { FieldContext } from '@vinejs/vine/types'
import { text } from '#validators/fields'

const datePattern = /^\d{4}-\d{2}-\d{2}$/

function isCalendarDate(value: unknown): value is string {
  return typeof value === 'string' && datePattern.test(value) && DateTime.fromISO(value).isValid
}

/** A calendar date, YYYY-MM-DD. */
const calendarDate = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value === 'string' && !isCalendarDate(value)) {
    field.report('The {field} field must be a valid date.', 'validDate', field)
  }
})

const weekDate = () => text().trim().use(calendarDate())

/** The week page's query: any date of the week; a bad or missing one means this week. */
export const weekPageValidator = vine.create({
  date: vine
    .any()
    .parse((value) => (isCalendarDate(value) ? value : undefined))
    .optional(),
})

/** Submitting or withdrawing on the week page: any date of the week. */
export const weekSubmissionValidator = vine.create({ date: weekDate() })

/** The API's week, named by any of its dates in the path. */
export const apiWeekValidator = vine.create({ params: vine.object({ date: weekDate() }) })
