import vine from '@vinejs/vine'

/** A code from the authenticator app: 6 digits, a space in the middle allowed. */
const code = () =>
  vine
    .string()
    .trim()
    .maxLength(20)
    .regex(/^\d{3} ?\d{3}$/)
    .transform((value) => value.replace(' ', ''))

/** The code that confirms turning two-factor sign-in on. */
export const confirmTwoFactorValidator = vine.create({ code: code() })

/** The answer to the sign-in's challenge: a code from the app, or else a recovery code. */
export const twoFactorChallengeValidator = vine.create({
  code: code().optional().requiredIfMissing('recovery_code'),
  recovery_code: vine
    .string()
    .trim()
    .maxLength(20)
    .regex(/^[a-z0-9]{5}[ -]?[a-z0-9]{5}$/i)
    .optional(),
})

/** The password an administrator confirms a reset of someone's two-factor sign-in with. */
export const resetTwoFactorValidator = vine.create({
  password: vine.string().maxLength(1000),
})
