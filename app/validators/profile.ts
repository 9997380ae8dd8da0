import vine from '@vinejs/vine'
import { locales } from '#lib/locales'
import { text, timezone } from '#validators/fields'
import { dateFormats, timeFormats } from '#shared/date_formats'

export const updateProfileValidator = vine.create({
  name: text().trim().minLength(1).maxLength(255),
  locale: vine.enum(Object.keys(locales) as (keyof typeof locales)[]),
  // Left out, the time zone stays as it is.
  timezone: timezone().optional(),
  // Null (or left out) takes the formats the language suggests.
  date_format: vine.enum(dateFormats).nullable().optional(),
  time_format: vine.enum(timeFormats).nullable().optional(),
})
