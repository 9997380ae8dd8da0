import vine from '@vinejs/vine'

export const loginValidator = vine.create({
  email: vine.string().trim().toLowerCase().maxLength(254),
  password: vine.string().maxLength(1000),
  remember: vine.boolean().optional(),
})
