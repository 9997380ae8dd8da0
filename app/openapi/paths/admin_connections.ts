import type { OpenAPIV3_1 } from 'openapi-types'
import { connectionListQuery } from '#validators/admin/connections'
import { adminResource, recordRequired, timestamps } from '#openapi/admin_resource'
import { ref } from '#openapi/components'
import { rateInForce, rateInput } from '#openapi/rates'

const userIds: OpenAPIV3_1.SchemaObject = { type: 'array', items: ref('Id'), maxItems: 10_000 }

export const { schemas, paths } = adminResource({
  path: 'connections',
  name: 'Connection',
  plural: 'Connections',
  listQuery: connectionListQuery,
  record: {
    type: 'object',
    required: [
      ...recordRequired,
      'project_id',
      'task_id',
      'project_name',
      'task_name',
      'user_ids',
      'active',
      'billable_rate',
    ],
    additionalProperties: false,
    properties: {
      id: ref('Id'),
      project_id: ref('Id'),
      task_id: ref('Id'),
      project_name: { type: 'string' },
      task_name: { type: 'string' },
      user_ids: { ...userIds, description: 'The users who may log time on it, ascending.' },
      active: { type: 'boolean' },
      ...rateInForce('billable'),
      ...timestamps,
    },
  },
  input: {
    type: 'object',
    description: 'A project and a task are connected at most once.',
    required: ['project_id', 'task_id'],
    properties: {
      project_id: ref('Id'),
      task_id: ref('Id'),
      user_ids: { ...userIds, description: 'The users who may log time on it.' },
      active: { type: 'boolean', default: true },
      ...rateInput('billable'),
    },
  },
  example: {
    id: 7,
    project_id: 3,
    task_id: 5,
    project_name: 'Website',
    task_name: 'Meetings',
    user_ids: [1, 2],
    active: true,
    billable_rate: null,
    created_at: '2026-11-01T09:00:00.000+00:00',
    updated_at: '2026-11-01T09:00:00.000+00:00',
  },
  inputExample: { project_id: 3, task_id: 5, user_ids: [1, 2], active: true },
  inUse: 'A connection still referenced answers 409.',
})
