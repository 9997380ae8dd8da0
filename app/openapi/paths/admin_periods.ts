import type { OpenAPIV3_1 } from 'openapi-types'
import { weekSubmissionListQuery, maxDecisions } from '#validators/admin/week_submissions'
import { timeLogAuditListQuery } from '#validators/admin/time_log_audits'
import { dataResponse, jsonBody, operation, pageResponse, ref } from '#openapi/components'
import { listParameters } from '#openapi/admin_resource'

/**
 * Closing periods in the admin API (docs/admin-guide.md): the queue of submitted weeks and
 * the decisions on them, the lock date, and the record of changes made in closed periods.
 */

const tagWeeks = 'Admin: week-submissions'
const tagLockDate = 'Admin: lock-date'
const tagAudits = 'Admin: time-log-audits'

const nullable = (schema: OpenAPIV3_1.SchemaObject) =>
  ({ ...schema, type: [schema.type, 'null'] }) as OpenAPIV3_1.SchemaObject
const seconds: OpenAPIV3_1.SchemaObject = { type: 'integer', minimum: 0 }
const named = (extra: Record<string, OpenAPIV3_1.SchemaObject> = {}): OpenAPIV3_1.SchemaObject => ({
  type: 'object',
  required: ['id', 'name', ...Object.keys(extra)],
  additionalProperties: false,
  properties: { id: ref('Id'), name: { type: 'string' }, ...extra },
})
const instant = { type: 'string', format: 'date-time' } as const

const weekExample = {
  id: 12,
  user: { id: 7, name: 'Ann Example', email: 'ann@example.com' },
  starts_on: '2026-11-16',
  ends_on: '2026-11-22',
  status: 'submitted',
  comment: null,
  submitted_at: '2026-11-23T08:02:00.000+00:00',
  decided_at: null,
  decided_by: null,
  total_seconds: 144000,
  log_count: 10,
}

const logExample = {
  id: 1201,
  date: '2026-11-16',
  start_time: '09:00:00',
  stop_time: '10:30:00',
  duration: '01:30',
  comments: 'Planning',
  project: { id: 4, name: 'Rocket' },
  task: { id: 2, name: 'Design' },
}

const weekDetailExample = {
  ...weekExample,
  total_seconds: 5400,
  log_count: 1,
  logs: [logExample],
  days: ['16', '17', '18', '19', '20', '21', '22'].map((day) => ({
    date: `2026-11-${day}`,
    total_seconds: day === '16' ? 5400 : 0,
  })),
}

const weekFields: Record<string, OpenAPIV3_1.SchemaObject | OpenAPIV3_1.ReferenceObject> = {
  id: ref('Id'),
  user: named({ email: { type: 'string', format: 'email' } }),
  starts_on: ref('Date'),
  ends_on: ref('Date'),
  status: { type: 'string', enum: ['submitted', 'approved', 'rejected'] },
  comment: nullable({ type: 'string', maxLength: 1000 }),
  submitted_at: ref('DateTime'),
  decided_at: nullable(instant),
  decided_by: { oneOf: [named(), { type: 'null' }] },
  total_seconds: { ...seconds, description: "The person's logged time in the week." },
  log_count: { ...seconds, description: "The person's logs in the week." },
}

const decisionInputExample = { ids: [12, 13], decision: 'reject', comment: 'Friday is missing.' }
const decisionsExample = { decided: [12], skipped: [13] }

const lockDateExample = {
  lock_date: '2026-10-31',
  updated_at: '2026-11-02T09:15:00.000+00:00',
  updated_by: { id: 1, name: 'Grace Admin' },
}

const auditedLogExample = {
  date: '2026-10-20',
  start_time: '09:00:00',
  stop_time: '12:00:00',
  comments: 'Workshop',
  project: { id: 4, name: 'Rocket' },
  task: { id: 2, name: 'Design' },
}

const auditExample = {
  id: 31,
  time_log_id: 1188,
  user: { id: 7, name: 'Ann Example' },
  actor: { id: 1, name: 'Grace Admin' },
  action: 'updated',
  reason: 'locked',
  before: auditedLogExample,
  after: { ...auditedLogExample, stop_time: '11:30:00' },
  created_at: '2026-11-03T14:20:00.000+00:00',
}

const auditedLog: OpenAPIV3_1.SchemaObject = {
  type: 'object',
  required: ['date', 'start_time', 'stop_time', 'comments', 'project', 'task'],
  additionalProperties: false,
  properties: {
    date: ref('Date'),
    start_time: ref('Time'),
    stop_time: ref('Time'),
    comments: nullable({ type: 'string', maxLength: 200 }),
    project: ref('Named'),
    task: ref('Named'),
  },
}

export const schemas: Record<string, OpenAPIV3_1.SchemaObject> = {
  AdminWeekSubmission: {
    type: 'object',
    description:
      'A week a person submitted: `submitted` waits for a decision, `approved` is closed for good, `rejected` is open again with the comment. Withdrawn weeks are gone.',
    required: Object.keys(weekFields),
    additionalProperties: false,
    properties: weekFields,
    examples: [weekExample],
  },
  AdminWeekSubmissionDetail: {
    type: 'object',
    required: [...Object.keys(weekFields), 'logs', 'days'],
    additionalProperties: false,
    properties: {
      ...weekFields,
      logs: {
        type: 'array',
        description: "The person's logs in the week, by date and start time.",
        items: {
          type: 'object',
          required: Object.keys(logExample),
          additionalProperties: false,
          properties: {
            id: ref('Id'),
            date: ref('Date'),
            start_time: ref('Time'),
            stop_time: ref('Time'),
            duration: { type: 'string', pattern: '^\\d+:[0-5]\\d(:[0-5]\\d)?$' },
            comments: nullable({ type: 'string', maxLength: 200 }),
            project: ref('Named'),
            task: ref('Named'),
          },
        },
      },
      days: {
        type: 'array',
        description: 'The seven days of the week in order, each with its logged time.',
        minItems: 7,
        maxItems: 7,
        items: {
          type: 'object',
          required: ['date', 'total_seconds'],
          additionalProperties: false,
          properties: { date: ref('Date'), total_seconds: seconds },
        },
      },
    },
    examples: [weekDetailExample],
  },
  AdminWeekDecisionInput: {
    type: 'object',
    required: ['ids', 'decision'],
    properties: {
      ids: { type: 'array', minItems: 1, maxItems: maxDecisions, items: ref('Id') },
      decision: { type: 'string', enum: ['approve', 'reject'] },
      comment: nullable({
        type: 'string',
        maxLength: 1000,
        description: 'Required to reject (1 to 1000 characters once trimmed); optional to approve.',
      }),
    },
    examples: [decisionInputExample],
  },
  AdminWeekDecisions: {
    type: 'object',
    required: ['decided', 'skipped'],
    additionalProperties: false,
    properties: {
      decided: { type: 'array', items: ref('Id') },
      skipped: {
        type: 'array',
        items: ref('Id'),
        description:
          'Weeks that could not take the decision: withdrawn, unknown, already approved (to approve) or rejected.',
      },
    },
    examples: [decisionsExample],
  },
  AdminLockDate: {
    type: 'object',
    required: ['lock_date', 'updated_at', 'updated_by'],
    additionalProperties: false,
    properties: {
      lock_date: {
        oneOf: [ref('Date'), { type: 'null' }],
        description:
          'Every log on or before it is closed for everyone; administrators may still change it, recorded.',
      },
      updated_at: nullable(instant),
      updated_by: { oneOf: [named(), { type: 'null' }] },
    },
    examples: [lockDateExample],
  },
  AdminLockDateInput: {
    type: 'object',
    required: ['lock_date'],
    properties: {
      lock_date: {
        oneOf: [ref('Date'), { type: 'null' }],
        description: "Any date up to today (the administrator's time zone), or null to clear it.",
      },
    },
    examples: [{ lock_date: '2026-10-31' }],
  },
  AuditedLog: { ...auditedLog, examples: [auditedLogExample] },
  AdminTimeLogAudit: {
    type: 'object',
    description:
      "An administrator's change to a log on a day that was closed (submitted, approved or locked): the log before and after, null for the side that did not exist.",
    required: Object.keys(auditExample),
    additionalProperties: false,
    properties: {
      id: ref('Id'),
      time_log_id: { ...ref('Id'), description: 'The log, which may since be deleted.' },
      user: { ...named(), description: "The log's owner." },
      actor: {
        oneOf: [named(), { type: 'null' }],
        description: 'The administrator; null once their account is deleted.',
      },
      action: { type: 'string', enum: ['created', 'updated', 'deleted'] },
      reason: { type: 'string', enum: ['submitted', 'approved', 'locked'] },
      before: { oneOf: [ref('AuditedLog'), { type: 'null' }] },
      after: { oneOf: [ref('AuditedLog'), { type: 'null' }] },
      created_at: ref('DateTime'),
    },
    examples: [auditExample],
  },
}

export const paths: Record<string, OpenAPIV3_1.PathItemObject> = {
  '/api/v1/admin/week-submissions': {
    get: operation(['admin'], {
      operationId: 'listAdminWeekSubmissions',
      summary: 'List submitted weeks',
      description:
        "Filter `status` (submitted, approved, rejected), `user_id`, `week` (any date of the week); `q` searches the person's name and e-mail address. Sort `user` sorts by the person's name.",
      tags: [tagWeeks],
      input: true,
      parameters: listParameters(weekSubmissionListQuery),
      responses: {
        200: pageResponse(
          'A page of weeks; `total` counts all that match.',
          ref('AdminWeekSubmission'),
          weekExample
        ),
      },
    }),
  },
  '/api/v1/admin/week-submissions/{id}': {
    parameters: [{ $ref: '#/components/parameters/Id' }],
    get: operation(['admin'], {
      operationId: 'getAdminWeekSubmission',
      summary: 'Show a submitted week with its logs',
      tags: [tagWeeks],
      record: true,
      responses: {
        200: dataResponse(
          'The week, its logs and the total of each day.',
          ref('AdminWeekSubmissionDetail'),
          weekDetailExample
        ),
      },
    }),
  },
  '/api/v1/admin/week-submissions/decisions': {
    post: operation(['admin'], {
      operationId: 'decideAdminWeekSubmissions',
      summary: 'Approve or reject weeks',
      description:
        'Approves submitted weeks, or rejects submitted or approved ones (a rejection opens the week again and needs a comment), all at once. Weeks that cannot take the decision are skipped, not refused. Each person decided on is told by e-mail.',
      tags: [tagWeeks],
      write: true,
      input: true,
      requestBody: jsonBody(ref('AdminWeekDecisionInput'), decisionInputExample),
      responses: {
        200: dataResponse(
          'What was decided and skipped.',
          ref('AdminWeekDecisions'),
          decisionsExample
        ),
      },
    }),
  },
  '/api/v1/admin/lock-date': {
    get: operation(['admin'], {
      operationId: 'getAdminLockDate',
      summary: 'Show the lock date',
      tags: [tagLockDate],
      responses: {
        200: dataResponse(
          'The lock date and who set it when.',
          ref('AdminLockDate'),
          lockDateExample
        ),
      },
    }),
    put: operation(['admin'], {
      operationId: 'setAdminLockDate',
      summary: 'Set or clear the lock date',
      tags: [tagLockDate],
      write: true,
      input: true,
      requestBody: jsonBody(ref('AdminLockDateInput'), { lock_date: '2026-10-31' }),
      responses: {
        200: dataResponse('The lock date as it now is.', ref('AdminLockDate'), lockDateExample),
      },
    }),
  },
  '/api/v1/admin/time-log-audits': {
    get: operation(['admin'], {
      operationId: 'listAdminTimeLogAudits',
      summary: 'List changes made in closed periods',
      tags: [tagAudits],
      input: true,
      parameters: listParameters(timeLogAuditListQuery),
      responses: {
        200: pageResponse(
          'A page of changes; `total` counts all that match.',
          ref('AdminTimeLogAudit'),
          auditExample
        ),
      },
    }),
  },
  '/api/v1/admin/time-log-audits/{id}': {
    parameters: [{ $ref: '#/components/parameters/Id' }],
    get: operation(['admin'], {
      operationId: 'getAdminTimeLogAudit',
      summary: 'Show a change made in a closed period',
      tags: [tagAudits],
      record: true,
      responses: {
        200: dataResponse('The change.', ref('AdminTimeLogAudit'), auditExample),
      },
    }),
  },
}
