import { taskListQuery } from '#validators/admin/tasks'
import { adminResource, recordRequired, timestamps } from '#openapi/admin_resource'
import { ref } from '#openapi/components'

export const { schemas, paths } = adminResource({
  path: 'tasks',
  name: 'Task',
  plural: 'Tasks',
  listQuery: taskListQuery,
  record: {
    type: 'object',
    required: [...recordRequired, 'name', 'active'],
    additionalProperties: false,
    properties: {
      id: ref('Id'),
      name: { type: 'string' },
      active: { type: 'boolean' },
      ...timestamps,
    },
  },
  input: {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 255, description: 'Unique.' },
      active: { type: 'boolean', default: true },
    },
  },
  example: {
    id: 5,
    name: 'Meetings',
    active: true,
    created_at: '2026-11-01T09:00:00.000+00:00',
    updated_at: '2026-11-01T09:00:00.000+00:00',
  },
  inputExample: { name: 'Meetings', active: true },
  inUse: 'A task used by connections or time logs answers 409.',
})
