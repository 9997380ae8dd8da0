import type { OpenAPIV3_1 } from 'openapi-types'
import { webhookDeliveryListQuery, webhookEndpointListQuery } from '#validators/admin/webhooks'
import { dataResponse, noContent, operation, pageResponse, ref } from '#openapi/components'
import { listParameters } from '#openapi/admin_resource'
import { webhookDeliveryStatuses, webhookEvents } from '#shared/webhook_events'

/**
 * The webhook endpoints and deliveries of the admin API (docs/api.md), and the body every
 * delivery POSTs. The error answers, ids, instants and the bearer scheme are the document's
 * shared components (app/openapi/components.ts).
 */

const tagEndpoints = 'Admin: webhooks'
const tagDeliveries = 'Admin: webhook-deliveries'

const nullable = (type: 'string' | 'integer', extra: OpenAPIV3_1.SchemaObject = {}) =>
  ({ type: [type, 'null'], ...extra }) as OpenAPIV3_1.SchemaObject

const endpointExample = {
  id: 3,
  url: 'https://billing.example.com/hooks/hourbook',
  description: 'Billing tool',
  events: ['time_log.created', 'time_log.updated', 'time_log.deleted'],
  active: true,
  created_at: '2026-11-20T08:30:00.000+00:00',
  updated_at: '2026-11-20T08:30:00.000+00:00',
}

/** A placeholder: no example shows a secret that could be copied into a receiver. */
const issuedExample = { ...endpointExample, secret: 'whsec_…' }

const endpointInputExample = {
  url: 'https://billing.example.com/hooks/hourbook',
  description: 'Billing tool',
  events: ['time_log.created', 'time_log.updated', 'time_log.deleted'],
}

const payloadExample = {
  id: '5f0c6d1e-8a3b-4c2d-9e7f-0a1b2c3d4e5f',
  event: 'time_log.created',
  created_at: '2026-11-20T08:31:12.345Z',
  data: {
    id: 1201,
    user_id: 7,
    date: '2026-11-20',
    start_time: '09:00:00',
    stop_time: '10:30:00',
    duration: '01:30',
    comments: 'Planning',
    project: { id: 4, name: 'Rocket' },
    task: { id: 2, name: 'Design' },
  },
}

const deliveryExample = {
  id: payloadExample.id,
  endpoint_id: 3,
  event: 'time_log.created',
  status: 'pending',
  attempts: 1,
  next_attempt_at: '2026-11-20T08:32:13.000+00:00',
  last_status_code: 503,
  last_error: 'HTTP 503',
  delivered_at: null,
  created_at: '2026-11-20T08:31:12.000+00:00',
  payload: payloadExample,
}

const endpointFields: Record<string, OpenAPIV3_1.SchemaObject> = {
  url: {
    type: 'string',
    format: 'uri',
    maxLength: 2048,
    description:
      'https, on a public internet address (the host is resolved; loopback, private, link-local, unique-local, CGNAT, multicast and unspecified addresses are refused), unless the server runs with WEBHOOKS_ALLOW_PRIVATE=true.',
  },
  description: nullable('string', { maxLength: 255 }),
  events: {
    type: 'array',
    minItems: 1,
    uniqueItems: true,
    items: { type: 'string', enum: [...webhookEvents] },
  },
  active: { type: 'boolean', default: true },
}

const endpointProperties: Record<string, OpenAPIV3_1.SchemaObject | OpenAPIV3_1.ReferenceObject> = {
  id: ref('Id'),
  ...endpointFields,
  created_at: ref('DateTime'),
  updated_at: ref('DateTime'),
}

export const schemas: Record<string, OpenAPIV3_1.SchemaObject> = {
  AdminWebhookEndpoint: {
    type: 'object',
    description: 'An endpoint as every read shows it: without its secret.',
    required: Object.keys(endpointProperties),
    additionalProperties: false,
    properties: endpointProperties,
    examples: [endpointExample],
  },
  AdminWebhookEndpointWithSecret: {
    type: 'object',
    description:
      'An endpoint in the answer to the change that issued its secret: its creation, or a change with `rotate_secret: true`.',
    required: [...Object.keys(endpointProperties), 'secret'],
    additionalProperties: false,
    properties: {
      ...endpointProperties,
      secret: {
        type: 'string',
        readOnly: true,
        description:
          'Write-once: shown in this answer only, never again (no list or read has it); store it in the receiver now. `whsec_` and 43 base64url characters, keying the Hourbook-Signature of every delivery. After a rotation the replaced secret also signs deliveries for 24 hours.',
      },
    },
    examples: [issuedExample],
  },
  AdminWebhookEndpointInput: {
    type: 'object',
    required: ['url', 'events'],
    properties: {
      ...endpointFields,
      rotate_secret: {
        type: 'boolean',
        description:
          'On a change: true replaces the secret with a new one, shown once in the answer. The replaced one keeps signing deliveries for 24 hours.',
      },
    },
    examples: [endpointInputExample],
  },
  AdminWebhookDelivery: {
    type: 'object',
    required: Object.keys(deliveryExample),
    additionalProperties: false,
    properties: {
      id: { type: 'string', format: 'uuid', description: 'Also the payload id.' },
      endpoint_id: ref('Id'),
      event: { type: 'string', enum: [...webhookEvents] },
      status: { type: 'string', enum: [...webhookDeliveryStatuses] },
      attempts: { type: 'integer', minimum: 0 },
      next_attempt_at: nullable('string', {
        format: 'date-time',
        description: 'When a pending delivery is tried next; null once delivered or failed.',
      }),
      last_status_code: nullable('integer'),
      last_error: nullable('string', { maxLength: 255 }),
      delivered_at: nullable('string', { format: 'date-time' }),
      created_at: ref('DateTime'),
      payload: ref('WebhookPayload'),
    },
    examples: [deliveryExample],
  },
  WebhookPayload: {
    type: 'object',
    description:
      'The JSON body a delivery POSTs, with the headers Hourbook-Event, Hourbook-Delivery (the id), Hourbook-Timestamp (unix seconds) and Hourbook-Signature: `v1=` and the hex HMAC-SHA256 of "<timestamp>.<body>" keyed with the endpoint secret; for 24 hours after a rotation two of them, comma-separated, keyed with the new and the replaced secret (accept the delivery when any `v1` matches). `data` is the time log as GET /api/v1/time-logs/{id} shows it, or the timer as GET /api/v1/timer does, with the `user_id` it belongs to; timer.stopped adds `stopped_at` and `time_log_ids` (the logs the stop made, none when it was discarded). project.budget_reached carries instead the project (`project_id`, `project_name`), its `budget_amount` and `budget_period`, the `period_starts_on` (null for the whole project), the `used_amount` and the `threshold` reached (80 or 100), in minor units of `currency`.',
    required: ['id', 'event', 'created_at', 'data'],
    additionalProperties: false,
    properties: {
      id: { type: 'string', format: 'uuid' },
      event: { type: 'string', enum: [...webhookEvents] },
      created_at: { type: 'string', format: 'date-time' },
      data: { type: 'object', required: ['user_id'], properties: { user_id: ref('Id') } },
    },
    examples: [payloadExample],
  },
}

const update = (method: 'PUT' | 'PATCH') =>
  operation(['admin'], {
    operationId: `${method === 'PUT' ? 'replace' : 'update'}AdminWebhookEndpoint`,
    summary: 'Change a webhook endpoint',
    description:
      'Fields left out keep their values, with either method; the URL is checked again. `rotate_secret: true` issues a new secret, which this answer shows once; the replaced one keeps signing deliveries, beside it, for 24 hours. A second rotation within those hours keeps only the secret it replaces.',
    tags: [tagEndpoints],
    write: true,
    input: true,
    record: true,
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: { ...schemas.AdminWebhookEndpointInput, required: [] },
          example: { active: false },
        },
      },
    },
    responses: {
      200: dataResponse(
        'The endpoint; with its new secret after a rotation.',
        { oneOf: [ref('AdminWebhookEndpoint'), ref('AdminWebhookEndpointWithSecret')] },
        endpointExample
      ),
    },
  })

export const paths: Record<string, OpenAPIV3_1.PathItemObject> = {
  '/api/v1/admin/webhooks': {
    get: operation(['admin'], {
      operationId: 'listAdminWebhookEndpoints',
      summary: 'List webhook endpoints',
      tags: [tagEndpoints],
      input: true,
      parameters: listParameters(webhookEndpointListQuery),
      responses: {
        200: pageResponse(
          'A page of endpoints; `total` counts all that match.',
          ref('AdminWebhookEndpoint'),
          endpointExample
        ),
      },
    }),
    post: operation(['admin'], {
      operationId: 'createAdminWebhookEndpoint',
      summary: 'Register a webhook endpoint',
      description: 'The server makes its secret; this answer shows it, once.',
      tags: [tagEndpoints],
      write: true,
      input: true,
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: ref('AdminWebhookEndpointInput'),
            example: endpointInputExample,
          },
        },
      },
      responses: {
        201: dataResponse(
          'The new endpoint, with its secret: the only answer that shows it.',
          ref('AdminWebhookEndpointWithSecret'),
          issuedExample
        ),
      },
    }),
  },
  '/api/v1/admin/webhooks/{id}': {
    parameters: [{ $ref: '#/components/parameters/Id' }],
    get: operation(['admin'], {
      operationId: 'getAdminWebhookEndpoint',
      summary: 'Show a webhook endpoint',
      tags: [tagEndpoints],
      record: true,
      responses: {
        200: dataResponse('The endpoint.', ref('AdminWebhookEndpoint'), endpointExample),
      },
    }),
    put: update('PUT'),
    patch: update('PATCH'),
    delete: operation(['admin'], {
      operationId: 'deleteAdminWebhookEndpoint',
      summary: 'Delete a webhook endpoint',
      description: 'Its deliveries go with it, sent or not.',
      tags: [tagEndpoints],
      write: true,
      record: true,
      responses: { 204: noContent },
    }),
  },
  '/api/v1/admin/webhook-deliveries': {
    get: operation(['admin'], {
      operationId: 'listAdminWebhookDeliveries',
      summary: 'List webhook deliveries',
      description:
        'Newest first by default. A pending delivery is retried after 1 min, 5 min, 30 min, 2 h and then every 6 h, until 24 h after it was made; then it has failed.',
      tags: [tagDeliveries],
      input: true,
      parameters: listParameters(webhookDeliveryListQuery),
      responses: {
        200: pageResponse(
          'A page of deliveries; `total` counts all that match.',
          ref('AdminWebhookDelivery'),
          deliveryExample
        ),
      },
    }),
  },
  '/api/v1/admin/webhook-deliveries/{id}': {
    parameters: [
      {
        name: 'id',
        in: 'path',
        required: true,
        description: 'The delivery id.',
        schema: { type: 'string', format: 'uuid' },
      },
    ],
    get: operation(['admin'], {
      operationId: 'getAdminWebhookDelivery',
      summary: 'Show a webhook delivery',
      tags: [tagDeliveries],
      record: true,
      responses: {
        200: dataResponse('The delivery.', ref('AdminWebhookDelivery'), deliveryExample),
      },
    }),
  },
}
