import { BaseMail } from '@adonisjs/mail'
import i18nManager from '@adonisjs/i18n/services/main'
import type { I18n } from '@adonisjs/i18n'
import type User from '#models/user'
import { appName } from '#config/app'

/**
 * A mail that asks the user to follow one link, in the user's language, as HTML and as plain
 * text. `key` names its texts under `emails.<key>` in the catalogues. Until the address is
 * verified, anyone may have registered it under any name: the mail then carries no name, so a
 * stranger cannot put words of their own into it.
 */
export default abstract class ActionMail extends BaseMail {
  protected abstract key: string

  constructor(
    protected user: User,
    protected actionUrl: string
  ) {
    super()
  }

  /** The values the mail's texts name besides the app's name. */
  protected values(_i18n: I18n): Record<string, string | number> {
    return { minutes: 60 }
  }

  protected introLines(t: (key: string) => string) {
    return [t('intro')]
  }

  protected outroLines(t: (key: string) => string) {
    return [t('expiry'), t('ignore')]
  }

  /** The address the mail goes to. */
  protected recipient() {
    return this.user.email
  }

  prepare() {
    const i18n = i18nManager.locale(this.user.locale)
    const name = this.user.emailVerifiedAt ? this.user.name : undefined
    const values = { appName, ...this.values(i18n) }
    const t = (key: string) => i18n.t(`emails.${this.key}.${key}`, values)
    const texts = {
      locale: i18n.locale,
      appName,
      subject: t('subject'),
      greeting: name ? i18n.t('emails.greeting', { name }) : i18n.t('emails.greeting_nameless'),
      introLines: this.introLines(t),
      actionText: t('action'),
      actionUrl: this.actionUrl,
      outroLines: this.outroLines(t),
      salutation: i18n.t('emails.salutation', { appName }),
      fallback: i18n.t('emails.fallback'),
    }

    this.message
      .to(this.recipient(), name)
      .subject(texts.subject)
      .htmlView('emails/action', texts)
      .text(
        [
          texts.greeting,
          ...texts.introLines,
          `${texts.actionText}: ${texts.actionUrl}`,
          ...texts.outroLines,
          texts.salutation,
        ].join('\n\n')
      )
  }
}
