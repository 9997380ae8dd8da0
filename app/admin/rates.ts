import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { LucidRow } from '@adonisjs/lucid/types/model'
import { timezoneOrDefault } from '#config/app'
import {
  changeRate,
  forgetRates,
  hasRates,
  ratesInForce,
  repriceProjects,
  type RateFields,
} from '#services/rates'
import { formatsOf } from '#shared/date_formats'
import type { RateKind, RateSubject } from '#shared/rates'

/** The rate fields a record's form may send: a rate (null: none) and the date it applies from. */
export type RateFieldValues = {
  billable_rate?: number | null
  billable_rate_from?: string
  cost_rate?: number | null
  cost_rate_from?: string
}

/** The fields of each kind, where a refusal of the change shows. */
export const rateFieldNames = {
  billable: { rate: 'billable_rate', from: 'billable_rate_from' },
  cost: { rate: 'cost_rate', from: 'cost_rate_from' },
} as const satisfies Record<RateKind, RateFields>

/** Today where the administrator is: the default date a rate applies from, and the one shown. */
export function adminToday(ctx: HttpContext) {
  return DateTime.now().setZone(timezoneOrDefault(ctx.auth.user!.timezone)).toISODate()!
}

/** Who changes a rate, and where the API shows a refusal. */
export function rateWriter(ctx: HttpContext, fields: RateFields) {
  const admin = ctx.auth.user!
  return { admin, i18n: ctx.i18n, formats: formatsOf(admin), fields }
}

/**
 * Sets the rates a record's form sent, in the transaction that saves the record, so that a
 * refused change (a billed, approved or locked log it would reprice) leaves the record unsaved
 * too. A rate equal to the one already in force on its date changes nothing: the panel sends
 * back the rate it showed.
 */
export async function saveRates(
  ctx: HttpContext,
  trx: TransactionClientContract,
  subject: RateSubject,
  subjectId: number,
  values: RateFieldValues,
  kinds: RateKind[] = ['billable']
) {
  for (const kind of kinds) {
    const fields = rateFieldNames[kind]
    const rate = values[fields.rate]
    if (rate === undefined) continue
    const validFrom = values[fields.from] ?? adminToday(ctx)
    const inForce = await ratesInForce(subject, kind, [subjectId], validFrom, trx)
    if ((inForce.get(subjectId) ?? null) === rate) continue
    await changeRate({ subject, subjectId, kind, rate, validFrom }, rateWriter(ctx, fields), {
      replaceSameDate: true,
      client: trx,
    })
  }
}

/**
 * Puts the rates in force today (where the administrator is) on the records, as the extras
 * their admin transformers show: `billable_rate`, and `cost_rate` when asked.
 */
export async function annotateRates(
  ctx: HttpContext,
  subject: RateSubject,
  records: { id: number; $extras: Record<string, unknown> }[],
  kinds: RateKind[] = ['billable']
) {
  const today = adminToday(ctx)
  const ids = records.map((record) => record.id)
  for (const kind of kinds) {
    const rates = await ratesInForce(subject, kind, ids, today)
    for (const record of records) record.$extras[`${kind}_rate`] = rates.get(record.id) ?? null
  }
}

/**
 * A record to delete with its rate histories, which have no foreign key, in one transaction.
 * Where logs outlive the record (a connection's), their projects are priced again without its
 * rates: `repriced`.
 */
export function withRates(
  subject: RateSubject,
  record: LucidRow & { id: number },
  repriced: number[] = []
) {
  return {
    delete: () =>
      db.transaction(async (trx) => {
        const priced = repriced.length > 0 && (await hasRates(trx, subject, record.id))
        await forgetRates(trx, subject, record.id)
        await record.useTransaction(trx).delete()
        if (priced) await repriceProjects(trx, repriced)
      }),
  }
}
