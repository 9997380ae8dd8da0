import type { OpenAPIV3_1 } from 'openapi-types'
import { dataResponse, jsonBody, noContent, operation, ref } from '#openapi/components'

const tags = ['Timer']

const example = {
  project_id: 3,
  task_id: 5,
  comments: 'Sprint planning',
  started_at: '2026-11-20T08:30:00.000Z',
}

const comments: OpenAPIV3_1.SchemaObject = { type: ['string', 'null'], maxLength: 200 }

export const schemas: Record<string, OpenAPIV3_1.SchemaObject> = {
  Timer: {
    type: 'object',
    description: "The user's running timer: what it will log, and since when (UTC).",
    required: ['project_id', 'task_id', 'comments', 'started_at'],
    additionalProperties: false,
    properties: {
      project_id: ref('Id'),
      task_id: ref('Id'),
      comments,
      started_at: ref('DateTime'),
    },
    examples: [example],
  },
  TimerStart: {
    type: 'object',
    required: ['project_id', 'task_id'],
    properties: {
      project_id: ref('Id'),
      task_id: ref('Id'),
      comments,
      replace: {
        type: 'boolean',
        default: false,
        description: 'Discard a running timer instead of refusing (422 on `timer`).',
      },
    },
  },
  TimerChange: {
    type: 'object',
    description:
      "Changes the running timer's booking, and with `date` and `start_time` (both or neither, in the user's time zone) corrects its start. The run from the start until now must meet the rules a stop applies.",
    required: ['project_id', 'task_id'],
    dependentRequired: { date: ['start_time'], start_time: ['date'] },
    properties: {
      project_id: ref('Id'),
      task_id: ref('Id'),
      comments,
      date: ref('Date'),
      start_time: ref('Time'),
    },
  } as OpenAPIV3_1.SchemaObject,
  TimerStop: {
    type: 'object',
    description:
      'Empty, or all three fields: log exactly that one log instead of the run until now (to correct a stop a rule refused).',
    dependentRequired: {
      date: ['start_time', 'stop_time'],
      start_time: ['date', 'stop_time'],
      stop_time: ['date', 'start_time'],
    },
    properties: { date: ref('Date'), start_time: ref('Time'), stop_time: ref('Time') },
  } as OpenAPIV3_1.SchemaObject,
}

const timer = dataResponse('The running timer.', ref('Timer'), example)

export const paths: OpenAPIV3_1.PathsObject = {
  '/api/v1/timer': {
    get: operation(['timer'], {
      operationId: 'getTimer',
      summary: 'Show the running timer',
      tags,
      responses: {
        200: dataResponse(
          'The running timer, or null when none runs.',
          { oneOf: [ref('Timer'), { type: 'null' }] },
          example
        ),
      },
    }),
    post: operation(['timer'], {
      operationId: 'startTimer',
      summary: 'Start the timer',
      description:
        "A running timer is a 422 on `timer` unless `replace` is true; a start inside one of the user's logs is a 422 on `start_time`.",
      tags,
      write: true,
      input: true,
      requestBody: jsonBody(ref('TimerStart'), {
        project_id: 3,
        task_id: 5,
        comments: 'Sprint planning',
      }),
      responses: { 201: timer },
    }),
    patch: operation(['timer'], {
      operationId: 'updateTimer',
      summary: 'Change the running timer',
      description:
        'Nothing running is a 422 on `timer`; a start in the future a 422 on `start_time`.',
      tags,
      write: true,
      input: true,
      requestBody: jsonBody(ref('TimerChange'), {
        project_id: 3,
        task_id: 5,
        comments: 'Sprint planning',
        date: '2026-11-20',
        start_time: '08:15',
      }),
      responses: { 200: timer },
    }),
    delete: operation(['timer'], {
      operationId: 'discardTimer',
      summary: 'Discard the running timer',
      description: 'Nothing is logged.',
      tags,
      write: true,
      responses: { 204: noContent },
    }),
  },
  '/api/v1/timer/stop': {
    post: operation(['timer'], {
      operationId: 'stopTimer',
      summary: 'Stop the timer',
      description:
        "Logs the run under every time log rule: one log per day of the user's time zone when it crossed midnight. Nothing running is a 422; a refused stop is a 422 and leaves the timer running.",
      tags,
      write: true,
      input: true,
      requestBody: jsonBody(
        ref('TimerStop'),
        { date: '2026-11-20', start_time: '08:30', stop_time: '10:00' },
        false
      ),
      responses: {
        200: dataResponse('The logs made.', { type: 'array', items: ref('TimeLog') }, [
          {
            id: 43,
            date: '2026-11-20',
            start_time: '08:30:00',
            stop_time: '10:00:00',
            duration: '01:30',
            comments: 'Sprint planning',
            project: { id: 3, name: 'Website' },
            task: { id: 5, name: 'Meetings' },
            billed: false,
          },
        ]),
      },
    }),
  },
}
