import { DateTime } from 'luxon'
import type { I18n } from '@adonisjs/i18n'
import type User from '#models/user'
import ActionMail from '#mails/action_mail'
import { appUrl } from '#config/app'

/** 'd MMMM' ('5 March', '5 maart'), with the year when it is not the current year. */
function displayDate(iso: string, locale: string) {
  const date = DateTime.fromISO(iso).setLocale(locale)
  return date.toFormat(date.year === DateTime.now().year ? 'd MMMM' : 'd MMMM yyyy')
}

/** A mail about one of the user's weeks, naming its first and last day and linking to it. */
export default abstract class WeekMail extends ActionMail {
  constructor(
    user: User,
    protected week: { startsOn: string; endsOn: string }
  ) {
    super(user, `${appUrl}/week?date=${week.startsOn}`)
  }

  protected values(i18n: I18n) {
    return {
      start: displayDate(this.week.startsOn, i18n.locale),
      end: displayDate(this.week.endsOn, i18n.locale),
    }
  }

  protected outroLines() {
    return []
  }
}
