import type { I18n } from '@adonisjs/i18n'
import type User from '#models/user'
import ActionMail from '#mails/action_mail'
import { messageDate } from '#services/periods'
import { appUrl } from '#config/app'
import { formatsOf } from '#shared/date_formats'

/** A mail about one of the user's weeks, naming its first and last day and linking to it. */
export default abstract class WeekMail extends ActionMail {
  constructor(
    user: User,
    protected week: { startsOn: string; endsOn: string }
  ) {
    // Spelt out rather than built from the route: `node ace reminders:send` loads no routes.
    super(user, `${appUrl}/week?date=${week.startsOn}`)
  }

  protected values(i18n: I18n) {
    return {
      // In the person's own date format.
      start: messageDate(this.week.startsOn, i18n.locale, formatsOf(this.user)),
      end: messageDate(this.week.endsOn, i18n.locale, formatsOf(this.user)),
    }
  }

  protected outroLines() {
    return []
  }
}
