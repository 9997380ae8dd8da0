import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import { lockRow } from '#lib/row_locks'
import { fieldError } from '#lib/field_error'

/** PostgreSQL's exclusion constraint caught an overlap that slipped past the checks. */
function isOverlapViolation(error: unknown) {
  return (error as { code?: string }).code === '23P01'
}

/** The overlap message, of "your" logs or, when an admin writes them, of the user's. */
export function overlapMessage(i18n: I18n, writtenFor?: { name: string }) {
  return writtenFor
    ? i18n.t('time_logs.rules.overlap_of_user', { name: writtenFor.name })
    : i18n.t('time_logs.rules.overlap')
}

/** The user whose log is written, when the writer is someone else (an admin). */
export function onBehalfOf(user: User, writer: User) {
  return writer.id === user.id ? undefined : user
}

/**
 * Runs the work in a transaction in which the user's writes take turns, so that two overlapping
 * logs cannot both pass the checks; an overlap caught by PostgreSQL's constraint is a field error.
 */
export async function inUserTransaction<T>(
  user: User,
  i18n: I18n,
  work: (trx: TransactionClientContract) => Promise<T>,
  writer = user
) {
  try {
    return await db.transaction(async (trx) => {
      await lockRow(trx, 'users', user.id)
      return work(trx)
    })
  } catch (error) {
    if (isOverlapViolation(error)) {
      throw fieldError('start_time', overlapMessage(i18n, onBehalfOf(user, writer)), 'overlap')
    }
    throw error
  }
}
