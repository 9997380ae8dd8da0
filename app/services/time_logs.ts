import type { I18n } from '@adonisjs/i18n'
import { formatsOf } from '#shared/date_formats'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { errors as lucidErrors } from '@adonisjs/lucid'
import { maxId } from '#validators/fields'
import { lockRow } from '#lib/row_locks'
import { selectRows } from '#lib/raw_rows'
import TimeLog, { type TimeLogInput } from '#models/time_log'
import User from '#models/user'
import TimeLogAudit from '#models/time_log_audit'
import type { AuditAction, AuditReason, AuditedLog } from '#shared/week_status'
import { checkDaysOpen, closedReason } from '#services/periods'
import { checkTimeLogRules } from '#services/time_log_rules'
import { priceOfWrite } from '#services/pricing'
import { durationOf } from '#shared/durations'
import { fieldError } from '#lib/field_error'
import { alertPlannedHoursReached } from '#services/planned_hours_alerts'
import { alertBudgetReached } from '#services/budgets'
import { inUserTransaction, onBehalfOf } from '#services/user_write_turn'
import { namedTimeLog, namedWrittenLog } from '#services/time_log_list'
import TimeLogCreated from '#events/time_log_created'
import TimeLogUpdated from '#events/time_log_updated'
import TimeLogDeleted from '#events/time_log_deleted'

type Write = {
  /** The stored log the write changes; none for a new one. */
  existing?: TimeLog
  /** The signed-in user: the log's own, or an admin writing it for them. */
  writer?: User
  /** The days that must be open to the writer (checkTimeLogRules). */
  openDays?: string[]
}

/**
 * Writes a log of the user under every rule, inside a transaction of inUserTransaction, and
 * dispatches its event there. Answers the model and the log with its names as the list
 * shows it, from what was written and the names the rules read (one query fewer than reading it
 * back).
 */
export async function writeTimeLog(
  trx: TransactionClientContract,
  user: User,
  input: TimeLogInput,
  i18n: I18n,
  { existing, writer = user, openDays }: Write = {}
) {
  const event = existing ? 'time_log.updated' : 'time_log.created'
  const { names, subscribers, plannedHoursReached, pricing, budget } = await checkTimeLogRules({
    userId: user.id,
    input,
    replacing: existing,
    onBehalfOf: onBehalfOf(user, writer),
    openDays,
    event,
    trx,
    i18n,
    formats: formatsOf(writer),
  })
  if (existing) await checkNotBilled(trx, existing.id, i18n)
  const log = existing ?? new TimeLog()
  log.useTransaction(trx)
  const price = await priceOfWrite(trx, {
    ...pricing,
    userId: user.id,
    projectId: input.projectId,
    taskId: input.taskId,
    date: input.date,
    seconds: durationOf(input.startTime, input.stopTime),
  })
  log.merge({ ...input, userId: user.id, ...price })
  await log.save()
  if (plannedHoursReached) await alertPlannedHoursReached(trx, plannedHoursReached)
  if (budget.amount !== null) await alertBudgetReached(trx, budget, input.date)
  const named = namedWrittenLog(log, names)
  const Written = existing ? TimeLogUpdated : TimeLogCreated
  await Written.dispatch(trx, user.id, named, subscribers)
  return { log, named }
}

/**
 * A billed log is read-only to everyone until its billing batch is undone. Read once the log's
 * project is locked: marking a statement billed locks its projects first (app/services/billing.ts),
 * so the read sees a statement that committed meanwhile.
 */
async function checkNotBilled(trx: TransactionClientContract, logId: number, i18n: I18n) {
  const [row] = await selectRows<{ billing_batch_id: number | null }>(
    'SELECT billing_batch_id FROM time_logs WHERE id = ?',
    [logId],
    trx
  )
  if (row && row.billing_batch_id !== null) {
    throw fieldError('date', i18n.t('money.rules.log_billed'), 'billed')
  }
}

/** The stored log, read again in the user's write turn: it may have changed since it was found. */
function currentLog(trx: TransactionClientContract, log: TimeLog) {
  return TimeLog.query({ client: trx }).where('id', log.id).firstOrFail()
}

/**
 * Creates or updates a log of the user under every rule, atomically; a write touching a closed
 * day (the new date, and the old one of an edited log) is refused, whoever writes. Answers the
 * log with its names.
 */
export function saveTimeLog(user: User, input: TimeLogInput, i18n: I18n, existing?: TimeLog) {
  return inUserTransaction(user, i18n, async (trx) => {
    const current = existing && (await currentLog(trx, existing))
    const openDays = [input.date, ...(current ? [current.date] : [])]
    const { named } = await writeTimeLog(trx, user, input, i18n, { existing: current, openDays })
    return named
  })
}

/**
 * Deletes the log, its event dispatched while the log can still be read as it was. Its project
 * is locked first, as every write of a log does (checkTimeLogRules).
 */
async function removeTimeLog(trx: TransactionClientContract, log: TimeLog, i18n: I18n) {
  await lockRow(trx, 'projects', log.projectId)
  await checkNotBilled(trx, log.id, i18n)
  await TimeLogDeleted.dispatch(trx, log)
  await log.useTransaction(trx).delete()
}

/** Deletes the user's log in their write turn, unless its day is closed. */
export async function deleteTimeLog(user: User, log: TimeLog, i18n: I18n) {
  await inUserTransaction(user, i18n, async (trx) => {
    const current = await currentLog(trx, log)
    await checkDaysOpen(user.id, [current.date], trx, i18n, formatsOf(user))
    await removeTimeLog(trx, current, i18n)
  })
}

/** A log as its audit record keeps it, read in the transaction that changes it. */
async function auditedLog(trx: TransactionClientContract, id: number): Promise<AuditedLog> {
  const log = await namedTimeLog(id, trx)
  return {
    date: log.date,
    start_time: log.startTime,
    stop_time: log.stopTime,
    comments: log.comments,
    project: log.project,
    task: log.task,
  }
}

type Audit = {
  admin: User
  action: AuditAction
  reason: AuditReason | null
  userId: number
  timeLogId: number
  before: AuditedLog | null
  after: AuditedLog | null
}

/** Records an administrator's change when it touched a closed day. */
async function recordAudit(trx: TransactionClientContract, audit: Audit) {
  if (!audit.reason) return
  await TimeLogAudit.create(
    {
      timeLogId: audit.timeLogId,
      userId: audit.userId,
      actorId: audit.admin.id,
      action: audit.action,
      reason: audit.reason,
      before: audit.before,
      after: audit.after,
    },
    { client: trx }
  )
}

/** The strictest closed state of a change's old day (of its old owner) and new day. */
async function reasonOfChange(
  trx: TransactionClientContract,
  user: User,
  date: string,
  current?: TimeLog
) {
  const reasons = await Promise.all([
    closedReason(
      user.id,
      current && current.userId === user.id ? [date, current.date] : [date],
      trx
    ),
    current && current.userId !== user.id
      ? closedReason(current.userId, [current.date], trx)
      : null,
  ])
  const order: AuditReason[] = ['locked', 'approved', 'submitted']
  return order.find((reason) => reasons.includes(reason)) ?? null
}

/**
 * An administrator's create or update of a user's log in the admin panel: closed days do not
 * refuse it, but a change touching one is recorded in the same transaction.
 */
export function saveAuditedTimeLog(
  user: User,
  input: TimeLogInput,
  i18n: I18n,
  existing: TimeLog | undefined,
  admin: User
) {
  return inUserTransaction(
    user,
    i18n,
    async (trx) => {
      const current = existing && (await currentLog(trx, existing))
      const reason = await reasonOfChange(trx, user, input.date, current)
      const before = reason && current ? await auditedLog(trx, current.id) : null
      const { log } = await writeTimeLog(trx, user, input, i18n, {
        existing: current,
        writer: admin,
      })
      await recordAudit(trx, {
        admin,
        reason,
        action: current ? 'updated' : 'created',
        userId: user.id,
        timeLogId: log.id,
        before,
        after: reason ? await auditedLog(trx, log.id) : null,
      })
      return log
    },
    admin
  )
}

/** An administrator's delete of a user's log, recorded when its day is closed. */
export async function deleteAuditedTimeLog(log: TimeLog, admin: User, i18n: I18n) {
  const owner = await User.findOrFail(log.userId)
  await inUserTransaction(owner, i18n, async (trx) => {
    const current = await currentLog(trx, log)
    const reason = await closedReason(owner.id, [current.date], trx)
    const before = reason ? await auditedLog(trx, current.id) : null
    await removeTimeLog(trx, current, i18n)
    await recordAudit(trx, {
      admin,
      reason,
      action: 'deleted',
      userId: owner.id,
      timeLogId: current.id,
      before,
      after: null,
    })
  })
}

/** The user's own log, or a 404: another user's log is never revealed. */
export async function findOwnTimeLog(user: User, id: number) {
  if (id > maxId) throw new lucidErrors.E_ROW_NOT_FOUND()
  return TimeLog.query().where('id', id).where('user_id', user.id).firstOrFail()
}
