import type { DateTime } from 'luxon'
import type User from '#models/user'
import ActionMail from '#mails/action_mail'
import { formatTimeOfDay, formatsOf } from '#shared/date_formats'

/** What locked an account: how many wrong passwords since when, and until when it is locked. */
type Lockout = { attempts: number; since: DateTime; until: DateTime }

/**
 * Tells the owner that wrong passwords locked their account, until when, and to reset the password
 * if it was not them; the times on the owner's clock (users.timezone).
 */
export default class AccountLockedMail extends ActionMail {
  protected key = 'account_locked'

  constructor(
    user: User,
    resetUrl: string,
    private lockout: Lockout
  ) {
    super(user, resetUrl)
  }

  protected values() {
    const clock = (instant: DateTime) =>
      formatTimeOfDay(
        instant.setZone(this.user.timezone).toFormat('HH:mm'),
        formatsOf(this.user).timeFormat
      )
    return {
      attempts: this.lockout.attempts,
      since: clock(this.lockout.since),
      until: clock(this.lockout.until),
    }
  }

  protected introLines(t: (key: string) => string) {
    return [t('intro'), t('locked')]
  }

  protected outroLines(t: (key: string) => string) {
    return [t('not_you'), t('you')]
  }
}
