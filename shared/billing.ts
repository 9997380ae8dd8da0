/**
 * Statements and billing batches (app/services/billing.ts): how a statement groups its logs,
 * tax rates in hundredths of a percent, and a batch as the admin API and its webhook show it.
 */

/** A statement's lines within each project: one per task, per person, or per log. */
export const statementGroupings = ['task', 'person', 'log'] as const

export type StatementGrouping = (typeof statementGroupings)[number]

/** The highest tax rate, in hundredths of a percent: 100%. */
export const maxTaxRate = 10_000

/** The tax on a subtotal at a rate in hundredths of a percent, rounded half up, exactly. */
export function taxOf(subtotal: number, taxRate: number) {
  return Number((BigInt(subtotal) * BigInt(taxRate) * 2n + BigInt(maxTaxRate)) / 20_000n)
}

/**
 * A percentage typed by a person ("21", "8.25", "8,5") in hundredths of a percent, or null when
 * it is not a plain percentage from 0 to 100 with at most two decimals.
 */
export function taxRateOf(text: string) {
  const match = /^(\d{1,3})(?:[.,](\d{0,2}))?$/.exec(text.trim())
  if (!match) return null
  const rate = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return rate <= maxTaxRate ? rate : null
}

/** A rate in hundredths of a percent as a percentage: 2100 → "21", 825 → "8.25". */
export function percentOf(taxRate: number) {
  const whole = Math.floor(taxRate / 100)
  const hundredths = taxRate % 100
  if (hundredths === 0) return String(whole)
  return `${whole}.${String(hundredths).padStart(2, '0').replace(/0$/, '')}`
}

type Named = { id: number; name: string }

/** What a billing batch's API shape reads: the model with its client, project and creator. */
export type BillingBatchRecord = {
  id: number
  number: string
  issuedOn: string
  dateFrom: string
  dateTo: string
  grouping: string
  logCount: number
  seconds: number
  subtotal: number
  taxRate: number | null
  tax: number
  total: number
  currency: string
  createdAt: { toISO(): string | null }
  undoneAt: { toISO(): string | null } | null
  customer: Named
  project: Named | null
  creator: Named | null
  undoer: Named | null
}

/**
 * A billing batch as the admin API answers it and the `billing_batch.created` event sends it;
 * `undone_at` and `undone_by` are set once it is undone.
 */
export function billingBatchData(batch: BillingBatchRecord) {
  return {
    id: batch.id,
    number: batch.number,
    issued_on: batch.issuedOn,
    client: { id: batch.customer.id, name: batch.customer.name },
    project: batch.project ? { id: batch.project.id, name: batch.project.name } : null,
    date_from: batch.dateFrom,
    date_to: batch.dateTo,
    grouping: batch.grouping,
    log_count: batch.logCount,
    seconds: batch.seconds,
    subtotal: batch.subtotal,
    tax_rate: batch.taxRate,
    tax: batch.tax,
    total: batch.total,
    currency: batch.currency,
    created_by: batch.creator ? { id: batch.creator.id, name: batch.creator.name } : null,
    created_at: batch.createdAt.toISO(),
    undone_at: batch.undoneAt?.toISO() ?? null,
    undone_by: batch.undoer ? { id: batch.undoer.id, name: batch.undoer.name } : null,
  }
}
