import type { I18n } from '@adonisjs/i18n'

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

/** The columns of a log export in the user's language; a team export adds the person. */
export function logColumns(i18n: I18n, team: boolean) {
  const keys = team ? [...personal, 'person' as const] : personal
  return keys.map((key) => ({ key, label: i18n.t(`exports.columns.${key}`) }))
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
