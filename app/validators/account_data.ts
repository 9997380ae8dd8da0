import vine from '@vinejs/vine'

/** Deleting one's own account: the password, and the e-mail address typed again. */
export const eraseOwnAccountValidator = vine.create({
  password: vine.string().maxLength(1000),
  email_confirmation: vine.string().trim().maxLength(1000),
})

/** An administrator's erasure or purge of someone's account: the administrator's own password. */
export const adminAccountRemovalValidator = vine.create({
  password: vine.string().maxLength(1000),
})
