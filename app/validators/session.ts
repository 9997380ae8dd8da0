import vine from '@vinejs/vine'
import { text } from '#validators/fields'

export const loginValidator = vine.create({
  email: text().trim().toLowerCase().maxLength(254),
  password: vine.string().maxLength(1000),
  remember: vine.boolean().optional(),
})
