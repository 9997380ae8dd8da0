import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { errors as lucidErrors } from '@adonisjs/lucid'
import { maxId } from '#validators/fields'
import { lockRow } from '#lib/row_locks'
import { fieldError } from '#lib/field_error'
import TimeLog, { type TimeLogInput } from '#models/time_log'
import type User from '#models/user'
import { checkTimeLogRules, overlapMessage } from '#services/time_log_rules'
import { namedTimeLog } from '#services/time_log_list'
import { queueWebhook } from '#services/webhooks/queue'
import { timeLogData } from '#services/webhooks/payloads'

/** PostgreSQL's exclusion constraint caught an overlap that slipped past the checks. */
function isOverlapViolation(error: unknown) {
  return (error as { code?: string }).code === '23P01'
}

/** The user whose log is written, when the writer is someone else (an admin). */
function onBehalfOf(user: User, writer: User) {
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

/** The log as its webhook events carry it, read in the transaction that changes it. */
function webhookData(trx: TransactionClientContract, log: TimeLog) {
  return async () => timeLogData(await namedTimeLog(log.id, trx), log.userId)
}

/**
 * Writes a log of the user under every rule, inside a transaction of inUserTransaction, and
 * queues its webhook event there. The writer is the signed-in user: the log's own, or an admin
 * writing it for them.
 */
export async function writeTimeLog(
  trx: TransactionClientContract,
  user: User,
  input: TimeLogInput,
  i18n: I18n,
  existing?: TimeLog,
  writer = user
) {
  await checkTimeLogRules({
    userId: user.id,
    input,
    replacing: existing,
    onBehalfOf: onBehalfOf(user, writer),
    trx,
    i18n,
  })
  const log = existing ?? new TimeLog()
  log.useTransaction(trx)
  log.merge({ ...input, userId: user.id })
  await log.save()
  await queueWebhook(trx, existing ? 'time_log.updated' : 'time_log.created', webhookData(trx, log))
  return log
}

/** Creates or updates a log of the user under every rule, atomically. */
export function saveTimeLog(
  user: User,
  input: TimeLogInput,
  i18n: I18n,
  existing?: TimeLog,
  writer = user
) {
  return inUserTransaction(
    user,
    i18n,
    (trx) => writeTimeLog(trx, user, input, i18n, existing, writer),
    writer
  )
}

/** Deletes the log, with its time_log.deleted event carrying the log as it was. */
export async function deleteTimeLog(log: TimeLog) {
  await db.transaction(async (trx) => {
    await queueWebhook(trx, 'time_log.deleted', webhookData(trx, log))
    await log.useTransaction(trx).delete()
  })
}

/** The user's own log, or a 404: another user's log is never revealed. */
export async function findOwnTimeLog(user: User, id: number) {
  if (id > maxId) throw new lucidErrors.E_ROW_NOT_FOUND()
  return TimeLog.query().where('id', id).where('user_id', user.id).firstOrFail()
}
