import vine from '@vinejs/vine'
import { locales } from '#services/locales'

export const updateLocaleValidator = vine.create({
  locale: vine.enum(Object.keys(locales) as (keyof typeof locales)[]),
})
