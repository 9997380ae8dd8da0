import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { checkBreachedPassword } from '#lib/breached_passwords'
import { text } from '#validators/fields'
import { maxPasswordLength, minPasswordLength } from '#shared/password_rules'
import { dateFormats, timeFormats } from '#shared/date_formats'

/** The password may not be the account's e-mail address: the `email` field, or the meta one. */
const notTheEmail = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  const address = field.parent?.email ?? field.meta.email
  if (
    typeof value === 'string' &&
    typeof address === 'string' &&
    value.toLowerCase() === address.toLowerCase()
  ) {
    field.report('The {field} may not be your email address.', 'notEmail', field)
  }
})

const notBreached = vine.createRule(async (value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  const verdict = await checkBreachedPassword(value)
  if (verdict === 'breached') {
    field.report(
      'The given {field} has appeared in a data leak. Please choose a different {field}.',
      'uncompromised',
      field
    )
  } else if (verdict === 'unchecked') {
    field.report(
      'The {field} could not be checked against known data leaks just now. Please try again later.',
      'breachCheckUnavailable',
      field
    )
  }
})

/**
 * A new password: at least 8 characters, confirmed by `password_confirmation`, not the
 * e-mail address, and not known to be breached (see checkBreachedPassword).
 */
export function newPassword() {
  return vine
    .string()
    .minLength(minPasswordLength)
    .maxLength(maxPasswordLength)
    .confirmed({ confirmationField: 'password_confirmation' })
    .use(notTheEmail())
    .use(notBreached())
}

const email = text().trim().toLowerCase().email().maxLength(254)

export const registrationValidator = vine.create({
  name: text().trim().minLength(1).maxLength(255),
  email: email.clone().unique({ table: 'users', column: 'email' }),
  password: newPassword(),
  timezone: text().trim().maxLength(64).optional(),
  // The formats the browser's language and region suggest; left out, the language's.
  date_format: vine.enum(dateFormats).optional(),
  time_format: vine.enum(timeFormats).optional(),
})

export const forgotPasswordValidator = vine.create({ email })

export const resetPasswordValidator = vine.create({
  token: text().trim().maxLength(200),
  email,
  password: newPassword(),
})

/** An invited person's first password; the meta e-mail is the invited address, when known. */
export const acceptInvitationValidator = vine.withMetaData<{ email?: string }>().create({
  token: text().trim().maxLength(200),
  password: newPassword(),
})

export const confirmPasswordValidator = vine.create({
  password: vine.string().maxLength(1000),
})

/** Validated with the signed-in user's e-mail as meta, since the form does not send it. */
export const updatePasswordValidator = vine.withMetaData<{ email: string }>().create({
  current_password: vine.string().maxLength(1000),
  password: newPassword(),
})
