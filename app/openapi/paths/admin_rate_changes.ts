import type { OpenAPIV3_1 } from 'openapi-types'
import { rateChangeListQuery } from '#validators/admin/rate_changes'
import {
  dataResponse,
  jsonBody,
  noContent,
  operation,
  pageResponse,
  ref,
} from '#openapi/components'
import { listParameters } from '#openapi/admin_resource'
import { hourlyRate } from '#openapi/rates'
import { rateKinds, rateSubjects } from '#shared/rates'

/** The rate histories in the admin API (docs/admin-guide.md): list, add a step, delete one. */

const tag = 'Admin: rate-changes'

const subject: OpenAPIV3_1.SchemaObject = {
  type: 'string',
  enum: [...rateSubjects],
  description:
    'What the rate is set on. A log is priced at the most specific billable rate in force on its date: its connection (project and task), then its project, its client, its person.',
}
const kind: OpenAPIV3_1.SchemaObject = {
  type: 'string',
  enum: [...rateKinds],
  description:
    '`billable`: what the client pays an hour; `cost`: what an hour of a person costs (`user` only).',
}

const stepExample = {
  id: 12,
  subject: 'project',
  subject_id: 3,
  kind: 'billable',
  rate: 9500,
  valid_from: '2026-11-01',
  created_by: 1,
  created_by_name: 'Grace Admin',
  created_at: '2026-11-01T09:00:00.000+00:00',
}
const inputExample = {
  subject: 'project',
  subject_id: 3,
  kind: 'billable',
  rate: 9500,
  valid_from: '2026-11-01',
}

const refusals =
  'A step that would reprice a billed log, or one in an approved week or on or before the lock date, answers 422 under `valid_from`, and nothing changes.'

export const schemas: Record<string, OpenAPIV3_1.SchemaObject> = {
  AdminRateChange: {
    type: 'object',
    description:
      "A step of a rate history: the subject's rate of the kind from `valid_from` on, until its next step.",
    required: Object.keys(stepExample),
    additionalProperties: false,
    properties: {
      id: ref('Id'),
      subject,
      subject_id: ref('Id'),
      kind,
      rate: hourlyRate,
      valid_from: ref('Date'),
      created_by: {
        oneOf: [ref('Id'), { type: 'null' }],
        description: 'The administrator who set it; null once their account is deleted.',
      },
      created_by_name: { type: ['string', 'null'] },
      created_at: ref('DateTime'),
    },
    examples: [stepExample],
  },
  AdminRateChangeInput: {
    type: 'object',
    required: ['subject', 'subject_id', 'kind', 'rate', 'valid_from'],
    properties: {
      subject,
      subject_id: { ...ref('Id'), description: 'Must exist.' },
      kind,
      rate: hourlyRate,
      valid_from: {
        ...ref('Date'),
        description: 'A step of the same subject and kind on the same date answers 422.',
      },
    },
    examples: [inputExample],
  },
}

export const paths: Record<string, OpenAPIV3_1.PathItemObject> = {
  '/api/v1/admin/rate-changes': {
    get: operation(['admin'], {
      operationId: 'listAdminRateChanges',
      summary: 'List rate history steps',
      description:
        'Filter `subject`, `subject_id` and `kind`; `q` searches the name of who set them. The newest first with `sort=valid_from&order=desc`.',
      tags: [tag],
      input: true,
      parameters: listParameters(rateChangeListQuery),
      responses: {
        200: pageResponse(
          'A page of steps; `total` counts all that match.',
          ref('AdminRateChange'),
          stepExample
        ),
      },
    }),
    post: operation(['admin'], {
      operationId: 'createAdminRateChange',
      summary: 'Add a rate history step',
      description: `Sets the rate from \`valid_from\` on and prices the logs from then on again. ${refusals}`,
      tags: [tag],
      write: true,
      input: true,
      requestBody: jsonBody(ref('AdminRateChangeInput'), inputExample),
      responses: {
        201: dataResponse('The new step.', ref('AdminRateChange'), stepExample),
      },
    }),
  },
  '/api/v1/admin/rate-changes/{id}': {
    parameters: [{ $ref: '#/components/parameters/Id' }],
    get: operation(['admin'], {
      operationId: 'getAdminRateChange',
      summary: 'Show a rate history step',
      tags: [tag],
      record: true,
      responses: { 200: dataResponse('The step.', ref('AdminRateChange'), stepExample) },
    }),
    delete: operation(['admin'], {
      operationId: 'deleteAdminRateChange',
      summary: 'Delete a rate history step',
      description: `The rate of the step before it applies again, and the logs from its date on are priced again. ${refusals}`,
      tags: [tag],
      write: true,
      input: true,
      record: true,
      responses: { 204: noContent },
    }),
  },
}
