import type { OpenAPIV3_1 } from 'openapi-types'
import { timeLogSortColumns } from '#validators/time_log'
import { dataResponse, jsonBody, noContent, operation, ref } from '#openapi/components'
import { reportFilterParameters, searchParameter } from '#openapi/parameters'
import { currencyCode, nullableMinorUnits } from '#openapi/money'

const tags = ['Time logs']

export const timeLogExample = {
  id: 42,
  date: '2026-11-20',
  start_time: '09:00:00',
  stop_time: '10:30:00',
  duration: '01:30',
  comments: 'Sprint planning',
  project: { id: 3, name: 'Website' },
  task: { id: 5, name: 'Meetings' },
  billed: false,
  billable_rate: 8000,
  billable_amount: 12000,
  currency: 'EUR',
}

const example = timeLogExample

const row = { ...example, week_status: 'open', locked: false }

const input = {
  project_id: 3,
  task_id: 5,
  date: '2026-11-20',
  start_time: '09:00',
  stop_time: '10:30',
  comments: 'Sprint planning',
}

const timeLogFields = [
  'id',
  'date',
  'start_time',
  'stop_time',
  'duration',
  'comments',
  'project',
  'task',
  'billed',
]

const timeLogProperties: Record<string, OpenAPIV3_1.SchemaObject | OpenAPIV3_1.ReferenceObject> = {
  id: ref('Id'),
  date: ref('Date'),
  start_time: ref('Time'),
  stop_time: ref('Time'),
  duration: { type: 'string', pattern: '^\\d+:[0-5]\\d$', description: 'hh:mm' },
  comments: { type: ['string', 'null'], maxLength: 200 },
  project: ref('Named'),
  task: ref('Named'),
  billed: {
    type: 'boolean',
    description: 'Billed: read-only until its billing batch is undone.',
  },
  billable_rate: {
    ...nullableMinorUnits,
    description:
      'The billable rate the log was priced at, in minor units an hour; null when not billable. Only where you may see money: administrators, or everyone when the installation shows rates to users.',
  },
  billable_amount: {
    ...nullableMinorUnits,
    description:
      'Hours × the billable rate, in minor units; null when not billable. As `billable_rate`.',
  },
  currency: currencyCode,
}

export const schemas: Record<string, OpenAPIV3_1.SchemaObject> = {
  TimeLog: {
    type: 'object',
    required: timeLogFields,
    additionalProperties: false,
    properties: timeLogProperties,
    examples: [example],
  },
  TimeLogRow: {
    type: 'object',
    description:
      "A log as the list shows it, with its period: its week's status and whether it is on or before the lock date. It is read-only to you when locked or its week is submitted or approved.",
    required: [...timeLogFields, 'week_status', 'locked'],
    additionalProperties: false,
    properties: {
      ...timeLogProperties,
      week_status: ref('WeekStatus'),
      locked: { type: 'boolean' },
    },
    examples: [row],
  },
  TimeLogInput: {
    type: 'object',
    description:
      "A log of the user's own, under every rule: the date from one year ago until today (the user's time zone), the stop after the start, no overlap with the user's other logs ([start, stop) intervals), a connection of the project and task the user may log on (an active project, client and task, inside the project's dates), within the project's planned hours. Editing a log whose project and task stay the same does not need the connection again.",
    required: ['project_id', 'task_id', 'date', 'start_time', 'stop_time'],
    properties: {
      project_id: ref('Id'),
      task_id: ref('Id'),
      date: ref('Date'),
      start_time: ref('Time'),
      stop_time: ref('Time'),
      comments: { type: ['string', 'null'], maxLength: 200 },
    },
    examples: [input],
  },
}

const timeLog = dataResponse('The log.', ref('TimeLog'), example)

const update = (method: 'PUT' | 'PATCH') =>
  operation(['time-logs:write'], {
    operationId: method === 'PUT' ? 'replaceTimeLog' : 'updateTimeLog',
    summary: method === 'PUT' ? 'Replace a time log' : 'Change a time log',
    description: 'Every field is required, with either method.',
    tags,
    write: true,
    input: true,
    record: true,
    requestBody: jsonBody(ref('TimeLogInput'), input),
    responses: { 200: timeLog },
  })

export const paths: OpenAPIV3_1.PathsObject = {
  '/api/v1/time-logs': {
    get: operation(['time-logs:read'], {
      operationId: 'listTimeLogs',
      summary: 'List your time logs',
      description:
        'A page of your own logs, filtered like the reports. `total` counts every log the filters found, and `total_seconds` sums their lengths, on every page alike.',
      tags,
      input: true,
      parameters: [
        {
          name: 'limit',
          in: 'query',
          description: 'Logs per page, 1 to 100; -1 for all.',
          schema: {
            type: 'integer',
            anyOf: [{ const: -1 }, { minimum: 1, maximum: 100 }],
            default: 25,
          } as OpenAPIV3_1.ParameterObject['schema'],
        },
        {
          name: 'page',
          in: 'query',
          schema: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
        },
        {
          name: 'sort',
          in: 'query',
          schema: { type: 'string', enum: [...timeLogSortColumns], default: 'date' },
        },
        {
          name: 'order',
          in: 'query',
          schema: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
        },
        searchParameter,
        ...reportFilterParameters(false),
      ],
      responses: {
        200: {
          description: 'The page of logs.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['data', 'total', 'total_seconds', 'page', 'limit'],
                additionalProperties: false,
                properties: {
                  data: { type: 'array', items: ref('TimeLogRow') },
                  total: { type: 'integer', minimum: 0 },
                  total_seconds: {
                    type: 'integer',
                    minimum: 0,
                    description: 'The length of every log the filters found, in seconds.',
                  },
                  page: { type: 'integer', minimum: 1 },
                  limit: { type: 'integer', minimum: -1 },
                },
              },
              example: { data: [row], total: 1, total_seconds: 5400, page: 1, limit: 25 },
            },
          },
        },
      },
    }),
    post: operation(['time-logs:write'], {
      operationId: 'createTimeLog',
      summary: 'Log time',
      tags,
      write: true,
      input: true,
      requestBody: jsonBody(ref('TimeLogInput'), input),
      responses: { 201: dataResponse('The new log.', ref('TimeLog'), example) },
    }),
  },
  '/api/v1/time-logs/suggested-times': {
    get: operation(['time-logs:read'], {
      operationId: 'suggestTimeLogTimes',
      summary: 'Suggest the times of a new log',
      description:
        'For the day asked: the start at the first whole minute after your latest log of that day, else the current hour today and 09:00 on another day; the stop now when the day is today (your time zone) and now comes after that start, else empty.',
      tags,
      input: true,
      parameters: [{ name: 'date', in: 'query', required: true, schema: ref('Date') }],
      responses: {
        200: dataResponse(
          'The date and the suggested times, HH:MM or empty.',
          {
            type: 'object',
            required: ['date', 'start_time', 'stop_time'],
            additionalProperties: false,
            properties: {
              date: ref('Date'),
              start_time: { type: 'string', pattern: '^(\\d{2}:\\d{2})?$' },
              stop_time: { type: 'string', pattern: '^(\\d{2}:\\d{2})?$' },
            },
          },
          { date: '2026-11-20', start_time: '10:30', stop_time: '' }
        ),
      },
    }),
  },
  '/api/v1/time-logs/past-comments': {
    get: operation(['time-logs:read'], {
      operationId: 'listPastComments',
      summary: 'List your past comments on a project and task',
      description:
        "The distinct comments of your own logs on the project and task, the most recently logged first, at most 10. Other users' comments are never included.",
      tags,
      input: true,
      parameters: [
        { name: 'project_id', in: 'query', required: true, schema: ref('Id') },
        { name: 'task_id', in: 'query', required: true, schema: ref('Id') },
      ],
      responses: {
        200: dataResponse(
          'The comments.',
          { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 200 } },
          ['Sprint planning', 'Stand-up']
        ),
      },
    }),
  },
  '/api/v1/time-logs/{id}': {
    parameters: [{ $ref: '#/components/parameters/Id' }],
    get: operation(['time-logs:read'], {
      operationId: 'getTimeLog',
      summary: 'Show a time log',
      description: "Another user's log answers 404.",
      tags,
      record: true,
      responses: { 200: timeLog },
    }),
    put: update('PUT'),
    patch: update('PATCH'),
    delete: operation(['time-logs:write'], {
      operationId: 'deleteTimeLog',
      summary: 'Delete a time log',
      tags,
      write: true,
      record: true,
      responses: { 204: noContent },
    }),
  },
}
