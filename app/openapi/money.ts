import type { OpenAPIV3_1 } from 'openapi-types'

/** Money in the minor unit of the installation's currency (cents for EUR); null: none. */
export const nullableMinorUnits: OpenAPIV3_1.SchemaObject = { type: ['integer', 'null'] }

/** A sum of money in minor units: a log without a rate counts as 0. Profit may be negative. */
export const minorUnits: OpenAPIV3_1.SchemaObject = { type: 'integer' }

export const currencyCode: OpenAPIV3_1.SchemaObject = {
  type: 'string',
  pattern: '^[A-Z]{3}$',
  description: "The installation's currency, an ISO 4217 code.",
}
