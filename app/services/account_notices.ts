import mail from '@adonisjs/mail/services/main'
import type User from '#models/user'
import AccountChangeMail, { type AccountChange } from '#mails/account_change_mail'
import { runInBackground } from '#lib/background_tasks'

/**
 * Mails the owner of an account about a change to its password, e-mail address, role or access
 * tokens, once the change is stored; a change of address is told to the former address and to
 * the new one. Sent after the answer: a mail server that is slow or down holds up no request.
 */
export function tellOwner(user: User, change: AccountChange) {
  const addresses = change.kind === 'email_changed' ? [change.from, change.to] : [user.email]
  for (const address of addresses) {
    runInBackground('An account change could not be mailed to its owner', () =>
      mail.send(new AccountChangeMail(user, change, address))
    )
  }
}
