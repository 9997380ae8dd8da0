import type { OpenAPIV3_1 } from 'openapi-types'
import { tokenAbilities } from '#shared/token_abilities'
import { maxId } from '#validators/fields'
import { dataResponse, noContent, operation, ref } from '#openapi/components'

/**
 * A user's personal access tokens in the admin API: listed and revoked by an administrator.
 * The tokens themselves are made and revoked by their owner on the profile page, not through
 * the API; their secrets are never shown again after that.
 */

const tags = ['Admin: users']

const idParameter = (name: string, description: string): OpenAPIV3_1.ParameterObject => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'integer', minimum: 1, maximum: maxId },
})

const parameters = [
  idParameter('id', 'The user id.'),
  idParameter('token_id', 'The token id, as the list gives it.'),
]

const example = {
  id: 7,
  name: 'Command line timer',
  abilities: ['timer', 'time-logs:read'],
  created_at: '2026-11-20T08:30:00.000Z',
  last_used_at: '2026-11-26T16:02:11.000Z',
  expires_at: '2027-02-18T08:30:00.000Z',
}

const instantOrNull = (description: string): OpenAPIV3_1.SchemaObject => ({
  type: ['string', 'null'],
  format: 'date-time',
  description,
})

export const schemas: Record<string, OpenAPIV3_1.SchemaObject> = {
  AccessToken: {
    type: 'object',
    description: 'A personal access token, without its secret.',
    required: ['id', 'name', 'abilities', 'created_at', 'last_used_at', 'expires_at'],
    additionalProperties: false,
    properties: {
      id: { type: 'integer', minimum: 1, maximum: maxId },
      name: { type: 'string', maxLength: 100 },
      abilities: {
        type: 'array',
        items: { type: 'string', enum: [...tokenAbilities] },
        minItems: 1,
        uniqueItems: true,
      },
      created_at: { type: 'string', format: 'date-time' },
      last_used_at: instantOrNull('The last request made with it, to the minute; null if none.'),
      expires_at: instantOrNull('When it stops working; null if it lasts until revoked.'),
    },
    examples: [example],
  },
}

export const paths: OpenAPIV3_1.PathsObject = {
  '/api/v1/admin/users/{id}/tokens': {
    get: operation(['admin'], {
      operationId: 'adminListUserTokens',
      tags,
      record: true,
      summary: "List a user's API tokens",
      description: "The user's personal access tokens, newest first. An unknown user is a 404.",
      parameters: parameters.slice(0, 1),
      responses: {
        200: dataResponse("The user's tokens.", { type: 'array', items: ref('AccessToken') }, [
          example,
        ]),
      },
    }),
  },
  '/api/v1/admin/users/{id}/tokens/{token_id}': {
    delete: operation(['admin'], {
      operationId: 'adminRevokeUserToken',
      summary: "Revoke a user's API token",
      description:
        'The token stops working at once. A token of another user, or an unknown one, is a 404.',
      tags,
      write: true,
      record: true,
      parameters,
      responses: { 204: noContent },
    }),
  },
}
