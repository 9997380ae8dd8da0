import type { OpenAPIV3_1 } from 'openapi-types'
import { clientListQuery } from '#validators/admin/clients'
import { adminResource, recordRequired, timestamps } from '#openapi/admin_resource'
import { ref } from '#openapi/components'
import { rateInForce, rateInput } from '#openapi/rates'

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
    required: [...recordRequired, 'name', 'email', 'active', 'billable_rate'],
    additionalProperties: false,
    properties: {
      id: ref('Id'),
      name: { type: 'string' },
      email,
      active: { type: 'boolean' },
      ...rateInForce('billable'),
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
      ...rateInput('billable'),
    },
  },
  example: {
    id: 2,
    name: 'Acme',
    email: 'billing@acme.test',
    active: true,
    billable_rate: 9500,
    created_at: '2026-11-01T09:00:00.000+00:00',
    updated_at: '2026-11-01T09:00:00.000+00:00',
  },
  inputExample: { name: 'Acme', email: 'billing@acme.test', active: true, billable_rate: 9500 },
  inUse: 'A client that still has projects answers 409.',
})
