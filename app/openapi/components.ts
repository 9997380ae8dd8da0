import type { OpenAPIV3_1 } from 'openapi-types'
import type { TokenAbility } from '#shared/token_abilities'
import { maxId } from '#validators/fields'
import { timePattern } from '#shared/times'

/**
 * What every area's operations share: the error answers, ids, dates and times, and the helpers
 * that put an operation's common parts together. The areas refer to these by `$ref`:
 * `#/components/schemas/Error`, `#/components/responses/NotFound`, ...
 */

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })

export const schemas: Record<string, OpenAPIV3_1.SchemaObject> = {
  Error: {
    type: 'object',
    description:
      'Every error answer of the API. `message` is meant for people, in the language of the request (English or Dutch); `code` is meant for programs.',
    required: ['message', 'code'],
    additionalProperties: false,
    properties: {
      message: { type: 'string', examples: ['The requested resource was not found.'] },
      code: {
        type: 'string',
        pattern: '^E_[A-Z_]+$',
        description:
          'E_UNAUTHORIZED_ACCESS (401), E_FORBIDDEN or E_MISSING_ABILITY (403), E_NOT_FOUND (404), E_CONFLICT (409), E_VALIDATION_ERROR (422), E_TOO_MANY_REQUESTS (429), E_SERVICE_UNAVAILABLE (503: the database or Redis did not answer, or the database could not take the write; try again), E_SERVER_ERROR (other 5xx); E_INVALID_JSON, E_BAD_BODY or E_INVALID_VALUE (400), E_REQUEST_ENTITY_TOO_LARGE (413), E_BAD_CSRF_TOKEN (419).',
        examples: ['E_NOT_FOUND'],
      },
    },
  },
  ValidationError: {
    type: 'object',
    description: 'A refused input: every refused field with its messages.',
    required: ['message', 'code', 'errors'],
    additionalProperties: false,
    properties: {
      message: { type: 'string', examples: ['The given data is invalid.'] },
      code: { const: 'E_VALIDATION_ERROR' },
      errors: {
        type: 'object',
        description: 'Field name (nested fields with dots, such as `filter.q`) → its messages.',
        additionalProperties: { type: 'array', items: { type: 'string' }, minItems: 1 },
      },
    },
  },
  Id: { type: 'integer', minimum: 1, maximum: maxId, examples: [42] },
  Date: {
    type: 'string',
    format: 'date',
    pattern: '^\\d{4}-\\d{2}-\\d{2}$',
    description: 'A calendar date, YYYY-MM-DD.',
    examples: ['2026-11-20'],
  },
  Time: {
    type: 'string',
    pattern: timePattern.source,
    description: 'A time of day, 24-hour H:i or H:i:s; answers always carry the seconds.',
    examples: ['09:30:00'],
  },
  DateTime: {
    type: 'string',
    format: 'date-time',
    description: 'An instant, ISO 8601.',
    examples: ['2026-11-20T08:30:00.000+00:00'],
  },
  Named: {
    type: 'object',
    required: ['id', 'name'],
    additionalProperties: false,
    properties: { id: ref('Id'), name: { type: 'string' } },
  },
}

function errorResponse(
  description: string,
  example: { message: string; code: string }
): OpenAPIV3_1.ResponseObject {
  return {
    description,
    content: { 'application/json': { schema: ref('Error'), example } },
  }
}

const seconds = { type: 'integer', minimum: 0 } as const

/** The rate-limit headers of every answer to a bearer request (README "API tokens"). */
export const headers: Record<string, OpenAPIV3_1.HeaderObject> = {
  'RateLimit-Limit': {
    description: 'Requests the token may make per minute (bearer requests only).',
    schema: { type: 'integer', minimum: 1 },
  },
  'RateLimit-Remaining': {
    description: 'Requests the token has left in this minute (bearer requests only).',
    schema: seconds,
  },
  'RateLimit-Reset': {
    description: 'Seconds until the minute ends and the count starts again (bearer requests only).',
    schema: seconds,
  },
  'Retry-After': { description: 'Seconds until a request is allowed again.', schema: seconds },
}

function rateLimitHeaderRefs() {
  return Object.fromEntries(
    ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'].map((name) => [
      name,
      { $ref: `#/components/headers/${name}` },
    ])
  )
}

/**
 * The paths with the rate-limit headers on every answer of an operation that takes a token,
 * except the errors, which are shared responses (the 429 names them itself).
 */
export function withRateLimitHeaders(paths: OpenAPIV3_1.PathsObject): OpenAPIV3_1.PathsObject {
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item ?? {}).map(([method, value]) => {
          const op = value as Operation
          if (!op?.responses || !op.security?.length) return [method, value]
          const answers = Object.entries(op.responses).map(([status, response]) =>
            '$ref' in response
              ? [status, response]
              : [
                  status,
                  { ...response, headers: { ...response.headers, ...rateLimitHeaderRefs() } },
                ]
          )
          return [method, { ...op, responses: Object.fromEntries(answers) }]
        })
      ),
    ])
  )
}

export const responses: Record<string, OpenAPIV3_1.ResponseObject> = {
  BadRequest: errorResponse('The body is not JSON, or holds a value the database cannot store.', {
    message: 'The request body is not valid JSON.',
    code: 'E_INVALID_JSON',
  }),
  Unauthorized: errorResponse('No valid token or session: missing, revoked or expired.', {
    message: 'Sign in, or send a valid API token, to use the API.',
    code: 'E_UNAUTHORIZED_ACCESS',
  }),
  Forbidden: errorResponse(
    'The token lacks the ability the operation needs (E_MISSING_ABILITY), or the user may not do this (E_FORBIDDEN: an unverified e-mail address, not an administrator).',
    { message: 'This token lacks an ability: missing ability: timer', code: 'E_MISSING_ABILITY' }
  ),
  NotFound: errorResponse('No such record, or not one of yours.', {
    message: 'The requested resource was not found.',
    code: 'E_NOT_FOUND',
  }),
  Conflict: errorResponse('The record is still in use.', {
    message: 'This client still has projects. Delete or move them first, or deactivate the client.',
    code: 'E_CONFLICT',
  }),
  PayloadTooLarge: errorResponse('The body is over the size limit.', {
    message: 'The request is too large.',
    code: 'E_REQUEST_ENTITY_TOO_LARGE',
  }),
  SessionExpired: errorResponse(
    'Cookie sessions only: the X-XSRF-TOKEN header is missing or wrong.',
    { message: 'Your session has expired. Please refresh the page.', code: 'E_BAD_CSRF_TOKEN' }
  ),
  ValidationFailed: {
    description: 'The input was refused: each refused field with its messages.',
    content: {
      'application/json': {
        schema: ref('ValidationError'),
        example: {
          message: 'The given data is invalid.',
          code: 'E_VALIDATION_ERROR',
          errors: { stop_time: ['The stop time must be after the start time.'] },
        },
      },
    },
  },
  TooManyRequests: {
    ...errorResponse('Past the rate limit of the token.', {
      message: 'Too many requests. Please wait before retrying.',
      code: 'E_TOO_MANY_REQUESTS',
    }),
    headers: {
      'Retry-After': { $ref: '#/components/headers/Retry-After' },
      ...rateLimitHeaderRefs(),
    },
  },
  ServerError: errorResponse('Something failed on the server; the answer never carries details.', {
    message: 'Something went wrong. Please try again later or go back home.',
    code: 'E_SERVER_ERROR',
  }),
}

export const parameters: Record<string, OpenAPIV3_1.ParameterObject> = {
  Id: {
    name: 'id',
    in: 'path',
    required: true,
    description: 'The record id.',
    schema: ref('Id'),
  },
}

export const securitySchemes: Record<string, OpenAPIV3_1.SecuritySchemeObject> = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A personal access token (`hb_...`) from the profile page, as `Authorization: Bearer <token>`. Bearer requests need no CSRF token and set no cookies.',
  },
}

/** An operation as openapi-types' 3.1 path items take it (they type them as 3.0's). */
export type Operation = NonNullable<OpenAPIV3_1.PathItemObject['get']>

/** The token ability an operation needs (README "API reference"). */
export type Ability = TokenAbility

const refResponse = (name: string) => ({ $ref: `#/components/responses/${name}` })

/**
 * One operation with what every operation shares: the bearer scheme, the ability it needs
 * (`x-required-ability`, also named in the description) and the errors any request can meet.
 * A request body adds the answers to a bad one (400, 413); `write` the answer to a cookie
 * request without its CSRF token (419); `input` the 422; `record` the 404.
 */
export function operation(
  abilities: Ability[],
  spec: OpenAPIV3_1.OperationObject & { write?: boolean; input?: boolean; record?: boolean }
): Operation {
  const { write, input, record, responses: own, description, ...rest } = spec
  const needs = abilities.map((ability) => `\`${ability}\``).join(' or ')
  return {
    ...rest,
    'description': `${description ?? ''}\n\nToken ability: ${needs}.`.trim(),
    'security': [{ bearerAuth: [] }],
    'x-required-ability': abilities.length === 1 ? abilities[0] : abilities,
    'responses': {
      ...own,
      ...(rest.requestBody && {
        400: refResponse('BadRequest'),
        413: refResponse('PayloadTooLarge'),
      }),
      ...(write && { 419: refResponse('SessionExpired') }),
      401: refResponse('Unauthorized'),
      403: refResponse('Forbidden'),
      ...(record && { 404: refResponse('NotFound') }),
      ...(input && { 422: refResponse('ValidationFailed') }),
      429: refResponse('TooManyRequests'),
      500: refResponse('ServerError'),
    },
  } as Operation
}

/** A JSON answer `{ data: <schema> }`. */
export function dataResponse(
  description: string,
  schema: OpenAPIV3_1.SchemaObject | OpenAPIV3_1.ReferenceObject,
  example?: unknown
): OpenAPIV3_1.ResponseObject {
  return {
    description,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['data'],
          additionalProperties: false,
          properties: { data: schema },
        },
        ...(example !== undefined && { example: { data: example } }),
      },
    },
  }
}

/** A page of an admin list: `{ data: [<schema>], total }`. */
export function pageResponse(
  description: string,
  schema: OpenAPIV3_1.SchemaObject | OpenAPIV3_1.ReferenceObject,
  example: unknown
): OpenAPIV3_1.ResponseObject {
  return {
    description,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['data', 'total'],
          additionalProperties: false,
          properties: {
            data: { type: 'array', items: schema },
            total: { type: 'integer', minimum: 0 },
          },
        },
        example: { data: [example], total: 1 },
      },
    },
  }
}

/** A JSON request body. */
export function jsonBody(
  schema: OpenAPIV3_1.SchemaObject | OpenAPIV3_1.ReferenceObject,
  example: unknown,
  required = true
): OpenAPIV3_1.RequestBodyObject {
  return { required, content: { 'application/json': { schema, example } } }
}

export const noContent: OpenAPIV3_1.ResponseObject = { description: 'Done; no content.' }
