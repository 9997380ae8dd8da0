import type { OpenAPIV3_1 } from 'openapi-types'
import { projectListQuery } from '#validators/admin/projects'
import { adminResource, recordRequired, timestamps } from '#openapi/admin_resource'
import { ref } from '#openapi/components'
import { plannedHoursLimits } from '#shared/planned_hours'

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
      ...timestamps,
    },
  },
  input: {
    type: 'object',
    required: ['client_id', 'name'],
    properties: {
      client_id: ref('Id'),
      name: { type: 'string', minLength: 1, maxLength: 255, description: 'Unique per client.' },
      billable: { type: 'boolean' },
      planned_hours: {
        ...plannedHours,
        multipleOf: 0.01,
        description: 'The hours planned for all logs on the project; null for none.',
      },
      planned_hours_limit: { ...plannedHoursLimit, default: 'stop' },
      start_date: nullableDate,
      end_date: { ...nullableDate, description: 'Not before `start_date`.' },
      active: { type: 'boolean', default: true },
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
    created_at: '2026-11-01T09:00:00.000+00:00',
    updated_at: '2026-11-01T09:00:00.000+00:00',
  },
  inputExample: { client_id: 2, name: 'Website', billable: true, planned_hours: 100 },
  inUse: 'A project with time logs answers 409.',
})
