import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { boundDateOrTime, boundInteger, selectRows } from '#lib/raw_rows'
import { amountOf } from '#shared/money'
import { rateSubjects, type RateKind, type RateSubject } from '#shared/rates'

/** One step of a rate's history: the rate from `validFrom` on (null: unset from then). */
export type RateStep = { validFrom: string; rate: number | null }

/** The subjects whose rates price a log: its connection (if any), project, client and person. */
export type PricedSubjects = {
  connectionId: number | null
  projectId: number
  clientId: number
  userId: number
}

/** What pricing reads of a log. */
export type PricedLog = PricedSubjects & { date: string; seconds: number; billable: boolean }

/** A log's prices: the rates in force on its date and hours × each, in minor units. */
export type Price = {
  billableRate: number | null
  billableAmount: number | null
  costRate: number | null
  costAmount: number | null
}

/** The rate a history sets on the date: its last step on or before it, or null. */
export function rateOn(history: readonly RateStep[], date: string) {
  let found: RateStep | undefined
  for (const step of history) {
    if (step.validFrom <= date && (!found || step.validFrom > found.validFrom)) found = step
  }
  return found?.rate ?? null
}

/** Looks a subject's history of one kind up; an empty one when it has none. */
export type RateHistories = (
  kind: RateKind,
  subject: RateSubject,
  id: number
) => readonly RateStep[]

const subjectIds: Record<RateSubject, keyof PricedSubjects> = {
  connection: 'connectionId',
  project: 'projectId',
  client: 'clientId',
  user: 'userId',
}

/**
 * A log's price: the billable rate is the most specific one set on its date (connection, then
 * project, then client, then person), none when its project is not billable; the cost rate is
 * the person's.
 */
export function priceOf(log: PricedLog, histories: RateHistories): Price {
  let billableRate: number | null = null
  if (log.billable) {
    for (const subject of rateSubjects) {
      const id = log[subjectIds[subject]]
      if (id === null) continue
      billableRate = rateOn(histories('billable', subject, id), log.date)
      if (billableRate !== null) break
    }
  }
  const costRate = rateOn(histories('cost', 'user', log.userId), log.date)
  return {
    billableRate,
    billableAmount: billableRate === null ? null : amountOf(log.seconds, billableRate),
    costRate,
    costAmount: costRate === null ? null : amountOf(log.seconds, costRate),
  }
}

type RateRow = { subject: RateSubject; subject_id: number; kind: RateKind; rate: unknown }

function ratesInForceSql(dialect: string) {
  const date = boundDateOrTime(dialect)
  return `SELECT rc.subject, rc.subject_id, rc.kind, rc.rate FROM rate_changes AS rc
    WHERE ((rc.subject = 'user' AND rc.subject_id = ${boundInteger})
      OR (rc.subject = 'client' AND rc.subject_id = ${boundInteger})
      OR (rc.subject = 'project' AND rc.subject_id = ${boundInteger})
      OR (rc.subject = 'connection' AND rc.subject_id = (SELECT connections.id FROM connections
        WHERE connections.project_id = ${boundInteger} AND connections.task_id = ${boundInteger})))
    AND rc.valid_from = (SELECT MAX(steps.valid_from) FROM rate_changes AS steps
      WHERE steps.subject = rc.subject AND steps.subject_id = rc.subject_id
      AND steps.kind = rc.kind AND steps.valid_from <= ${date})`
}

/**
 * The price of a log being written, from the rates in force on its date, in one read: the
 * connection is found by the log's project and task. Runs in the write's transaction.
 */
export async function priceOfWrite(
  trx: QueryClientContract,
  log: Omit<PricedLog, 'connectionId'> & { taskId: number }
) {
  const rows = await selectRows<RateRow>(
    ratesInForceSql(trx.dialect.name),
    [log.userId, log.clientId, log.projectId, log.projectId, log.taskId, log.date],
    trx
  )
  const histories: RateHistories = (kind, subject) => {
    const row = rows.find((found) => found.kind === kind && found.subject === subject)
    return row ? [{ validFrom: log.date, rate: row.rate === null ? null : Number(row.rate) }] : []
  }
  // The connection's id is not needed: only its row, if any, was read.
  return priceOf({ ...log, connectionId: 0 }, histories)
}
