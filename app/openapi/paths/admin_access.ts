import type { OpenAPIV3_1 } from 'openapi-types'
import { maxBulk } from '#validators/admin/access'
import { dataResponse, jsonBody, operation, ref } from '#openapi/components'

/**
 * Access in bulk (docs/admin-guide.md): whole projects, with all their tasks and optionally
 * their future ones, granted to or taken from many people in one step.
 */

const tag = 'Admin: access'

const ids = (description: string): OpenAPIV3_1.SchemaObject => ({
  type: 'array',
  items: ref('Id'),
  minItems: 1,
  maxItems: maxBulk,
  description,
})

const grantExample = { user_ids: [7, 8], project_ids: [3], future_tasks: true }
const revokeExample = { user_ids: [7], project_ids: [3, 4] }
const overviewExample = [
  {
    id: 7,
    name: 'Ann Example',
    entries: [{ id: 3, name: 'Website', tasks: 4, of: 4, future_tasks: true }],
  },
]

export const schemas: Record<string, OpenAPIV3_1.SchemaObject> = {
  AdminAccessGrantInput: {
    type: 'object',
    required: ['user_ids', 'project_ids'],
    additionalProperties: false,
    properties: {
      user_ids: ids('The people to grant the projects to.'),
      project_ids: ids('The projects, each with every task it has (its connections).'),
      future_tasks: {
        type: 'boolean',
        default: false,
        description:
          'Also every task each project gains later: a connection made for the project afterwards goes to these people as it is made. Granting without it keeps an earlier grant of future tasks.',
      },
    },
    examples: [grantExample],
  },
  AdminAccessRevokeInput: {
    type: 'object',
    required: ['user_ids', 'project_ids'],
    additionalProperties: false,
    properties: {
      user_ids: ids('The people to take the projects from.'),
      project_ids: ids('The projects, every task of them and their future tasks.'),
    },
    examples: [revokeExample],
  },
  AdminAccessGroup: {
    type: 'object',
    required: ['id', 'name', 'entries'],
    additionalProperties: false,
    properties: {
      id: ref('Id'),
      name: { type: 'string' },
      entries: {
        type: 'array',
        description: 'By person: their projects. By project: its people. By name.',
        items: {
          type: 'object',
          required: ['id', 'name', 'tasks', 'of', 'future_tasks'],
          additionalProperties: false,
          properties: {
            id: ref('Id'),
            name: { type: 'string' },
            tasks: { type: 'integer', minimum: 0, description: "How many of the project's tasks." },
            of: { type: 'integer', minimum: 0, description: 'How many tasks the project has.' },
            future_tasks: { type: 'boolean', description: "The project's future tasks too." },
          },
        },
      },
    },
    examples: [overviewExample[0]],
  },
}

export const paths: OpenAPIV3_1.PathsObject = {
  '/api/v1/admin/access': {
    get: operation(['admin'], {
      operationId: 'listAdminAccess',
      summary: 'Show who may log time on what',
      description:
        'Every person–project pair with access, grouped by person (default) or by project, by name.',
      tags: [tag],
      input: true,
      parameters: [
        {
          name: 'group',
          in: 'query',
          required: false,
          schema: { type: 'string', enum: ['person', 'project'], default: 'person' },
        },
      ],
      responses: {
        200: dataResponse(
          'The groups.',
          { type: 'array', items: ref('AdminAccessGroup') },
          overviewExample
        ),
      },
    }),
  },
  '/api/v1/admin/access/grant': {
    post: operation(['admin'], {
      operationId: 'grantAdminAccess',
      summary: 'Grant whole projects to people',
      description:
        'Gives every listed person every listed project with all its tasks, in one transaction. Pairs granted before are left as they are, so the same request can be sent again.',
      tags: [tag],
      write: true,
      input: true,
      requestBody: jsonBody(ref('AdminAccessGrantInput'), grantExample),
      responses: {
        200: dataResponse(
          'How many person–task pairs were new.',
          {
            type: 'object',
            required: ['granted'],
            additionalProperties: false,
            properties: { granted: { type: 'integer', minimum: 0 } },
          },
          { granted: 8 }
        ),
      },
    }),
  },
  '/api/v1/admin/access/revoke': {
    post: operation(['admin'], {
      operationId: 'revokeAdminAccess',
      summary: 'Take whole projects from people',
      description:
        'Takes every listed project, all its tasks and its future tasks, from every listed person, in one transaction. Their logs stay.',
      tags: [tag],
      write: true,
      input: true,
      requestBody: jsonBody(ref('AdminAccessRevokeInput'), revokeExample),
      responses: {
        200: dataResponse(
          'How many person–task pairs went.',
          {
            type: 'object',
            required: ['revoked'],
            additionalProperties: false,
            properties: { revoked: { type: 'integer', minimum: 0 } },
          },
          { revoked: 2 }
        ),
      },
    }),
  },
}
