import vine from '@vinejs/vine'
import { locales } from '#lib/locales'
import { text, timezone } from '#validators/fields'

export const updateProfileValidator = vine.create({
  name: text().trim().minLength(1).maxLength(255),
  locale: vine.enum(Object.keys(locales) as (keyof typeof locales)[]),
  // Left out, the time zone stays as it is.
  timezone: timezone().optional(),
})
