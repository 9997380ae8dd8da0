import type { I18n } from '@adonisjs/i18n'
import type { MessagesProviderContact } from '@vinejs/vine/types'
import { withDisplayDates } from '#shared/display_date'

/**
 * The validation messages in the request's language, the dates they name shown as the date
 * pickers show them (not ISO).
 */
export function validationMessages(i18n: I18n): MessagesProviderContact {
  const messages = i18n.createMessagesProvider('validation')
  return {
    getMessage: (message, rule, field, args) =>
      messages.getMessage(message, rule, field, args && withDisplayDates(args, i18n.locale)),
  }
}

/**
 * The validation messages, naming the fields by a page's own catalogue (`<catalogue>.fields.*`)
 * rather than validation.json, which every page downloads.
 */
export function validationMessagesNaming(i18n: I18n, catalogue: string): MessagesProviderContact {
  const messages = validationMessages(i18n)
  return {
    getMessage: (message, rule, field, args) => {
      const key = `${catalogue}.fields.${field.name}`
      const name = i18n.hasMessage(key) ? i18n.t(key) : field.name
      return messages.getMessage(message, rule, { ...field, name }, args)
    },
  }
}
