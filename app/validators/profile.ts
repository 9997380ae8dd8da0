import vine from '@vinejs/vine'
import { locales } from '#services/locales'

export const updateProfileValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(255),
  locale: vine.enum(Object.keys(locales) as (keyof typeof locales)[]),
})
