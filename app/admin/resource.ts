import type { HttpContext, HttpRequest } from '@adonisjs/core/http'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import type { VineValidator } from '@vinejs/vine'
import type { Infer, SchemaTypes } from '@vinejs/vine/types'
import { Exception } from '@adonisjs/core/exceptions'
import { errors as lucidErrors } from '@adonisjs/lucid'
import type { ListQuery } from '#validators/admin/list'
import type { RecordMeta } from '#validators/admin/fields'
import { maxId } from '#validators/fields'
import type { ListSpec, Query } from '#admin/list'

/**
 * One resource of the admin API (docs/api.md): how it lists, validates, saves,
 * deletes and shows its records. The admin controllers serve every resource through this.
 */
export type AdminResource<Model extends LucidModel, Fields> = ListSpec<Model> & {
  listQuery: ListQuery
  /** How a record shows in the admin API: an admin transformer, synchronous and flat. */
  transformer: new (record: InstanceType<Model>) => { toObject(): Record<string, unknown> }
  /** The validated fields of a create (no id) or of an update (the record's fields merged with the input). */
  validate: (request: HttpRequest, data: unknown, id?: number) => Promise<Fields>
  save: (
    ctx: HttpContext,
    fields: NoInfer<Fields>,
    record?: InstanceType<Model>
  ) => Promise<InstanceType<Model>>
  /**
   * Puts on the records, as `$extras` their transformer shows, what is read for the
   * administrator asking rather than stored on the row: a rate in force today where they are.
   */
  annotate?: (ctx: HttpContext, records: InstanceType<Model>[]) => Promise<void>
  /** Fields only the answer to the save shows, never a read: a secret the save issued. */
  issued?: (saved: InstanceType<Model>) => Record<string, unknown>
  /** Deletes the record, or refuses with a 409 while something still needs it. */
  remove: (ctx: HttpContext, record: InstanceType<Model>) => Promise<void>
}

/** The model and validation come first, so the rest of the resource knows its types. */
export function defineResource<Model extends LucidModel, Fields>(
  model: Model,
  validate: AdminResource<Model, Fields>['validate'],
  resource: Omit<AdminResource<Model, Fields>, 'model' | 'validate'>
): AdminResource<Model, Fields> {
  return { model, validate, ...resource }
}

/** Validates with a plain validator whose meta data is the id of the record being updated. */
export function validateWith<Schema extends SchemaTypes>(
  validator: VineValidator<Schema, RecordMeta>
) {
  return (request: HttpRequest, data: unknown, id?: number) =>
    request.validateUsing(validator, { data, meta: { id } }) as Promise<Infer<Schema>>
}

/** The record with the id, loaded for its transformer, or a 404. */
export async function findRecord<Model extends LucidModel>(resource: ListSpec<Model>, id: number) {
  if (id > maxId) throw new lucidErrors.E_ROW_NOT_FOUND()
  const query = resource.model.query() as Query<Model>
  resource.preload?.(query)
  return query.where(`${resource.model.table}.id`, id).firstOrFail()
}

/** The record as the admin API shows it. */
export function present<Model extends LucidModel, Fields>(
  resource: AdminResource<Model, Fields>,
  record: InstanceType<Model>
) {
  return new resource.transformer(record).toObject()
}

/** The records as the admin API shows them to the administrator asking. */
export async function presentAll<Model extends LucidModel, Fields>(
  resource: AdminResource<Model, Fields>,
  ctx: HttpContext,
  records: InstanceType<Model>[]
) {
  await resource.annotate?.(ctx, records)
  return records.map((record) => present(resource, record))
}

/** Leaves out the fields the input did not set, so the database defaults and current values hold. */
export function definedOnly<Values extends Record<string, unknown>>(values: Values) {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined)
  ) as Partial<Values>
}

/** The request's JSON body, which must be an object of fields: anything else answers 400. */
export function objectBody(ctx: HttpContext): Record<string, unknown> {
  const body: unknown = ctx.request.body()
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    return body as Record<string, unknown>
  }
  throw new Exception(ctx.i18n.t('admin.body_not_object'), { status: 400, code: 'E_BAD_BODY' })
}

/** A refusal to delete or change something that is still needed, answered as 409 { message }. */
export function conflict(message: string) {
  return new Exception(message, { status: 409, code: 'E_CONFLICT' })
}

function isForeignKeyViolation(error: unknown) {
  const code = (error as { code?: string }).code
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY'
}

function isUniqueViolation(error: unknown) {
  const code = (error as { code?: string }).code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}

/**
 * Saves through the resource. The validators check uniqueness and references first; a
 * concurrent change that slips past them meets the database's constraints and answers 409.
 */
export async function saveRecord<Model extends LucidModel, Fields>(
  resource: AdminResource<Model, Fields>,
  ctx: HttpContext,
  fields: Fields,
  record?: InstanceType<Model>
) {
  try {
    return await resource.save(ctx, fields, record)
  } catch (error) {
    if (isUniqueViolation(error) || isForeignKeyViolation(error)) {
      throw conflict(ctx.i18n.t('admin.save_conflict'))
    }
    throw error
  }
}

/**
 * Deletes the record unless one of the checks finds something that still refers to it. The
 * database's foreign keys are the backstop for a reference added in the meantime.
 */
export async function deleteUnlessUsed(
  ctx: HttpContext,
  record: { delete(): Promise<void> },
  checks: [inUse: () => Promise<unknown>, messageKey: string][]
) {
  for (const [inUse, messageKey] of checks) {
    if (await inUse()) throw conflict(ctx.i18n.t(messageKey))
  }
  try {
    await record.delete()
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(ctx.i18n.t('admin.in_use'))
    throw error
  }
}
