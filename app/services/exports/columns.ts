import type { I18n } from '@adonisjs/i18n'
import type { MoneyView } from '#shared/money'
import type { ExportRow } from '#services/report_logs'

export type ColumnKey =
  | 'date'
  | 'start'
  | 'stop'
  | 'hours'
  | 'duration'
  | 'client'
  | 'project'
  | 'task'
  | 'billable'
  | 'comments'
  | 'person'
  | 'rate'
  | 'amount'
  | 'cost'
  | 'profit'
  | 'currency'

const personal: ColumnKey[] = [
  'date',
  'start',
  'stop',
  'hours',
  'duration',
  'client',
  'project',
  'task',
  'billable',
  'comments',
]

/**
 * The money columns the viewer may see (app/services/money_view.ts): the billable rate and
 * amount with the currency, and for administrators the cost and the profit.
 */
export function moneyKeys(money: MoneyView): ColumnKey[] {
  if (!money) return []
  return ['rate', 'amount', ...(money.costs ? (['cost', 'profit'] as const) : []), 'currency']
}

/**
 * The columns of a log export in the user's language; a team export adds the person, and the
 * money the viewer may see follows.
 */
export function logColumns(i18n: I18n, team: boolean, money: MoneyView) {
  const keys = [...personal, ...(team ? ['person' as const] : []), ...moneyKeys(money)]
  return keys.map((key) => ({ key, label: i18n.t(`exports.columns.${key}`) }))
}

/** A log's amount less its cost, in minor units; null when it has neither. */
export function profitOf(row: ExportRow) {
  return row.billableAmount === null && row.costAmount === null
    ? null
    : (row.billableAmount ?? 0) - (row.costAmount ?? 0)
}

/** A log's money in the order of moneyKeys(), in minor units (the currency aside). */
export function moneyFigures(row: ExportRow, money: NonNullable<MoneyView>) {
  return [
    row.billableRate,
    row.billableAmount,
    ...(money.costs ? [row.costAmount, profitOf(row)] : []),
  ]
}

/** Hours as a decimal with two places and a dot, whatever the language. */
export function decimalHours(seconds: number) {
  return (seconds / 3600).toFixed(2)
}

/** Yes and no in the user's language, looked up once per export rather than per row. */
export function billableLabels(i18n: I18n) {
  return { yes: i18n.t('exports.yes'), no: i18n.t('exports.no') }
}

export type BillableLabels = ReturnType<typeof billableLabels>
