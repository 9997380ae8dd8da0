import type { I18n } from '@adonisjs/i18n'
import ActionMail from '#mails/action_mail'

/** How long an invitation link lasts. */
export const invitationDays = 7

/**
 * The invitation to set a password for an account an administrator made. The address is not
 * verified yet, so (as every ActionMail) it carries no name: not in the greeting, not in To.
 */
export default class InvitationMail extends ActionMail {
  protected key = 'invitation'

  protected values(_i18n: I18n) {
    return { days: invitationDays }
  }
}
