import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { fieldError } from '#lib/field_error'
import { lockRow } from '#lib/row_locks'
import { nullableNumber } from '#models/columns'
import { placeholders, queryRows } from '#lib/raw_rows'
import RateChange from '#models/rate_change'
import type User from '#models/user'
import { closedState, messageDate } from '#services/periods'
import { lockDateKey } from '#services/period_states'
import { priceOf, type Price, type RateHistories, type RateStep } from '#services/pricing'
import { currency } from '#config/money'
import { formatMoney, maxRate, maxRateMajor } from '#shared/money'
import type { DateTimeFormats } from '#shared/date_formats'
import type { RateKind, RateSubject } from '#shared/rates'

/** A change of one subject's rate of one kind, from a date on. */
export type RateChangeInput = {
  subject: RateSubject
  subjectId: number
  kind: RateKind
  /** Minor units an hour, or null: unset from the date. */
  rate: number | null
  validFrom: string
}

/** Where a refusal shows: the fields of the form or API that asked for the change. */
export type RateFields = { rate: string; from: string }

type Writer = { admin: User; i18n: I18n; formats: DateTimeFormats; fields: RateFields }

/** The logs whose price a change of a subject's rates from a date may change. */
export type RepriceScope = { subject: RateSubject; subjectId: number; from?: string }

type ScopedLog = {
  id: number
  user_id: number
  project_id: number
  task_id: number
  client_id: number
  connection_id: number | null
  date: string
  seconds: number
  billable: unknown
  billable_rate: unknown
  cost_rate: unknown
  billing_batch_id: number | null
  batch_number: string | null
}

const scopeColumns: Record<RateSubject, string> = {
  user: 'time_logs.user_id',
  client: 'projects.client_id',
  project: 'time_logs.project_id',
  connection: 'connections.id',
}

function scopeClause(scope: RepriceScope) {
  const sql = `${scopeColumns[scope.subject]} = ?${scope.from ? ' AND time_logs.date >= ?' : ''}`
  return { sql, bindings: scope.from ? [scope.subjectId, scope.from] : [scope.subjectId] }
}

async function scopedLogs(trx: QueryClientContract, scope: RepriceScope) {
  const where = scopeClause(scope)
  const rows = await queryRows<ScopedLog>(
    `SELECT time_logs.id, time_logs.user_id, time_logs.project_id, time_logs.task_id,
      projects.client_id, connections.id AS connection_id, time_logs.date, time_logs.seconds,
      projects.billable, time_logs.billable_rate, time_logs.cost_rate,
      time_logs.billing_batch_id, billing_batches.number AS batch_number
    FROM time_logs
    JOIN projects ON projects.id = time_logs.project_id
    LEFT JOIN connections ON connections.project_id = time_logs.project_id
      AND connections.task_id = time_logs.task_id
    LEFT JOIN billing_batches ON billing_batches.id = time_logs.billing_batch_id
    WHERE ${where.sql}`,
    where.bindings,
    trx
  )
  return rows.map((row) => ({ ...row, date: String(row.date).slice(0, 10) }))
}

/** Every rate history, by kind, subject and id: there are a few per person, client and project. */
async function allHistories(trx: QueryClientContract): Promise<RateHistories> {
  const steps = await RateChange.query({ client: trx })
  const byKey = new Map<string, RateStep[]>()
  for (const step of steps) {
    const key = `${step.kind}:${step.subject}:${step.subjectId}`
    byKey.set(key, [...(byKey.get(key) ?? []), { validFrom: step.validFrom, rate: step.rate }])
  }
  return (kind, subject, id) => byKey.get(`${kind}:${subject}:${id}`) ?? []
}

type Repriced = { log: ScopedLog; price: Price }

/** The logs in scope whose price differs from the one they were stored with. */
async function changedPrices(trx: QueryClientContract, scope: RepriceScope) {
  const [logs, histories] = await Promise.all([scopedLogs(trx, scope), allHistories(trx)])
  const changed: Repriced[] = []
  for (const log of logs) {
    const price = priceOf(
      {
        userId: log.user_id,
        projectId: log.project_id,
        clientId: log.client_id,
        connectionId: log.connection_id,
        date: log.date,
        seconds: Number(log.seconds),
        billable: Boolean(log.billable),
      },
      histories
    )
    if (
      price.billableRate !== nullableNumber(log.billable_rate) ||
      price.costRate !== nullableNumber(log.cost_rate)
    ) {
      changed.push({ log, price })
    }
  }
  return changed
}

const updateChunk = 500

/** Stores the new prices, one UPDATE per pair of rates and chunk of logs. */
async function storePrices(trx: TransactionClientContract, changed: Repriced[]) {
  const byRates = new Map<string, { price: Price; ids: number[] }>()
  for (const { log, price } of changed) {
    const key = `${price.billableRate}:${price.costRate}`
    const group = byRates.get(key) ?? { price, ids: [] }
    group.ids.push(log.id)
    byRates.set(key, group)
  }
  // The same rounding as amountOf(): half up, in integers.
  const amount = (rate: number | null) =>
    rate === null
      ? { sql: 'NULL', bindings: [] }
      : { sql: '(CAST(seconds AS BIGINT) * CAST(? AS BIGINT) + 1800) / 3600', bindings: [rate] }
  for (const { price, ids } of byRates.values()) {
    const billable = amount(price.billableRate)
    const cost = amount(price.costRate)
    for (let at = 0; at < ids.length; at += updateChunk) {
      const chunk = ids.slice(at, at + updateChunk)
      await trx.rawQuery(
        `UPDATE time_logs SET billable_rate = ?, billable_amount = ${billable.sql},
          cost_rate = ?, cost_amount = ${cost.sql}
        WHERE id IN (${placeholders(chunk)})`,
        [
          price.billableRate,
          ...billable.bindings,
          price.costRate,
          ...cost.bindings,
          ...chunk,
        ] as never[]
      )
    }
  }
}

/**
 * Refuses a repricing that would change a billed log, or one in an approved week or on or
 * before the lock date: their amounts are final.
 */
async function checkRepriceable(trx: QueryClientContract, changed: Repriced[], writer: Writer) {
  const { i18n, formats, fields } = writer
  const billed = changed.find(({ log }) => log.billing_batch_id !== null)
  if (billed) {
    throw fieldError(
      fields.from,
      i18n.t('money.rules.billed', { number: billed.log.batch_number! }),
      'billed'
    )
  }
  const datesByUser = new Map<number, Set<string>>()
  for (const { log } of changed) {
    datesByUser.set(log.user_id, (datesByUser.get(log.user_id) ?? new Set()).add(log.date))
  }
  for (const [userId, dates] of datesByUser) {
    const closed = await closedState(userId, [...dates], i18n, formats, trx)
    if (closed && closed.reason !== 'submitted') {
      throw fieldError(
        fields.from,
        i18n.t('money.rules.closed', { reason: closed.message }),
        'periodClosed'
      )
    }
  }
}

/**
 * Prices the logs in scope again from the rate histories, in the caller's transaction. With a
 * writer, a change that would reprice a closed or billed log is refused; without one (a
 * project's billable switch), billed logs keep their price and the others follow.
 */
export async function repriceLogs(
  trx: TransactionClientContract,
  scope: RepriceScope,
  writer?: Writer
) {
  const changed = await changedPrices(trx, scope)
  if (writer) await checkRepriceable(trx, changed, writer)
  await storePrices(
    trx,
    changed.filter(({ log }) => writer || log.billing_batch_id === null)
  )
  return changed.length
}

/**
 * Locks what a log's price reads of the subject, so that a log written meanwhile is priced
 * with the change or after it: a person's writes take turns on their row, everyone's on a
 * project's (checkTimeLogRules).
 */
async function lockSubject(trx: TransactionClientContract, subject: RateSubject, id: number) {
  if (subject === 'user') return lockRow(trx, 'users', id)
  if (subject === 'project') return lockRow(trx, 'projects', id)
  const projectIds =
    subject === 'client'
      ? await trx.from('projects').where('client_id', id).orderBy('id').select('id')
      : await trx.from('connections').where('id', id).select('project_id as id')
  for (const { id: projectId } of projectIds) await lockRow(trx, 'projects', Number(projectId))
}

async function lockDate(trx: QueryClientContract) {
  const row = await trx.from('settings').where('key', lockDateKey).select('value').first()
  return (row?.value as string | null | undefined) ?? null
}

/** The checks of a change's own values: the rate's bounds, and a date after the lock date. */
async function checkChange(trx: QueryClientContract, input: RateChangeInput, writer: Writer) {
  const { i18n, formats, fields } = writer
  const code = currency()
  if (input.rate !== null && (input.rate < 0 || input.rate > maxRate(code))) {
    throw fieldError(
      fields.rate,
      i18n.t('money.rules.rate_bounds', {
        max: formatMoney(maxRate(code), code, i18n.locale),
        major: maxRateMajor,
      }),
      'rateBounds'
    )
  }
  const locked = await lockDate(trx)
  if (locked && input.validFrom <= locked) {
    throw fieldError(
      fields.from,
      i18n.t('money.rules.locked', { date: messageDate(locked, i18n.locale, formats) }),
      'periodClosed'
    )
  }
}

/**
 * Sets a subject's rate from a date on and prices its logs from that date again, atomically:
 * refused, with nothing written, when the change reaches a closed or billed log. A step already
 * on that date is replaced when `replaceSameDate` (a record's form), refused otherwise (the rate
 * history's own API: histories do not overlap).
 */
export async function changeRate(
  input: RateChangeInput,
  writer: Writer,
  {
    replaceSameDate = false,
    client,
  }: { replaceSameDate?: boolean; client?: TransactionClientContract } = {}
) {
  const work = async (trx: TransactionClientContract) => {
    await lockSubject(trx, input.subject, input.subjectId)
    await checkChange(trx, input, writer)
    const existing = await RateChange.query({ client: trx })
      .where('subject', input.subject)
      .where('subject_id', input.subjectId)
      .where('kind', input.kind)
      .where('valid_from', input.validFrom)
      .first()
    if (existing && !replaceSameDate) {
      throw fieldError(
        writer.fields.from,
        writer.i18n.t('money.rules.overlap', {
          date: messageDate(input.validFrom, writer.i18n.locale, writer.formats),
        }),
        'rateOverlap'
      )
    }
    const step = existing ?? new RateChange()
    step.useTransaction(trx)
    step.merge({ ...input, createdBy: writer.admin.id })
    await step.save()
    await repriceLogs(
      trx,
      { subject: input.subject, subjectId: input.subjectId, from: input.validFrom },
      writer
    )
    return step
  }
  return client ? work(client) : db.transaction(work)
}

/** Deletes a step of a rate's history and prices its logs again, under the same refusals. */
export async function removeRateChange(step: RateChange, writer: Writer) {
  await db.transaction(async (trx) => {
    await lockSubject(trx, step.subject, step.subjectId)
    const { subject, subjectId, kind, validFrom } = step
    await checkChange(trx, { subject, subjectId, kind, validFrom, rate: null }, writer)
    await step.useTransaction(trx).delete()
    await repriceLogs(
      trx,
      { subject: step.subject, subjectId: step.subjectId, from: step.validFrom },
      writer
    )
  })
}

/** The rate in force today (in the given zone) for each subject of a kind, by id. */
export async function ratesInForce(
  subject: RateSubject,
  kind: RateKind,
  ids: number[],
  today: string,
  client: QueryClientContract = db.connection()
) {
  const rates = new Map<number, number | null>()
  if (!ids.length) return rates
  const steps = await RateChange.query({ client })
    .where('subject', subject)
    .where('kind', kind)
    .whereIn('subject_id', ids)
    .where('valid_from', '<=', today)
    .orderBy('valid_from', 'asc')
  for (const step of steps) rates.set(step.subjectId, step.rate)
  return rates
}

/** Whether a subject has a rate history of any kind. */
export async function hasRates(client: QueryClientContract, subject: RateSubject, id: number) {
  const step = await client
    .from('rate_changes')
    .where('subject', subject)
    .where('subject_id', id)
    .select('id')
    .first()
  return step !== null && step !== undefined
}

/**
 * Prices the projects' logs again after a change of which connection's rates they take (a
 * connection moved to another project or task, or deleted with its rates), in the caller's
 * transaction. Like a project's billable switch, billed logs keep their price. The projects are
 * locked first, as a rate change locks them, so that a log written meanwhile waits.
 */
export async function repriceProjects(trx: TransactionClientContract, projectIds: number[]) {
  const ids = [...new Set(projectIds)].sort((a, b) => a - b)
  for (const id of ids) await lockRow(trx, 'projects', id)
  for (const id of ids) await repriceLogs(trx, { subject: 'project', subjectId: id })
}

/** Deletes the rate histories of a subject being deleted (they have no foreign key). */
export async function forgetRates(trx: QueryClientContract, subject: RateSubject, id: number) {
  await trx.from('rate_changes').where('subject', subject).where('subject_id', id).delete()
}
