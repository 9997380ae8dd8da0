import vine from '@vinejs/vine'
import type { VineValidator } from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { id, text } from '#validators/fields'
import { calendarDate } from '#validators/fields'

/**
 * How a list filter matches: `ids` one id or a list of them (react-admin's getMany sends
 * `{ id: [...] }`), `boolean` equality, `text` a case-insensitive substring, `exact` equality,
 * `date` one calendar date, `from` / `to` an inclusive lower / upper date bound on the column
 * named without `_gte` / `_lte`.
 */
export type FilterKind = 'ids' | 'boolean' | 'text' | 'exact' | 'date' | 'from' | 'to'

export const maxPerPage = 100

/** One id becomes a list of one, so both `{ project_id: 3 }` and `{ project_id: [3, 4] }` work. */
const idList = () =>
  vine
    .array(id())
    .maxLength(1000)
    .parse((value) => (typeof value === 'number' || typeof value === 'string' ? [value] : value))

const filterTypes = {
  ids: idList,
  boolean: () => vine.boolean(),
  text: () => text().trim().maxLength(255),
  exact: () => text().trim().maxLength(255),
  date: calendarDate,
  from: calendarDate,
  to: calendarDate,
}

/** The filter arrives as JSON in the query string; what does not parse stays a string and fails as not an object. */
function parseJson(value: unknown) {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}

/** A filter key the resource does not know is refused rather than silently ignored. */
const knownKeys = vine.createRule(
  (value: unknown, allowed: { keys: string[] }, field: FieldContext) => {
    if (!value || typeof value !== 'object') return
    const unknown = Object.keys(value).find((key) => !allowed.keys.includes(key))
    if (unknown !== undefined) {
      field.report('The filter {key} is unknown.', 'unknownFilter', field, { key: unknown })
    }
  }
)

/**
 * The list query of one admin resource: GET ?page=1&perPage=25&sort=name&order=asc&filter={json}
 * (docs/api.md). Sort columns and filters are whitelisted per resource.
 */
export function listQuery<Sort extends string, Filters extends Record<string, FilterKind>>(spec: {
  sort: readonly Sort[]
  filters: Filters
}) {
  const filterShape = Object.fromEntries(
    Object.entries(spec.filters).map(([key, kind]) => [key, filterTypes[kind]().optional()])
  ) as { [Key in keyof Filters]: ReturnType<(typeof filterTypes)[Filters[Key]]> }

  const validator = vine.create({
    page: vine.number().withoutDecimals().min(1).max(1_000_000).optional(),
    perPage: vine.number().withoutDecimals().min(1).max(maxPerPage).optional(),
    sort: vine.enum(spec.sort).optional(),
    // react-admin says ASC and DESC.
    order: vine
      .enum(['asc', 'desc'] as const)
      .parse((value) => (typeof value === 'string' ? value.toLowerCase() : value))
      .optional(),
    filter: vine
      .object({ q: text().trim().maxLength(255).optional(), ...filterShape })
      .use(knownKeys({ keys: ['q', ...Object.keys(spec.filters)] }))
      .parse(parseJson)
      .optional(),
  })
  return { validator, sort: spec.sort, filters: spec.filters }
}

export type ListQuery = {
  validator: VineValidator<any, Record<string, any> | undefined>
  sort: readonly string[]
  filters: Record<string, FilterKind>
}
