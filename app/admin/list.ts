import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { FilterKind } from '#validators/admin/list'
import { likePattern, likeSql } from '#lib/like_search'

export type Query<Model extends LucidModel> = ModelQueryBuilderContract<Model, InstanceType<Model>>

type ListOptions = {
  page?: number
  perPage?: number
  sort?: string
  order?: 'asc' | 'desc'
  filter?: { q?: string } & Record<string, unknown>
}

export type ListSpec<Model extends LucidModel> = {
  model: Model
  /** Narrows the query to the rows matching the text search `q`, given as a LIKE pattern. */
  search: (query: Query<Model>, pattern: string) => void
  /** Filters that are not a plain column of the table, such as a connection's user_ids. */
  customFilters?: Record<string, (query: Query<Model>, value: any) => void>
  /** Sort keys that are not a plain column of the table, such as a record's user name. */
  customSorts?: Record<string, (query: Query<Model>, order: 'asc' | 'desc') => void>
  defaultSort?: string
  /** Sortable columns that may be empty: their empty values sort last on every database. */
  nullableColumns?: string[]
  /** Loads what the records are shown with. */
  preload?: (query: Query<Model>) => void
}

/** Matches the pattern in any of the columns, case-insensitively. */
export function whereLikeAny<Model extends LucidModel>(
  query: Query<Model>,
  columns: string[],
  pattern: string
) {
  query.where((search) => {
    for (const column of columns) {
      search.orWhereRaw(likeSql(column), [pattern])
    }
  })
}

function applyFilter<Model extends LucidModel>(
  query: Query<Model>,
  table: string,
  key: string,
  kind: FilterKind,
  value: unknown
) {
  const column = `${table}.${key.replace(/_(gte|lte)$/, '')}`
  switch (kind) {
    case 'ids':
      query.whereIn(column, value as number[])
      return
    case 'text':
      whereLikeAny(query, [column], likePattern(value as string))
      return
    case 'from':
      query.where(column, '>=', value as string)
      return
    case 'to':
      query.where(column, '<=', value as string)
      return
    default:
      query.where(column, value as string | boolean)
  }
}

/**
 * One page of an admin resource, sorted, searched and filtered, with the total the filters
 * leave. Sort and filter keys were whitelisted by the resource's list validator; rows with the
 * same sort value keep a stable order by id.
 */
export async function listRecords<Model extends LucidModel>(
  spec: ListSpec<Model>,
  filters: Record<string, FilterKind>,
  options: ListOptions
) {
  const table = spec.model.table
  const perPage = options.perPage ?? 25
  const page = options.page ?? 1
  const order = options.order ?? 'asc'
  const query = spec.model.query() as Query<Model>

  for (const [key, value] of Object.entries(options.filter ?? {})) {
    if (value === undefined || value === '') continue
    if (key === 'q') spec.search(query, likePattern(value as string))
    else if (spec.customFilters?.[key]) spec.customFilters[key](query, value)
    else applyFilter(query, table, key, filters[key], value)
  }

  const [{ total }] = await query.clone().count('* as total').pojo<{ total: number | string }>()
  const sort = options.sort ?? spec.defaultSort ?? 'id'
  if (spec.nullableColumns?.includes(sort)) query.orderByRaw(`${table}.${sort} IS NULL`)
  if (spec.customSorts?.[sort]) spec.customSorts[sort](query, order)
  else query.orderBy(`${table}.${sort}`, order)
  if (sort !== 'id') query.orderBy(`${table}.id`, order)
  spec.preload?.(query)
  const rows = await query.limit(perPage).offset((page - 1) * perPage)
  return { rows, total: Number(total) }
}
