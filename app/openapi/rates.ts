import type { OpenAPIV3_1 } from 'openapi-types'
import { ref } from '#openapi/components'
import { maxRateMajor } from '#shared/money'

/** An hourly rate as the admin API reads and takes it. */
export const hourlyRate: OpenAPIV3_1.SchemaObject = {
  type: ['integer', 'null'],
  minimum: 0,
  description: `Minor units of the installation's currency (CURRENCY: cents for EUR) an hour, at most ${maxRateMajor.toLocaleString('en')} major units; null: none.`,
}

const kindNames = { billable: 'billable rate', cost: 'cost rate' }

/** A record's rate of one kind in force today, in the administrator's time zone. */
export function rateInForce(kind: 'billable' | 'cost') {
  return {
    [`${kind}_rate`]: {
      ...hourlyRate,
      readOnly: true,
      description: `The ${kindNames[kind]} in force today in your time zone: ${hourlyRate.description} Its history is under /api/v1/admin/rate-changes.`,
    },
  }
}

/**
 * A record's rate of one kind as a create or update sets it: a rate different from the one in
 * force on the date adds a step to its history (or replaces the step on that date) and prices
 * the logs from then on again, in the same transaction as the record.
 */
export function rateInput(kind: 'billable' | 'cost') {
  return {
    [`${kind}_rate`]: {
      ...hourlyRate,
      description: `The ${kindNames[kind]} from \`${kind}_rate_from\` on: ${hourlyRate.description} Left out: unchanged. A change that would reprice a billed log, or one in an approved week or on or before the lock date, answers 422 under \`${kind}_rate_from\`, and nothing is saved.`,
    },
    [`${kind}_rate_from`]: {
      ...ref('Date'),
      description: `The day \`${kind}_rate\` applies from; default today in your time zone.`,
    },
  }
}
