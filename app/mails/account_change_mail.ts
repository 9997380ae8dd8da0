import type { I18n } from '@adonisjs/i18n'
import type User from '#models/user'
import ActionMail from '#mails/action_mail'
import { appUrl } from '#config/app'

/** A change to an account's credentials or rights that its owner is told of. */
export type AccountChange =
  | { kind: 'password_changed' }
  | { kind: 'email_changed'; from: string; to: string }
  | { kind: 'role_changed'; role: 'user' | 'admin' }
  | { kind: 'token_created'; name: string }
  | { kind: 'two_factor_reset' }

/**
 * Tells the owner of an account that its password, e-mail address, role or access tokens
 * changed, so that a change they did not make does not go unnoticed. `address` is where it goes:
 * the account's address, or the former one after the address changed.
 */
export default class AccountChangeMail extends ActionMail {
  protected key: string

  constructor(
    user: User,
    protected change: AccountChange,
    protected address = user.email
  ) {
    // Spelt out rather than built from the route, as the other mails sent outside a request.
    super(user, `${appUrl}/profile`)
    this.key = `account_changed.${change.kind}`
  }

  protected recipient() {
    return this.address
  }

  protected values(i18n: I18n): Record<string, string> {
    const { change } = this
    if (change.kind === 'email_changed') return { from: change.from, to: change.to }
    if (change.kind === 'token_created') return { name: change.name }
    if (change.kind === 'role_changed')
      return { role: i18n.t(`admin_panel.panel.role.${change.role}`) }
    return {}
  }

  protected outroLines(t: (key: string) => string) {
    return [t('not_you')]
  }
}
