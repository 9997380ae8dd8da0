import type { OpenAPIV3_1 } from 'openapi-types'
import { timeLogListQuery } from '#validators/admin/time_logs'
import { adminResource, recordRequired, timestamps } from '#openapi/admin_resource'
import { ref } from '#openapi/components'
import { currencyCode, nullableMinorUnits } from '#openapi/money'

const comments: OpenAPIV3_1.SchemaObject = { type: ['string', 'null'], maxLength: 200 }

export const { schemas, paths } = adminResource({
  path: 'time-logs',
  name: 'TimeLog',
  plural: 'TimeLogs',
  listQuery: timeLogListQuery,
  record: {
    type: 'object',
    required: [
      ...recordRequired,
      'user_id',
      'project_id',
      'task_id',
      'date',
      'start_time',
      'stop_time',
      'comments',
      'billable_rate',
      'billable_amount',
      'cost_rate',
      'cost_amount',
      'currency',
      'billing_batch_id',
    ],
    additionalProperties: false,
    properties: {
      id: ref('Id'),
      user_id: ref('Id'),
      project_id: ref('Id'),
      task_id: ref('Id'),
      date: ref('Date'),
      start_time: ref('Time'),
      stop_time: ref('Time'),
      comments,
      billable_rate: {
        ...nullableMinorUnits,
        description: 'Minor units an hour; null: not billable.',
      },
      billable_amount: { ...nullableMinorUnits, description: 'Hours × the billable rate.' },
      cost_rate: {
        ...nullableMinorUnits,
        description: "The person's cost rate on the log's date.",
      },
      cost_amount: { ...nullableMinorUnits, description: 'Hours × the cost rate.' },
      currency: currencyCode,
      billing_batch_id: {
        oneOf: [ref('Id'), { type: 'null' }],
        description:
          'The billing batch that billed the log; a billed log cannot change until it is undone.',
      },
      ...timestamps,
    },
  },
  input: {
    type: 'object',
    description: "Any user's log, under the portal's rules for that user (their time zone).",
    required: ['user_id', 'project_id', 'task_id', 'date', 'start_time', 'stop_time'],
    properties: {
      user_id: ref('Id'),
      project_id: ref('Id'),
      task_id: ref('Id'),
      date: ref('Date'),
      start_time: ref('Time'),
      stop_time: ref('Time'),
      comments,
    },
  },
  example: {
    id: 42,
    user_id: 1,
    project_id: 3,
    task_id: 5,
    date: '2026-11-20',
    start_time: '09:00:00',
    stop_time: '10:30:00',
    comments: 'Sprint planning',
    billable_rate: 8000,
    billable_amount: 12000,
    cost_rate: 5000,
    cost_amount: 7500,
    currency: 'EUR',
    billing_batch_id: null,
    created_at: '2026-11-20T10:31:00.000+00:00',
    updated_at: '2026-11-20T10:31:00.000+00:00',
  },
  inputExample: {
    user_id: 1,
    project_id: 3,
    task_id: 5,
    date: '2026-11-20',
    start_time: '09:00',
    stop_time: '10:30',
    comments: 'Sprint planning',
  },
})
