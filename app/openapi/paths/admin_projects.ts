import type { OpenAPIV3_1 } from 'openapi-types'
import { projectListQuery } from '#validators/admin/projects'
import { adminResource, recordRequired, timestamps } from '#openapi/admin_resource'
import { ref } from '#openapi/components'

const plannedHours: OpenAPIV3_1.SchemaObject = {
  type: ['number', 'null'],
  minimum: 0,
  maximum: 99_999_999,
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
        description: 'The cap on all hours logged on the project; null for none.',
      },
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
    start_date: '2026-01-01',
    end_date: null,
    active: true,
    created_at: '2026-11-01T09:00:00.000+00:00',
    updated_at: '2026-11-01T09:00:00.000+00:00',
  },
  inputExample: { client_id: 2, name: 'Website', billable: true, planned_hours: 100 },
  inUse: 'A project with time logs answers 409.',
})
