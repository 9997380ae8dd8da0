import { BaseMail } from '@adonisjs/mail'
import i18nManager from '@adonisjs/i18n/services/main'
import type User from '#models/user'
import { appName } from '#config/app'

/**
 * A mail that asks the user to follow one link, in the user's language, as HTML and as plain
 * text. `key` names its texts under `emails.<key>` in the catalogues.
 */
export default abstract class ActionMail extends BaseMail {
  protected abstract key: string

  constructor(
    protected user: User,
    protected actionUrl: string
  ) {
    super()
  }

  prepare() {
    const i18n = i18nManager.locale(this.user.locale)
    const t = (key: string) => i18n.t(`emails.${this.key}.${key}`, { appName, minutes: 60 })
    const texts = {
      locale: i18n.locale,
      appName,
      subject: t('subject'),
      greeting: i18n.t('emails.greeting', { name: this.user.name }),
      introLines: [t('intro')],
      actionText: t('action'),
      actionUrl: this.actionUrl,
      outroLines: [t('expiry'), t('ignore')],
      salutation: i18n.t('emails.salutation', { appName }),
      fallback: i18n.t('emails.fallback'),
    }

    this.message
      .to(this.user.email, this.user.name)
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
