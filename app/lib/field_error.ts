import { errors } from '@vinejs/vine'

/**
 * A refusal of one field's value, answered like any validation error: 422 with the field's
 * message in JSON, or back to the form with the message under the field.
 */
export function fieldError(field: string, message: string, rule: string) {
  return new errors.E_VALIDATION_ERROR([{ field, message, rule }])
}
