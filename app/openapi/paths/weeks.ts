import type { OpenAPIV3_1 } from 'openapi-types'
import { weekStatuses } from '#shared/week_status'
import { dataResponse, operation, ref } from '#openapi/components'
import { timeLogExample } from '#openapi/paths/time_logs'

const tags = ['Weeks']

const example = {
  starts_on: '2026-11-15',
  ends_on: '2026-11-21',
  status: 'submitted',
  comment: null,
  submitted_at: '2026-11-21T16:02:11.000Z',
  decided_at: null,
  lock_date: null,
  total_seconds: 5400,
  available_hours: 40,
  can_submit: false,
  can_withdraw: true,
  days: ['15', '16', '17', '18', '19', '20', '21'].map((day) => ({
    date: `2026-11-${day}`,
    total_seconds: day === '20' ? 5400 : 0,
    closed: true,
    logs: day === '20' ? [{ ...timeLogExample, week_status: 'submitted', locked: false }] : [],
  })),
}

export const schemas: Record<string, OpenAPIV3_1.SchemaObject> = {
  WeekStatus: {
    type: 'string',
    enum: [...weekStatuses],
    description:
      "open: not handed in (or withdrawn); submitted: waiting for approval, read-only for its person; approved: read-only; rejected: open again, with the administrator's comment.",
  },
  Week: {
    type: 'object',
    description:
      "A person's week, from the installation's first day of the week (WEEK_START: Monday unless set to Sunday). A day is closed when its week is submitted or approved, or it is on or before the lock date; writes touching a closed day are refused with 422 on `date`.",
    required: [
      'starts_on',
      'ends_on',
      'status',
      'comment',
      'submitted_at',
      'decided_at',
      'lock_date',
      'total_seconds',
      'available_hours',
      'can_submit',
      'can_withdraw',
      'days',
    ],
    additionalProperties: false,
    properties: {
      starts_on: ref('Date'),
      ends_on: ref('Date'),
      status: ref('WeekStatus'),
      comment: { type: ['string', 'null'], maxLength: 1000 },
      submitted_at: { type: ['string', 'null'], format: 'date-time' },
      decided_at: { type: ['string', 'null'], format: 'date-time' },
      lock_date: {
        oneOf: [ref('Date'), { type: 'null' }],
        description: 'The lock date, when any day of the week is on or before it.',
      },
      total_seconds: { type: 'integer', minimum: 0 },
      available_hours: { type: ['number', 'null'] },
      can_submit: { type: 'boolean' },
      can_withdraw: { type: 'boolean' },
      days: {
        type: 'array',
        minItems: 7,
        maxItems: 7,
        items: {
          type: 'object',
          required: ['date', 'total_seconds', 'closed', 'logs'],
          additionalProperties: false,
          properties: {
            date: ref('Date'),
            total_seconds: { type: 'integer', minimum: 0 },
            closed: { type: 'boolean' },
            logs: { type: 'array', items: ref('TimeLogRow') },
          },
        },
      },
    },
    examples: [example],
  },
}

const dateParameter: OpenAPIV3_1.ParameterObject = {
  name: 'date',
  in: 'path',
  required: true,
  description: 'Any date of the week; a date that is not one answers 422.',
  schema: ref('Date'),
}

const week = dataResponse('The week.', ref('Week'), example)

export const paths: OpenAPIV3_1.PathsObject = {
  '/api/v1/weeks/{date}': {
    parameters: [dateParameter],
    get: operation(['time-logs:read'], {
      operationId: 'getWeek',
      summary: 'Show a week',
      description:
        'Your week around the date: its status, its seven days with their logs and totals.',
      tags,
      input: true,
      responses: { 200: week },
    }),
  },
  '/api/v1/weeks/{date}/submission': {
    parameters: [dateParameter],
    post: operation(['time-logs:write'], {
      operationId: 'submitWeek',
      summary: 'Submit a week for approval',
      description:
        'Hands the week in; its days become read-only for you. Refused (422 on `week`) for a week that has not started, one already submitted or approved, one overlapping another submitted or approved week, or while your running timer started in it. A rejected week is submitted again.',
      tags,
      write: true,
      input: true,
      responses: { 200: week },
    }),
    delete: operation(['time-logs:write'], {
      operationId: 'withdrawWeek',
      summary: 'Withdraw a submission',
      description:
        'Takes back a submitted week before it is decided; an approved or open week is refused (422 on `week`).',
      tags,
      write: true,
      input: true,
      responses: { 200: week },
    }),
  },
}
