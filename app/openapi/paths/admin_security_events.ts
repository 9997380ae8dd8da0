import type { OpenAPIV3_1 } from 'openapi-types'
import { securityEventListQuery } from '#validators/admin/security_events'
import { dataResponse, operation, pageResponse, ref } from '#openapi/components'
import { listParameters } from '#openapi/admin_resource'
import { securityEventKinds } from '#shared/security_events'

/** Everyone's security events in the admin API (docs/admin-guide.md), read-only. */

const tag = 'Admin: security-events'

const nullableText = { type: ['string', 'null'] } as OpenAPIV3_1.SchemaObject

const eventExample = {
  id: 41,
  kind: 'role_changed',
  user: { id: 7, name: 'Ann Example', email: 'ann@example.com' },
  actor: { id: 1, name: 'Grace Admin' },
  email: null,
  ip: '203.0.113.9',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0',
  created_at: '2026-11-23T08:02:00.000+00:00',
}

export const schemas: Record<string, OpenAPIV3_1.SchemaObject> = {
  AdminSecurityEvent: {
    type: 'object',
    description:
      "A sign-in, a failed sign-in, or a change to an account's password, e-mail address, tokens, role or activation; kept SECURITY_EVENTS_DAYS days (365 by default).",
    required: Object.keys(eventExample),
    additionalProperties: false,
    properties: {
      id: ref('Id'),
      kind: { type: 'string', enum: [...securityEventKinds] },
      user: {
        oneOf: [
          {
            type: 'object',
            required: ['id', 'name', 'email'],
            additionalProperties: false,
            properties: { id: ref('Id'), name: { type: 'string' }, email: { type: 'string' } },
          },
          { type: 'null' },
        ],
        description: 'The account; null for a failed sign-in with an address no account has.',
      },
      actor: {
        oneOf: [
          {
            type: 'object',
            required: ['id', 'name'],
            additionalProperties: false,
            properties: { id: ref('Id'), name: { type: 'string' } },
          },
          { type: 'null' },
        ],
        description:
          'The administrator who made the change, when not the person themself; null once their account is deleted.',
      },
      email: {
        ...nullableText,
        description: 'The address a failed sign-in tried, lower-cased, when no account has it.',
      },
      ip: { ...nullableText, description: "The client's address." },
      user_agent: {
        ...nullableText,
        description: "The client's User-Agent, at most 512 characters.",
      },
      created_at: ref('DateTime'),
    },
    examples: [eventExample],
  },
}

export const paths: Record<string, OpenAPIV3_1.PathItemObject> = {
  '/api/v1/admin/security-events': {
    get: operation(['admin'], {
      operationId: 'listAdminSecurityEvents',
      summary: 'List security events',
      description:
        "Filter `user_id`, `actor_id`, `kind`, and the days `created_at_gte` and `created_at_lte` (inclusive, dates in the server's clock); `q` searches the person's name and e-mail address and the address a failed sign-in tried. The newest first with `sort=created_at&order=desc`.",
      tags: [tag],
      input: true,
      parameters: listParameters(securityEventListQuery),
      responses: {
        200: pageResponse(
          'A page of events; `total` counts all that match.',
          ref('AdminSecurityEvent'),
          eventExample
        ),
      },
    }),
  },
  '/api/v1/admin/security-events/{id}': {
    parameters: [{ $ref: '#/components/parameters/Id' }],
    get: operation(['admin'], {
      operationId: 'getAdminSecurityEvent',
      summary: 'Show a security event',
      tags: [tag],
      record: true,
      responses: {
        200: dataResponse('The event.', ref('AdminSecurityEvent'), eventExample),
      },
    }),
  },
}
