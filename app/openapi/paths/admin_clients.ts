import type { OpenAPIV3_1 } from 'openapi-types'
import { clientListQuery } from '#validators/admin/clients'
import { adminResource, recordRequired, timestamps } from '#openapi/admin_resource'
import { ref } from '#openapi/components'

const email: OpenAPIV3_1.SchemaObject = {
  type: ['string', 'null'],
  format: 'email',
  maxLength: 254,
}

export const { schemas, paths } = adminResource({
  path: 'clients',
  name: 'Client',
  plural: 'Clients',
  listQuery: clientListQuery,
  record: {
    type: 'object',
    required: [...recordRequired, 'name', 'email', 'active'],
    additionalProperties: false,
    properties: {
      id: ref('Id'),
      name: { type: 'string' },
      email,
      active: { type: 'boolean' },
      ...timestamps,
    },
  },
  input: {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 255, description: 'Unique.' },
      email: { ...email, description: 'An empty string means none.' },
      active: { type: 'boolean', default: true },
    },
  },
  example: {
    id: 2,
    name: 'Acme',
    email: 'billing@acme.test',
    active: true,
    created_at: '2026-11-01T09:00:00.000+00:00',
    updated_at: '2026-11-01T09:00:00.000+00:00',
  },
  inputExample: { name: 'Acme', email: 'billing@acme.test', active: true },
  inUse: 'A client that still has projects answers 409.',
})
