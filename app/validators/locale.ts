import vine from '@vinejs/vine'
import { locales } from '#lib/locales'

export const updateLocaleValidator = vine.create({
  locale: vine.enum(Object.keys(locales) as (keyof typeof locales)[]),
})
