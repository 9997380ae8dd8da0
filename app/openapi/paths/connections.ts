import type { OpenAPIV3_1 } from 'openapi-types'
import { operation, ref } from '#openapi/components'
import { plannedHoursLimits } from '#shared/planned_hours'

const example = {
  id: 7,
  project: {
    id: 3,
    name: 'Website',
    client: { id: 2, name: 'Acme' },
    planned_hours: { hours: 100, limit: 'warn', used_seconds: 342_000 },
  },
  task: { id: 5, name: 'Meetings' },
  last_logged_on: '2026-11-19',
}

export const schemas: Record<string, OpenAPIV3_1.SchemaObject> = {
  Connection: {
    type: 'object',
    description: 'A project and task pair the user may log time on.',
    required: ['id', 'project', 'task', 'last_logged_on'],
    additionalProperties: false,
    properties: {
      id: ref('Id'),
      project: {
        type: 'object',
        required: ['id', 'name', 'client', 'planned_hours'],
        additionalProperties: false,
        properties: {
          id: ref('Id'),
          name: { type: 'string' },
          client: ref('Named'),
          planned_hours: {
            description:
              'The hours planned for the project and the seconds logged on it by everyone; null when it has none. `stop` refuses a log past them, `warn` accepts it.',
            oneOf: [
              { type: 'null' },
              {
                type: 'object',
                required: ['hours', 'limit', 'used_seconds'],
                additionalProperties: false,
                properties: {
                  hours: { type: 'number', minimum: 0 },
                  limit: { type: 'string', enum: [...plannedHoursLimits] },
                  used_seconds: { type: 'integer', minimum: 0 },
                },
              },
            ],
          },
        },
      },
      task: ref('Named'),
      last_logged_on: {
        oneOf: [ref('Date'), { type: 'null' }],
        description: 'The date of your latest log on this project and task; null when none.',
      },
    },
    examples: [example],
  },
}

export const paths: OpenAPIV3_1.PathsObject = {
  '/api/v1/connections': {
    get: operation(['time-logs:read', 'time-logs:write', 'timer'], {
      operationId: 'listConnections',
      summary: 'List the projects and tasks you may log on',
      description:
        'Only active connections the user is assigned to, of active projects, clients and tasks. `limit=-1` (what the portal sends) and any other `limit` answer all of them.',
      tags: ['Connections'],
      parameters: [
        {
          name: 'limit',
          in: 'query',
          description: 'Accepted for compatibility; every usable connection is answered.',
          schema: { type: 'integer' },
        },
      ],
      responses: {
        200: {
          description: 'The usable connections.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['data'],
                additionalProperties: false,
                properties: { data: { type: 'array', items: ref('Connection') } },
              },
              example: { data: [example] },
            },
          },
        },
      },
    }),
  },
}
