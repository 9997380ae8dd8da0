import type { OpenAPIV3_1 } from 'openapi-types'
import { projectListQuery } from '#validators/admin/projects'
import { adminResource, recordRequired, timestamps } from '#openapi/admin_resource'
import { ref } from '#openapi/components'
import { plannedHoursLimits } from '#shared/planned_hours'
import { budgetPeriods, maxBudget } from '#shared/budgets'
import { rateInForce, rateInput } from '#openapi/rates'

const plannedHours: OpenAPIV3_1.SchemaObject = {
  type: ['number', 'null'],
  minimum: 0,
  maximum: 99_999_999,
}
const plannedHoursLimit: OpenAPIV3_1.SchemaObject = {
  type: 'string',
  enum: [...plannedHoursLimits],
  description:
    'What the planned hours do once reached: `stop` refuses a log that would go past them, `warn` accepts it and mails the administrators once.',
}
const budgetAmount: OpenAPIV3_1.SchemaObject = {
  type: ['integer', 'null'],
  minimum: 0,
  maximum: maxBudget,
  description:
    "The money budget in minor units of the installation's currency, for the whole project or each calendar month (`budget_period`); null: none.",
}
const budgetPeriod: OpenAPIV3_1.SchemaObject = {
  type: 'string',
  enum: [...budgetPeriods],
  description: '`total`: the budget is for the whole project; `month`: for each calendar month.',
}
const nullableDate: OpenAPIV3_1.SchemaObject = { oneOf: [ref('Date'), { type: 'null' }] }

export const { schemas, paths } = adminResource({
  path: 'projects',
  name: 'Project',
  plural: 'Projects',
  listQuery: projectListQuery,
  record: {
    type: 'object',
    required: [
      ...recordRequired,
      'client_id',
      'client_name',
      'name',
      'billable',
      'planned_hours',
      'planned_hours_limit',
      'planned_hours_alerted_at',
      'start_date',
      'end_date',
      'active',
      'billable_rate',
      'budget_amount',
      'budget_period',
      'budget_used',
    ],
    additionalProperties: false,
    properties: {
      id: ref('Id'),
      client_id: ref('Id'),
      client_name: { type: 'string' },
      name: { type: 'string' },
      billable: { type: 'boolean' },
      planned_hours: plannedHours,
      planned_hours_limit: plannedHoursLimit,
      planned_hours_alerted_at: {
        oneOf: [ref('DateTime'), { type: 'null' }],
        description:
          'When the administrators were mailed that the project reached its planned hours (`warn` only); cleared when the planned hours are raised above the hours used.',
      },
      start_date: nullableDate,
      end_date: nullableDate,
      active: { type: 'boolean' },
      ...rateInForce('billable'),
      budget_amount: budgetAmount,
      budget_period: budgetPeriod,
      budget_used: {
        type: 'integer',
        readOnly: true,
        description:
          'The billable amount logged on the project in the current period, in minor units: the whole project, or this calendar month in your time zone.',
      },
      ...timestamps,
    },
  },
  input: {
    type: 'object',
    required: ['client_id', 'name'],
    properties: {
      client_id: ref('Id'),
      name: { type: 'string', minLength: 1, maxLength: 255, description: 'Unique per client.' },
      billable: {
        type: 'boolean',
        description:
          "Switching it, or moving the project to another client, prices the project's logs again; billed logs keep their price.",
      },
      planned_hours: {
        ...plannedHours,
        multipleOf: 0.01,
        description: 'The hours planned for all logs on the project; null for none.',
      },
      planned_hours_limit: { ...plannedHoursLimit, default: 'stop' },
      start_date: nullableDate,
      end_date: { ...nullableDate, description: 'Not before `start_date`.' },
      active: { type: 'boolean', default: true },
      ...rateInput('billable'),
      budget_amount: budgetAmount,
      budget_period: { ...budgetPeriod, default: 'total' },
    },
  },
  example: {
    id: 3,
    client_id: 2,
    client_name: 'Acme',
    name: 'Website',
    billable: true,
    planned_hours: 100,
    planned_hours_limit: 'stop',
    planned_hours_alerted_at: null,
    start_date: '2026-01-01',
    end_date: null,
    active: true,
    billable_rate: 9500,
    budget_amount: 2000000,
    budget_period: 'month',
    budget_used: 1235000,
    created_at: '2026-11-01T09:00:00.000+00:00',
    updated_at: '2026-11-01T09:00:00.000+00:00',
  },
  inputExample: {
    client_id: 2,
    name: 'Website',
    billable: true,
    planned_hours: 100,
    billable_rate: 9500,
    billable_rate_from: '2026-11-01',
    budget_amount: 2000000,
    budget_period: 'month',
  },
  inUse: 'A project with time logs answers 409.',
})
