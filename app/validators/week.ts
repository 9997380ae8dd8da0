import vine from '@vinejs/vine'
import { calendarDate, isCalendarDate } from '#validators/fields'

/** The week page's query: any date of the week; a bad or missing one means this week. */
export const weekPageValidator = vine.create({
  date: vine
    .any()
    .parse((value) => (isCalendarDate(value) ? value : undefined))
    .optional(),
})

/** Submitting or withdrawing on the week page: any date of the week. */
export const weekSubmissionValidator = vine.create({ date: calendarDate() })

/** The API's week, named by any of its dates in the path. */
export const apiWeekValidator = vine.create({ params: vine.object({ date: calendarDate() }) })
