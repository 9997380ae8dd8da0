import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import { Exception } from '@adonisjs/core/exceptions'
import type { I18n } from '@adonisjs/i18n'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import { resolveLocale } from '#lib/locales'
import { forgetRates } from '#services/rates'
import { lockRow } from '#lib/row_locks'
import { unknowablePassword } from '#services/invitations'
import { lockDateKey } from '#services/period_states'
import { defaultTimezone } from '#config/app'
import { sessionStore } from '#config/session'

/**
 * The address an erased account keeps: unique, and under `.invalid`, which never receives mail.
 * With a dot in its domain, it passes the e-mail checks of the admin panel and the API.
 */
export function erasedEmail(userId: number) {
  return `deleted-${userId}@deleted.invalid`
}

/**
 * The name an erased account keeps, written once in the installation's language (the default
 * locale of config/i18n.ts), so that every list, report and export shows it as it shows any
 * other name.
 */
export function erasedName(userId: number) {
  return i18nManager
    .locale(i18nManager.defaultLocale)
    .t('personal_data.erased_name', { id: userId })
}

/** A refusal to erase or purge an account, answered as 409 { message }. */
export class ErasureRefused extends Exception {
  constructor(message: string) {
    super(message, { status: 409, code: 'E_CONFLICT' })
  }
}

function refusal(message: string) {
  return new ErasureRefused(message)
}

/**
 * Refuses to take away the last active administrator: somebody must be left to run the
 * installation. Runs in the erasure's or purge's transaction, with every active administrator's
 * row locked, so that two administrators removing each other at once cannot both pass.
 */
async function refuseLastAdmin(
  trx: TransactionClientContract,
  user: User,
  i18n: I18n,
  own: boolean
) {
  if (user.role !== 'admin' || !user.active) return
  const query = trx.from('users').where('role', 'admin').where('active', true).select('id')
  const admins: { id: number }[] =
    trx.dialect.name === 'postgres' ? await query.forUpdate() : await query
  if (!admins.some(({ id }) => Number(id) !== user.id)) {
    throw refusal(i18n.t(own ? 'personal_data.last_admin' : 'personal_data.last_admin_other'))
  }
}

/**
 * The one place where a person's credentials go: remember-me and personal access tokens,
 * password reset links and invitations. A credential kept in a table of its own (a two-factor
 * secret, a passkey) is deleted here too.
 */
async function clearCredentials(trx: TransactionClientContract, userId: number) {
  await trx.from('remember_me_tokens').where('tokenable_id', userId).delete()
  await trx.from('auth_access_tokens').where('tokenable_id', userId).delete()
  await trx.from('password_reset_tokens').where('user_id', userId).delete()
  await trx.from('invitations').where('user_id', userId).delete()
  await trx.from('two_factor_recovery_codes').where('user_id', userId).delete()
  await trx.from('devices').where('user_id', userId).delete()
  await trx.from('passkeys').where('user_id', userId).delete()
  // Their security events name their addresses and browsers: personal data too.
  await trx.from('security_events').where('user_id', userId).delete()
}

/**
 * Erases a person's personal data and keeps their work: the name becomes "Deleted user N", the
 * e-mail address one that cannot receive mail, the password one nobody knows; credentials,
 * sessions, the running timer and preferences go, and the account is deactivated so that nobody
 * signs in to it again. Time logs, week submissions and their audit trail stay, under the new
 * name. Refused (409) for the last active administrator. `own`: the person erases their own.
 */
export async function eraseAccount(user: User, i18n: I18n, { own }: { own: boolean }) {
  await db.transaction(async (trx) => {
    await lockRow(trx, 'users', user.id)
    await refuseLastAdmin(trx, user, i18n, own)
    user.useTransaction(trx)
    user.merge({
      name: erasedName(user.id),
      email: erasedEmail(user.id),
      password: unknowablePassword(),
      active: false,
      invitedAt: null,
      locale: resolveLocale([i18nManager.defaultLocale]),
      timezone: defaultTimezone,
      dateFormat: null,
      timeFormat: null,
      twoFactorSecret: null,
      twoFactorConfirmedAt: null,
      twoFactorLastStep: null,
    })
    // Every session of theirs ends on its next request (app/auth/session_guard.ts).
    user.sessionVersion += 1
    await user.save()
    await clearCredentials(trx, user.id)
    await trx.from('timers').where('user_id', user.id).delete()
    if (sessionStore === 'database') {
      await trx.from('sessions').where('user_id', String(user.id)).delete()
    }
  })
}

/**
 * What keeps a person's logs from being purged: an approved week, a billed log, or a log on or
 * before the lock date. The company keeps those records; erasing the personal data is what remains possible.
 */
async function refuseClosedRecords(trx: TransactionClientContract, user: User, i18n: I18n) {
  const approved = await trx
    .from('week_submissions')
    .where('user_id', user.id)
    .where('status', 'approved')
    .first()
  if (approved) throw refusal(i18n.t('personal_data.purge_approved_weeks'))
  const billed = await trx
    .from('time_logs')
    .where('user_id', user.id)
    .whereNotNull('billing_batch_id')
    .first()
  if (billed) throw refusal(i18n.t('personal_data.purge_billed_logs'))
  const setting = await trx.from('settings').where('key', lockDateKey).select('value').first()
  const lockDate: string | null = setting?.value ?? null
  if (!lockDate) return
  const locked = await trx
    .from('time_logs')
    .where('user_id', user.id)
    .where('date', '<=', lockDate)
    .first()
  if (locked) throw refusal(i18n.t('personal_data.purge_locked_logs', { date: lockDate }))
}

/**
 * Deletes a person and everything of theirs: time logs, timer, week submissions, reminders,
 * tokens, rates and access grants. Refused (409) for the last active administrator, and when an
 * approved week, a billed log or a log in a locked period would go with them.
 */
export async function purgeAccount(user: User, i18n: I18n) {
  await db.transaction(async (trx) => {
    // The person's writes take turns with this one (app/services/user_write_turn.ts).
    await lockRow(trx, 'users', user.id)
    await refuseLastAdmin(trx, user, i18n, false)
    await refuseClosedRecords(trx, user, i18n)
    await clearCredentials(trx, user.id)
    await trx.from('time_logs').where('user_id', user.id).delete()
    await forgetRates(trx, 'user', user.id)
    if (sessionStore === 'database') {
      await trx.from('sessions').where('user_id', String(user.id)).delete()
    }
    // The rest (timer, week submissions, reminders, audits, totals, grants) cascades.
    await trx.from('users').where('id', user.id).delete()
  })
}
