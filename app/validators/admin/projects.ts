import vine from '@vinejs/vine'
import { calendarDate, id, siblingId } from '#validators/fields'
import {
  billableRateFields,
  emptyToNull,
  notBefore,
  uniqueName,
  type RecordMeta,
} from '#validators/admin/fields'
import { listQuery } from '#validators/admin/list'
import { plannedHoursLimits } from '#shared/planned_hours'
import { budgetPeriods, maxBudget } from '#shared/budgets'

export const projectValidator = vine.withMetaData<RecordMeta>().create({
  client_id: id().exists({ table: 'clients', column: 'id' }),
  // Unique per client.
  name: uniqueName('projects', (query, field) => {
    query.where('client_id', siblingId(field, 'client_id'))
  }),
  billable: vine.boolean().optional(),
  planned_hours: vine
    .number()
    .min(0)
    .max(99_999_999)
    .decimal([0, 2])
    .parse(emptyToNull)
    .nullable()
    .optional(),
  planned_hours_limit: vine.enum(plannedHoursLimits).optional(),
  start_date: calendarDate().parse(emptyToNull).nullable().optional(),
  end_date: calendarDate()
    .use(notBefore({ field: 'start_date' }))
    .parse(emptyToNull)
    .nullable()
    .optional(),
  active: vine.boolean().optional(),
  ...billableRateFields(),
  budget_amount: vine
    .number({ strict: true })
    .withoutDecimals()
    .min(0)
    .max(maxBudget)
    .parse(emptyToNull)
    .nullable()
    .optional(),
  budget_period: vine.enum(budgetPeriods).optional(),
})

export const projectListQuery = listQuery({
  sort: [
    'id',
    'client_id',
    'name',
    'billable',
    'planned_hours',
    'planned_hours_limit',
    'start_date',
    'end_date',
    'active',
    'created_at',
    'updated_at',
  ],
  filters: {
    id: 'ids',
    client_id: 'ids',
    name: 'text',
    billable: 'boolean',
    planned_hours_limit: 'exact',
    active: 'boolean',
    start_date_gte: 'from',
    start_date_lte: 'to',
    end_date_gte: 'from',
    end_date_lte: 'to',
  },
})
