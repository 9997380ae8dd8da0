import vine from '@vinejs/vine'
import { calendarDate } from '#validators/fields'

/** The lock date, or null to clear it; whether it may be that date is the service's rule. */
export const lockDateValidator = vine.create({
  lock_date: calendarDate().nullable(),
})
