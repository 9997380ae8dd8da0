import type { TranslationParams } from '~/lib/i18n'
import { maxPasswordLength, minPasswordLength } from '~shared/password_rules'

/** What is wrong with a value: a message key of validation.json with its parameters. */
interface Problem {
  key: string
  params?: TranslationParams
}

/** Checks one field, given the whole form; answers undefined when the value passes. */
export type FieldRule = (value: string, data: Record<string, unknown>) => Problem | undefined

/*
 * The client's mirror of the server's simplest field rules, with the same
 * messages. Only `required` judges an empty value; the others let it pass.
 */

export const required: FieldRule = (value) =>
  value.trim() === '' ? { key: 'validation.messages.required' } : undefined

// Loose on purpose: the server decides, the client only catches the obvious slips.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const email: FieldRule = (value) =>
  value !== '' && !emailShape.test(value.trim()) ? { key: 'validation.messages.email' } : undefined

const minLength =
  (min: number): FieldRule =>
  (value) =>
    value !== '' && value.length < min
      ? { key: 'validation.messages.minLength', params: { min } }
      : undefined

export const maxLength =
  (max: number): FieldRule =>
  (value) =>
    value.length > max ? { key: 'validation.messages.maxLength', params: { max } } : undefined

/** The value repeats another field, as password_confirmation repeats password. */
export const sameAs =
  (other: string): FieldRule =>
  (value, data) =>
    value !== '' && value !== data[other] ? { key: 'validation.messages.confirmed' } : undefined

/** A new password's length as the server accepts it. */
export const newPassword = [required, minLength(minPasswordLength), maxLength(maxPasswordLength)]
