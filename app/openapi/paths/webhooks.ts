import type { OpenAPIV3_1 } from 'openapi-types'
import { maxPerPage } from '#validators/admin/list'
import {
  webhookDeliveryListQuery,
  webhookDeliverySort,
  webhookEndpointListQuery,
  webhookEndpointSort,
} from '#validators/admin/webhooks'
import { webhookDeliveryStatuses, webhookEvents } from '#shared/webhook_events'

/**
 * The webhook endpoints and deliveries of the admin API (README "Webhooks"), and the body every
 * delivery POSTs. The error answers, ids, instants and the bearer scheme are the document's
 * shared components (app/openapi/components.ts).
 */

type Operation = NonNullable<OpenAPIV3_1.PathItemObject['get']>

const schema = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const response = (name: string) => ({ $ref: `#/components/responses/${name}` })

const tagEndpoints = 'Admin: webhooks'
const tagDeliveries = 'Admin: webhook-deliveries'

/** An admin operation: bearer tokens need the `admin` ability; the errors any request can meet. */
function adminOperation(
  spec: OpenAPIV3_1.OperationObject & { write?: boolean; input?: boolean; record?: boolean }
): Operation {
  const { write, input, record, responses: own, description, ...rest } = spec
  // openapi-types has no room for the `x-` extensions OpenAPI allows.
  return {
    ...rest,
    'description': `${description ?? ''}\n\nToken ability: \`admin\`.`.trim(),
    'security': [{ bearerAuth: [] }],
    'x-required-ability': 'admin',
    'responses': {
      ...own,
      ...(rest.requestBody && { 400: response('BadRequest'), 413: response('PayloadTooLarge') }),
      ...(write && { 419: response('SessionExpired') }),
      401: response('Unauthorized'),
      403: response('Forbidden'),
      ...(record && { 404: response('NotFound') }),
      ...(input && { 422: response('ValidationFailed') }),
      429: response('TooManyRequests'),
      500: response('ServerError'),
    },
  } as Operation
}

function listParameters(
  sort: readonly string[],
  { filters }: { filters: Record<string, string> }
): OpenAPIV3_1.ParameterObject[] {
  return [
    { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
    {
      name: 'perPage',
      in: 'query',
      schema: { type: 'integer', minimum: 1, maximum: maxPerPage, default: 25 },
    },
    { name: 'sort', in: 'query', schema: { type: 'string', enum: [...sort] } },
    {
      name: 'order',
      in: 'query',
      description: 'Either case.',
      schema: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC'] },
    },
    {
      name: 'filter',
      in: 'query',
      description: `A JSON object: \`q\` (text search), ${Object.keys(filters)
        .map((key) => `\`${key}\``)
        .join(', ')}. An unknown key or a bad value is a 422.`,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            additionalProperties: false,
            properties: Object.fromEntries(['q', ...Object.keys(filters)].map((key) => [key, {}])),
          },
          example: { endpoint_id: 3 },
        },
      },
    },
  ]
}

function page(description: string, record: string, example: Record<string, unknown>) {
  return {
    description,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['data', 'total'],
          additionalProperties: false,
          properties: {
            data: { type: 'array', items: schema(record) },
            total: { type: 'integer', minimum: 0 },
          },
        },
        example: { data: [example], total: 1 },
      },
    },
  } satisfies OpenAPIV3_1.ResponseObject
}

function one(description: string, record: string, example: Record<string, unknown>) {
  return {
    description,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['data'],
          additionalProperties: false,
          properties: { data: schema(record) },
        },
        example: { data: example },
      },
    },
  } satisfies OpenAPIV3_1.ResponseObject
}

const nullable = (type: 'string' | 'integer', extra: OpenAPIV3_1.SchemaObject = {}) =>
  ({ type: [type, 'null'], ...extra }) as OpenAPIV3_1.SchemaObject

const endpointExample = {
  id: 3,
  url: 'https://billing.example.com/hooks/hourbook',
  description: 'Billing tool',
  events: ['time_log.created', 'time_log.updated', 'time_log.deleted'],
  secret: 'whsec_3q2-7wEXAMPLEsecretXk9bGx1bGx1bGx1bGx1bGx1bGw',
  active: true,
  created_at: '2026-11-20T08:30:00.000+00:00',
  updated_at: '2026-11-20T08:30:00.000+00:00',
}

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

export const schemas: Record<string, OpenAPIV3_1.SchemaObject> = {
  AdminWebhookEndpoint: {
    type: 'object',
    required: [
      'id',
      'url',
      'description',
      'events',
      'secret',
      'active',
      'created_at',
      'updated_at',
    ],
    additionalProperties: false,
    properties: {
      id: schema('Id'),
      ...endpointFields,
      secret: nullable('string', {
        description:
          'Keys the Hourbook-Signature of every delivery. Null only when APP_KEY changed since it was made: rotate it.',
      }),
      created_at: schema('DateTime'),
      updated_at: schema('DateTime'),
    },
    examples: [endpointExample],
  },
  AdminWebhookEndpointInput: {
    type: 'object',
    required: ['url', 'events'],
    properties: {
      ...endpointFields,
      rotate_secret: {
        type: 'boolean',
        description: 'On a change: true replaces the secret with a new one.',
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
      endpoint_id: schema('Id'),
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
      created_at: schema('DateTime'),
      payload: schema('WebhookPayload'),
    },
    examples: [deliveryExample],
  },
  WebhookPayload: {
    type: 'object',
    description:
      'The JSON body a delivery POSTs, with the headers Hourbook-Event, Hourbook-Delivery (the id), Hourbook-Timestamp (unix seconds) and Hourbook-Signature: `v1=` and the hex HMAC-SHA256 of "<timestamp>.<body>" keyed with the endpoint secret. `data` is the time log as GET /api/v1/time-logs/{id} shows it, or the timer as GET /api/v1/timer does, with the `user_id` it belongs to; timer.stopped adds `stopped_at` and `time_log_ids` (the logs the stop made, none when it was discarded).',
    required: ['id', 'event', 'created_at', 'data'],
    additionalProperties: false,
    properties: {
      id: { type: 'string', format: 'uuid' },
      event: { type: 'string', enum: [...webhookEvents] },
      created_at: { type: 'string', format: 'date-time' },
      data: { type: 'object', required: ['user_id'], properties: { user_id: schema('Id') } },
    },
    examples: [payloadExample],
  },
}

const update = (method: 'PUT' | 'PATCH') =>
  adminOperation({
    operationId: `${method === 'PUT' ? 'replace' : 'update'}AdminWebhookEndpoint`,
    summary: 'Change a webhook endpoint',
    description:
      'Fields left out keep their values, with either method; the URL is checked again. `rotate_secret: true` issues a new secret.',
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
    responses: { 200: one('The endpoint.', 'AdminWebhookEndpoint', endpointExample) },
  })

export const paths: Record<string, OpenAPIV3_1.PathItemObject> = {
  '/api/v1/admin/webhooks': {
    get: adminOperation({
      operationId: 'listAdminWebhookEndpoints',
      summary: 'List webhook endpoints',
      tags: [tagEndpoints],
      input: true,
      parameters: listParameters(webhookEndpointSort, webhookEndpointListQuery),
      responses: {
        200: page(
          'A page of endpoints; `total` counts all that match.',
          'AdminWebhookEndpoint',
          endpointExample
        ),
      },
    }),
    post: adminOperation({
      operationId: 'createAdminWebhookEndpoint',
      summary: 'Register a webhook endpoint',
      description: 'The server makes its secret; the answer shows it.',
      tags: [tagEndpoints],
      write: true,
      input: true,
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: schema('AdminWebhookEndpointInput'),
            example: endpointInputExample,
          },
        },
      },
      responses: {
        201: one('The new endpoint, with its secret.', 'AdminWebhookEndpoint', endpointExample),
      },
    }),
  },
  '/api/v1/admin/webhooks/{id}': {
    parameters: [{ $ref: '#/components/parameters/Id' }],
    get: adminOperation({
      operationId: 'getAdminWebhookEndpoint',
      summary: 'Show a webhook endpoint',
      tags: [tagEndpoints],
      record: true,
      responses: { 200: one('The endpoint.', 'AdminWebhookEndpoint', endpointExample) },
    }),
    put: update('PUT'),
    patch: update('PATCH'),
    delete: adminOperation({
      operationId: 'deleteAdminWebhookEndpoint',
      summary: 'Delete a webhook endpoint',
      description: 'Its deliveries go with it, sent or not.',
      tags: [tagEndpoints],
      write: true,
      record: true,
      responses: { 204: { description: 'Deleted.' } },
    }),
  },
  '/api/v1/admin/webhook-deliveries': {
    get: adminOperation({
      operationId: 'listAdminWebhookDeliveries',
      summary: 'List webhook deliveries',
      description:
        'Newest first by default. A pending delivery is retried after 1 min, 5 min, 30 min, 2 h and then every 6 h, until 24 h after it was made; then it has failed.',
      tags: [tagDeliveries],
      input: true,
      parameters: listParameters(webhookDeliverySort, webhookDeliveryListQuery),
      responses: {
        200: page(
          'A page of deliveries; `total` counts all that match.',
          'AdminWebhookDelivery',
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
    get: adminOperation({
      operationId: 'getAdminWebhookDelivery',
      summary: 'Show a webhook delivery',
      tags: [tagDeliveries],
      record: true,
      responses: { 200: one('The delivery.', 'AdminWebhookDelivery', deliveryExample) },
    }),
  },
}
