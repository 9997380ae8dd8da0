import { DateTime } from 'luxon'
import type { I18n } from '@adonisjs/i18n'
import { Exception } from '@adonisjs/core/exceptions'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import BillingBatch, {
  type Statement,
  type StatementGroup,
  type StatementLine,
  type StatementQuery,
} from '#models/billing_batch'
import Client from '#models/client'
import Project from '#models/project'
import type User from '#models/user'
import BillingBatchCreated from '#events/billing_batch_created'
import { currency } from '#config/money'
import { timezoneOrDefault } from '#config/app'
import { fieldError } from '#lib/field_error'
import { lockRow } from '#lib/row_locks'
import { recordSecurityEvent } from '#services/security_events'
import { taxOf, type StatementGrouping } from '#shared/billing'

/** What the administrator was shown, which marking as billed must still find. */
export type ShownStatement = { logCount: number; total: number }

type LineRow = {
  project_id: number
  project_name: string
  task_id?: number
  task_name?: string
  user_id?: number
  user_name?: string
  log_id?: number
  date?: string
  start_time?: string
  comments?: string | null
  rate: unknown
  seconds: unknown
  amount: unknown
  log_count: unknown
}

/** The logs a statement bills: not yet billed, priced, of the client or project, in the range. */
function unbilledLogs(client: QueryClientContract, query: StatementQuery) {
  const logs = client
    .from('time_logs as tl')
    .join('projects as p', 'p.id', 'tl.project_id')
    .where('p.client_id', query.clientId)
    .whereBetween('tl.date', [query.dateFrom, query.dateTo])
    .whereNull('tl.billing_batch_id')
    .whereNotNull('tl.billable_amount')
  if (query.projectId !== null) logs.where('tl.project_id', query.projectId)
  return logs
}

/** The logs of a statement: those it would bill now, or those a batch billed. */
type LogSource = { unbilled: StatementQuery } | { batchId: number }

function logsOf(client: QueryClientContract, source: LogSource) {
  if ('unbilled' in source) return unbilledLogs(client, source.unbilled)
  return client
    .from('time_logs as tl')
    .join('projects as p', 'p.id', 'tl.project_id')
    .where('tl.billing_batch_id', source.batchId)
}

/** The statement's lines as rows, in its order: by project, then task, person or log, then rate. */
function lineRows(
  client: QueryClientContract,
  source: LogSource,
  grouping: StatementGrouping
): Promise<LineRow[]> {
  const logs = logsOf(client, source)
    .select('p.id as project_id', 'p.name as project_name', 'tl.billable_rate as rate')
    .orderBy([
      { column: 'p.name', order: 'asc' },
      { column: 'p.id', order: 'asc' },
    ])
  if (grouping === 'log') {
    return logs
      .join('tasks as t', 't.id', 'tl.task_id')
      .join('users as u', 'u.id', 'tl.user_id')
      .select('tl.id as log_id', 'tl.date', 'tl.start_time', 'tl.comments')
      .select('t.id as task_id', 't.name as task_name', 'u.id as user_id', 'u.name as user_name')
      .select('tl.seconds', 'tl.billable_amount as amount', client.raw('1 as log_count'))
      .orderBy([
        { column: 'tl.date', order: 'asc' },
        { column: 'tl.start_time', order: 'asc' },
        { column: 'tl.id', order: 'asc' },
      ])
  }
  const by =
    grouping === 'task'
      ? { table: 'tasks as t', alias: 't', column: 'tl.task_id', prefix: 'task' }
      : { table: 'users as u', alias: 'u', column: 'tl.user_id', prefix: 'user' }
  return logs
    .join(by.table, `${by.alias}.id`, by.column)
    .select(`${by.alias}.id as ${by.prefix}_id`, `${by.alias}.name as ${by.prefix}_name`)
    .sum('tl.seconds as seconds')
    .sum('tl.billable_amount as amount')
    .count('* as log_count')
    .groupBy('p.id', 'p.name', `${by.alias}.id`, `${by.alias}.name`, 'tl.billable_rate')
    .orderBy([
      { column: `${by.alias}.name`, order: 'asc' },
      { column: `${by.alias}.id`, order: 'asc' },
      { column: 'tl.billable_rate', order: 'asc' },
    ])
}

const named = (id: number | undefined, name: string | undefined) =>
  id === undefined ? null : { id: Number(id), name: name! }

function lineOf(row: LineRow): StatementLine {
  return {
    task: named(row.task_id, row.task_name),
    user: named(row.user_id, row.user_name),
    log:
      row.log_id === undefined
        ? null
        : {
            id: Number(row.log_id),
            date: row.date!,
            startTime: row.start_time!,
            comments: row.comments ?? null,
          },
    seconds: Number(row.seconds),
    rate: Number(row.rate),
    amount: Number(row.amount),
    logCount: Number(row.log_count),
  }
}

/** The rows in groups per project, with each project's subtotal. */
function groupsOf(rows: LineRow[]) {
  const groups: StatementGroup[] = []
  for (const row of rows) {
    let group = groups.at(-1)
    if (group?.project.id !== Number(row.project_id)) {
      group = {
        project: { id: Number(row.project_id), name: row.project_name },
        lines: [],
        seconds: 0,
        logCount: 0,
        subtotal: 0,
      }
      groups.push(group)
    }
    const line = lineOf(row)
    group.lines.push(line)
    group.seconds += line.seconds
    group.logCount += line.logCount
    group.subtotal += line.amount
  }
  return groups
}

/** The statement of the lines, with its subtotal, tax and total. */
function statementOf(
  rows: LineRow[],
  head: Omit<Statement, 'groups' | 'logCount' | 'seconds' | 'subtotal' | 'tax' | 'total'>
): Statement {
  const groups = groupsOf(rows)
  const sum = (of: (group: StatementGroup) => number) =>
    groups.reduce((total, group) => total + of(group), 0)
  const subtotal = sum((group) => group.subtotal)
  const tax = head.taxRate === null ? 0 : taxOf(subtotal, head.taxRate)
  return {
    ...head,
    groups,
    logCount: sum((group) => group.logCount),
    seconds: sum((group) => group.seconds),
    subtotal,
    tax,
    total: subtotal + tax,
  }
}

/** The statement of the logs not yet billed, read through the client (a transaction's). */
export async function statementIn(client: QueryClientContract, query: StatementQuery, i18n: I18n) {
  // One after the other: a transaction's queries share its one connection.
  const customer = await Client.query({ client }).where('id', query.clientId).firstOrFail()
  const project =
    query.projectId === null
      ? null
      : await Project.query({ client }).where('id', query.projectId).firstOrFail()
  const rows = await lineRows(client, { unbilled: query }, query.grouping)
  if (project && project.clientId !== customer.id) {
    throw fieldError('project_id', i18n.t('billing.rules.project_of_client'), 'projectOfClient')
  }
  return statementOf(rows, {
    client: { id: customer.id, name: customer.name },
    project: project && { id: project.id, name: project.name },
    dateFrom: query.dateFrom,
    dateTo: query.dateTo,
    grouping: query.grouping,
    currency: currency(),
    taxRate: query.taxRate,
  })
}

/**
 * The statement a batch billed, from its logs, grouped as it was: the batch's own totals were
 * computed from the same logs, which cannot change while it stands.
 */
export async function batchStatement(batch: BillingBatch, i18n: I18n): Promise<Statement> {
  if (batch.undoneAt) throw new BatchUndone(batch, i18n)
  await batch.load((loader) => loader.load('customer').load('project'))
  const grouping = batch.grouping as StatementGrouping
  const rows = await lineRows(db.connection(), { batchId: batch.id }, grouping)
  return statementOf(rows, {
    client: { id: batch.customer.id, name: batch.customer.name },
    project: batch.project && { id: batch.project.id, name: batch.project.name },
    dateFrom: batch.dateFrom,
    dateTo: batch.dateTo,
    grouping,
    currency: batch.currency,
    taxRate: batch.taxRate,
  })
}

/** The statement of the logs not yet billed, as it stands now. */
export function statement(query: StatementQuery, i18n: I18n): Promise<Statement> {
  return statementIn(db.connection(), query, i18n)
}

/**
 * Takes the write turns of the statement's logs, in the order every log write takes them (its
 * person's row, then its project's; app/services/user_write_turn.ts, checkTimeLogRules): first
 * the people with logs in it, then its projects, each in id order. A person's edit then either
 * lands before the statement is read again, or reads the log after it is billed and is refused;
 * and two statements of the same logs take turns. Only PostgreSQL needs the locks (lockRow).
 */
async function takeWriteTurns(trx: TransactionClientContract, query: StatementQuery) {
  if (trx.dialect.name !== 'postgres') return
  const people = await unbilledLogs(trx, query).distinct('tl.user_id as id').orderBy('tl.user_id')
  for (const { id } of people) await lockRow(trx, 'users', Number(id))
  const projects =
    query.projectId === null
      ? await trx.from('projects').where('client_id', query.clientId).orderBy('id').select('id')
      : [{ id: query.projectId }]
  for (const { id } of projects) await lockRow(trx, 'projects', Number(id))
}

/** The next number of the year: 2026-0001, 2026-0002, ... (2026-10000 sorts after 2026-9999). */
async function nextNumber(trx: TransactionClientContract, year: number) {
  const last = await trx
    .from('billing_batches')
    .where('number', 'like', `${year}-%`)
    .orderByRaw('LENGTH(number) DESC, number DESC')
    .select('number')
    .first()
  const sequence = last ? Number(String(last.number).slice(5)) + 1 : 1
  return `${year}-${String(sequence).padStart(4, '0')}`
}

function isUniqueViolation(error: unknown) {
  const code = (error as { code?: string }).code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}

/** How often marking is tried again when another statement took the same number meanwhile. */
const numberAttempts = 3

/** Another statement billed some of the logs between the reads and the update. */
class AlreadyBilled extends Exception {
  constructor(message: string) {
    super(message, { status: 409, code: 'E_CONFLICT' })
  }
}

/** The batch was undone: it has no logs to undo or to show. */
class BatchUndone extends Exception {
  constructor(batch: BillingBatch, i18n: I18n) {
    super(i18n.t('billing.rules.undone', { number: batch.number }), {
      status: 409,
      code: 'E_CONFLICT',
    })
  }
}

/** Marks the statement as billed in the caller's transaction (markBilled). */
export async function markBilledIn(
  trx: TransactionClientContract,
  query: StatementQuery,
  shown: ShownStatement,
  admin: User,
  i18n: I18n
) {
  await takeWriteTurns(trx, query)
  const current = await statementIn(trx, query, i18n)
  if (current.logCount === 0) {
    throw fieldError('client_id', i18n.t('billing.rules.empty'), 'statementEmpty')
  }
  if (current.logCount !== shown.logCount || current.total !== shown.total) {
    throw fieldError('expected_total', i18n.t('billing.rules.changed'), 'statementChanged')
  }
  const issuedOn = DateTime.now().setZone(timezoneOrDefault(admin.timezone))
  const batch = await BillingBatch.create(
    {
      number: await nextNumber(trx, issuedOn.year),
      issuedOn: issuedOn.toISODate()!,
      clientId: query.clientId,
      projectId: query.projectId,
      dateFrom: query.dateFrom,
      dateTo: query.dateTo,
      grouping: query.grouping,
      logCount: current.logCount,
      seconds: current.seconds,
      subtotal: current.subtotal,
      taxRate: query.taxRate,
      tax: current.tax,
      total: current.total,
      currency: current.currency,
      createdBy: admin.id,
    },
    { client: trx }
  )
  const updated = await trx
    .from('time_logs')
    .whereIn('project_id', trx.from('projects').where('client_id', query.clientId).select('id'))
    .if(query.projectId !== null, (logs) => logs.where('project_id', query.projectId!))
    .whereBetween('date', [query.dateFrom, query.dateTo])
    .whereNull('billing_batch_id')
    .whereNotNull('billable_amount')
    .update({ billing_batch_id: batch.id })
  if (Number(updated) !== current.logCount) throw new AlreadyBilled(i18n.t('billing.rules.billed'))
  await batch.load((loader) => loader.load('customer').load('project').load('creator'))
  await BillingBatchCreated.dispatch(trx, batch)
  return batch
}

/**
 * Marks the statement as billed, atomically: refused when it is empty or no longer what the
 * administrator was shown, or when another statement billed some of its logs meanwhile. Makes a
 * batch numbered in the year of issue (the administrator's today), marks each log with it, and
 * queues its webhook in the same transaction.
 */
export async function markBilled(
  query: StatementQuery,
  shown: ShownStatement,
  admin: User,
  i18n: I18n
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((trx) => markBilledIn(trx, query, shown, admin, i18n))
    } catch (error) {
      if (!isUniqueViolation(error) || attempt === numberAttempts) throw error
    }
  }
}

/**
 * Undoes a batch: its logs become unbilled, and so editable, again, and the batch stays on
 * record, marked undone by the administrator, so that its number is never issued again. Refused
 * when it was undone already (by another administrator meanwhile, too). Recorded as a security
 * event of the administrator. Answers how many logs it freed.
 */
export async function undoBatch(batch: BillingBatch, admin: User, i18n: I18n) {
  const freed = await db.transaction(async (trx) => {
    // Stored as the model stores its times on this database.
    const undoneAt = DateTime.now().toFormat(trx.dialect.dateTimeFormat)
    const marked = await trx
      .from('billing_batches')
      .where('id', batch.id)
      .whereNull('undone_at')
      .update({ undone_at: undoneAt, undone_by: admin.id })
    if (Number(marked) !== 1) throw new BatchUndone(batch, i18n)
    const count = await trx
      .from('time_logs')
      .where('billing_batch_id', batch.id)
      .update({ billing_batch_id: null })
    return Number(count)
  })
  await recordSecurityEvent({ kind: 'billing_batch_undone', userId: admin.id, actorId: admin.id })
  return freed
}
