import type { OpenAPIV3_1 } from 'openapi-types'
import { billingBatchListQuery } from '#validators/admin/billing'
import { exportFormats, maxRangeYears } from '#validators/report'
import { maxTaxRate, statementGroupings } from '#shared/billing'
import {
  dataResponse,
  jsonBody,
  noContent,
  operation,
  pageResponse,
  ref,
} from '#openapi/components'
import { listParameters } from '#openapi/admin_resource'

/**
 * Invoicing in the admin API (docs/admin-guide.md "Invoicing"): the statement of a client's
 * unbilled logs, its downloads, the billing batches that mark logs billed, and the company details.
 */

const tagInvoicing = 'Admin: invoicing'
const tagBatches = 'Admin: billing-batches'

type Schema = OpenAPIV3_1.SchemaObject | OpenAPIV3_1.ReferenceObject

const nullable = (schema: Schema): OpenAPIV3_1.SchemaObject => ({
  oneOf: [schema, { type: 'null' }],
})
const minor: OpenAPIV3_1.SchemaObject = {
  type: 'integer',
  minimum: 0,
  description: 'Minor units of the currency (cents for EUR), never a fraction.',
}
const seconds: OpenAPIV3_1.SchemaObject = { type: 'integer', minimum: 0 }
const taxRate: OpenAPIV3_1.SchemaObject = {
  type: 'integer',
  minimum: 0,
  maximum: maxTaxRate,
  description: 'Hundredths of a percent: 2100 is 21%.',
}
const object = (properties: Record<string, Schema>): OpenAPIV3_1.SchemaObject => ({
  type: 'object',
  required: Object.keys(properties),
  additionalProperties: false,
  properties,
})

function query(name: string, schema: Schema, description: string, required = false) {
  return {
    name,
    in: 'query',
    required,
    description,
    schema,
  } as OpenAPIV3_1.ParameterObject
}

const statementParameters = [
  query('client_id', ref('Id'), 'The client whose logs to bill.', true),
  query('project_id', ref('Id'), "Only this project's logs; it must be the client's."),
  query('date_from', ref('Date'), 'First day of the range, included.', true),
  query(
    'date_to',
    ref('Date'),
    `Last day of the range, included; on or after date_from, less than ${maxRangeYears} years later.`,
    true
  ),
  query(
    'grouping',
    { type: 'string', enum: [...statementGroupings], default: 'task' },
    "Each project's lines: one per task, per person or per log (each split by rate)."
  ),
  query('tax_rate', taxRate, 'A tax line at this rate; none without it.'),
]

const named = { $ref: '#/components/schemas/Named' }

const statementExample = {
  client: { id: 2, name: 'Acme' },
  project: null,
  date_from: '2026-11-01',
  date_to: '2026-11-30',
  grouping: 'task',
  currency: 'EUR',
  groups: [
    {
      project: { id: 4, name: 'Rocket' },
      lines: [
        {
          task: { id: 2, name: 'Design' },
          user: null,
          log: null,
          seconds: 27000,
          rate: 9500,
          amount: 71250,
          log_count: 5,
        },
      ],
      seconds: 27000,
      log_count: 5,
      subtotal: 71250,
    },
  ],
  log_count: 5,
  seconds: 27000,
  subtotal: 71250,
  tax_rate: 2100,
  tax: 14963,
  total: 86213,
}

const batchExample = {
  id: 7,
  number: '2026-0007',
  issued_on: '2026-12-01',
  client: { id: 2, name: 'Acme' },
  project: null,
  date_from: '2026-11-01',
  date_to: '2026-11-30',
  grouping: 'task',
  log_count: 5,
  seconds: 27000,
  subtotal: 71250,
  tax_rate: 2100,
  tax: 14963,
  total: 86213,
  currency: 'EUR',
  created_by: { id: 1, name: 'Grace Admin' },
  created_at: '2026-12-01T10:02:00.000+00:00',
  undone_at: null,
  undone_by: null,
}

const batchInputExample = {
  client_id: 2,
  date_from: '2026-11-01',
  date_to: '2026-11-30',
  grouping: 'task',
  tax_rate: 2100,
  expected_log_count: 5,
  expected_total: 86213,
}

const settingsExample = {
  company_name: 'Hourbook B.V.',
  company_address: 'Keizersgracht 1\n1015 CJ Amsterdam',
  invoice_tax_rate: 2100,
  updated_at: '2026-11-02T09:15:00.000+00:00',
}

const statementFile: OpenAPIV3_1.ResponseObject = {
  description:
    'The statement as an attachment named `statement-<number>.<format>` (`statement-draft-<date_from>-<date_to>` before it is billed): a printable PDF with the company, the client, the lines, subtotals, tax and total; or CSV or XLSX with the same lines and their rate, amount and currency.',
  headers: {
    'Content-Disposition': {
      description: 'attachment; filename="statement-2026-0007.pdf"',
      schema: { type: 'string' },
    },
  },
  content: {
    'text/csv': { schema: { type: 'string', contentMediaType: 'text/csv' } },
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
      schema: {
        type: 'string',
        contentMediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    },
    'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } },
  },
}

const formatParameter = query(
  'format',
  { type: 'string', enum: [...exportFormats] },
  'The file format.',
  true
)

export const schemas: Record<string, OpenAPIV3_1.SchemaObject> = {
  AdminStatement: {
    ...object({
      client: named,
      project: nullable(named),
      date_from: ref('Date'),
      date_to: ref('Date'),
      grouping: { type: 'string', enum: [...statementGroupings] },
      currency: { type: 'string', pattern: '^[A-Z]{3}$' },
      groups: {
        type: 'array',
        description: 'One per project, by name.',
        items: object({
          project: named,
          lines: {
            type: 'array',
            items: object({
              task: { ...nullable(named), description: 'By task and by log.' },
              user: { ...nullable(named), description: 'By person and by log.' },
              log: {
                ...nullable(
                  object({
                    id: ref('Id'),
                    date: ref('Date'),
                    start_time: ref('Time'),
                    comments: { type: ['string', 'null'] },
                  })
                ),
                description: 'By log only.',
              },
              seconds,
              rate: { ...minor, description: 'The hourly rate of every log of the line.' },
              amount: { ...minor, description: "The sum of the logs' amounts." },
              log_count: { type: 'integer', minimum: 1 },
            }),
          },
          seconds,
          log_count: { type: 'integer', minimum: 1 },
          subtotal: minor,
        }),
      },
      log_count: { type: 'integer', minimum: 0 },
      seconds,
      subtotal: minor,
      tax_rate: nullable(taxRate),
      tax: { ...minor, description: 'subtotal × tax_rate, rounded half up to the minor unit.' },
      total: minor,
    }),
    description:
      "A client's (or project's) logs with an amount that no batch has billed yet, in the range: each project's lines and subtotal, then the subtotal, tax and total. Money in minor units.",
    examples: [statementExample],
  },
  AdminBillingBatch: {
    ...object({
      id: ref('Id'),
      number: { type: 'string', pattern: '^\\d{4}-\\d{4,}$' },
      issued_on: ref('Date'),
      client: named,
      project: nullable(named),
      date_from: ref('Date'),
      date_to: ref('Date'),
      grouping: { type: 'string', enum: [...statementGroupings] },
      log_count: { type: 'integer', minimum: 1 },
      seconds,
      subtotal: minor,
      tax_rate: nullable(taxRate),
      tax: minor,
      total: minor,
      currency: { type: 'string', pattern: '^[A-Z]{3}$' },
      created_by: { ...nullable(named), description: 'Null once that account is deleted.' },
      created_at: ref('DateTime'),
      undone_at: { ...nullable(ref('DateTime')), description: 'When it was undone; null if not.' },
      undone_by: {
        ...nullable(named),
        description: 'Who undid it; null if not undone, or once that account is deleted.',
      },
    }),
    description:
      'A statement marked as billed: its logs cannot change until the batch is undone. The number is the year of issue and its sequence in that year. An undone batch stays, with no logs, and its number is not issued again.',
    examples: [batchExample],
  },
  AdminBillingBatchInput: {
    type: 'object',
    required: ['client_id', 'date_from', 'date_to', 'expected_log_count', 'expected_total'],
    properties: {
      client_id: ref('Id'),
      project_id: ref('Id'),
      date_from: ref('Date'),
      date_to: ref('Date'),
      grouping: { type: 'string', enum: [...statementGroupings], default: 'task' },
      tax_rate: taxRate,
      expected_log_count: {
        type: 'integer',
        minimum: 0,
        description: "The statement's `log_count` as it was shown.",
      },
      expected_total: {
        ...minor,
        description: "The statement's `total` as it was shown.",
      },
    },
    examples: [batchInputExample],
  },
  AdminInvoiceSettings: {
    ...object({
      company_name: { type: ['string', 'null'], maxLength: 200 },
      company_address: { type: ['string', 'null'], maxLength: 1000 },
      invoice_tax_rate: nullable(taxRate),
      updated_at: { type: ['string', 'null'], format: 'date-time' },
    }),
    examples: [settingsExample],
  },
  AdminInvoiceSettingsInput: {
    type: 'object',
    required: ['company_name', 'company_address', 'invoice_tax_rate'],
    properties: {
      company_name: {
        type: ['string', 'null'],
        maxLength: 200,
        description: 'Trimmed; empty clears it.',
      },
      company_address: {
        type: ['string', 'null'],
        maxLength: 1000,
        description: 'Several lines; empty clears it.',
      },
      invoice_tax_rate: nullable(taxRate),
    },
    examples: [
      {
        company_name: 'Hourbook B.V.',
        company_address: 'Keizersgracht 1\n1015 CJ Amsterdam',
        invoice_tax_rate: 2100,
      },
    ],
  },
}

export const paths: Record<string, OpenAPIV3_1.PathItemObject> = {
  '/api/v1/admin/invoicing/statement': {
    get: operation(['admin'], {
      operationId: 'getAdminStatement',
      summary: "Show the statement of a client's unbilled logs",
      tags: [tagInvoicing],
      input: true,
      parameters: statementParameters,
      responses: {
        200: dataResponse(
          'The statement as it stands now.',
          ref('AdminStatement'),
          statementExample
        ),
      },
    }),
  },
  '/api/v1/admin/invoicing/statement/export': {
    get: operation(['admin'], {
      operationId: 'exportAdminStatement',
      summary: 'Download the statement as a draft',
      description: 'The same statement as a file, marked "Draft" and issued today.',
      tags: [tagInvoicing],
      input: true,
      parameters: [...statementParameters, formatParameter],
      responses: { 200: statementFile },
    }),
  },
  '/api/v1/admin/invoice-settings': {
    get: operation(['admin'], {
      operationId: 'getAdminInvoiceSettings',
      summary: 'Show the company details on the statements',
      tags: [tagInvoicing],
      responses: {
        200: dataResponse(
          'The company name and address, and the default tax rate.',
          ref('AdminInvoiceSettings'),
          settingsExample
        ),
      },
    }),
    put: operation(['admin'], {
      operationId: 'setAdminInvoiceSettings',
      summary: 'Change the company details on the statements',
      tags: [tagInvoicing],
      write: true,
      input: true,
      requestBody: jsonBody(ref('AdminInvoiceSettingsInput'), {
        company_name: 'Hourbook B.V.',
        company_address: 'Keizersgracht 1\n1015 CJ Amsterdam',
        invoice_tax_rate: 2100,
      }),
      responses: {
        200: dataResponse(
          'The settings as they now are.',
          ref('AdminInvoiceSettings'),
          settingsExample
        ),
      },
    }),
  },
  '/api/v1/admin/billing-batches': {
    get: operation(['admin'], {
      operationId: 'listAdminBillingBatches',
      summary: 'List billing batches',
      description: 'Filter `client_id`, `project_id`; `q` searches the number and the client name.',
      tags: [tagBatches],
      input: true,
      parameters: listParameters(billingBatchListQuery),
      responses: {
        200: pageResponse(
          'A page of batches; `total` counts all that match.',
          ref('AdminBillingBatch'),
          batchExample
        ),
      },
    }),
    post: operation(['admin'], {
      operationId: 'createAdminBillingBatch',
      summary: 'Mark a statement as billed',
      description:
        'Marks the logs of the statement as billed, in one transaction, if it is still the one shown: the same number of logs and the same total. Refused with 422 when it is empty or changed, and with 409 when another statement billed some of its logs at the same moment. Sends the `billing_batch.created` webhook.',
      tags: [tagBatches],
      write: true,
      input: true,
      requestBody: jsonBody(ref('AdminBillingBatchInput'), batchInputExample),
      responses: {
        201: dataResponse('The batch.', ref('AdminBillingBatch'), batchExample),
        409: { $ref: '#/components/responses/Conflict' },
      },
    }),
  },
  '/api/v1/admin/billing-batches/{id}': {
    parameters: [{ $ref: '#/components/parameters/Id' }],
    get: operation(['admin'], {
      operationId: 'getAdminBillingBatch',
      summary: 'Show a billing batch',
      tags: [tagBatches],
      record: true,
      responses: { 200: dataResponse('The batch.', ref('AdminBillingBatch'), batchExample) },
    }),
    delete: operation(['admin'], {
      operationId: 'undoAdminBillingBatch',
      summary: 'Undo a billing batch',
      description:
        'Marks the batch undone (`undone_at`, `undone_by`); its logs become unbilled, and so editable, again. Recorded as a security event of the administrator. 409 when it was undone already.',
      tags: [tagBatches],
      write: true,
      record: true,
      responses: { 204: noContent, 409: { $ref: '#/components/responses/Conflict' } },
    }),
  },
  '/api/v1/admin/billing-batches/{id}/export': {
    parameters: [{ $ref: '#/components/parameters/Id' }],
    get: operation(['admin'], {
      operationId: 'exportAdminBillingBatch',
      summary: 'Download a billed statement',
      description:
        "The batch's statement with its number and issue date, from its logs. 409 once the batch is undone.",
      tags: [tagBatches],
      record: true,
      input: true,
      parameters: [formatParameter],
      responses: { 200: statementFile, 409: { $ref: '#/components/responses/Conflict' } },
    }),
  },
}
