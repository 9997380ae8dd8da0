import type { I18n } from '@adonisjs/i18n'
import { formatsOf } from '#shared/date_formats'
import Setting from '#models/setting'
import User from '#models/user'
import { fieldError } from '#lib/field_error'
import { DateTime } from 'luxon'
import { timezoneOrDefault } from '#config/app'
import { messageDate, setLockDate } from '#services/periods'
import { lockDateKey } from '#services/period_states'

/** The lock date's setting with the administrator who last changed it, as the admin API shows it. */
export async function lockDateRecord() {
  const setting = await Setting.find(lockDateKey)
  const updater = setting?.updatedBy ? await User.find(setting.updatedBy) : null
  return { setting, updater }
}

/** Sets the lock date, which may be any day up to today in the administrator's time zone, or clears it. */
export async function saveLockDate(date: string | null, admin: User, i18n: I18n) {
  const today = DateTime.now().setZone(timezoneOrDefault(admin.timezone)).toISODate()!
  if (date !== null && date > today) {
    const message = i18n.t('approvals.lock_date_future', {
      today: messageDate(today, i18n.locale, formatsOf(admin)),
    })
    throw fieldError('lock_date', message, 'beforeOrEqualToday')
  }
  await setLockDate(date, admin)
}
