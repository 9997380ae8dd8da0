import type { OpenAPIV3_1 } from 'openapi-types'
import { exportFormats } from '#validators/report'
import { periodGroupings, personalGroupings, teamGroupings } from '#shared/report_query'
import { weekStarts } from '#shared/week_start'
import { dataResponse, operation, ref } from '#openapi/components'
import { groupingParameters, reportFilterParameters, searchParameter } from '#openapi/parameters'
import { currencyCode, minorUnits } from '#openapi/money'

const seconds: OpenAPIV3_1.SchemaObject = { type: 'integer', minimum: 0 }
const nullableSeconds: OpenAPIV3_1.SchemaObject = { type: ['integer', 'null'], minimum: 0 }

/** Only where the viewer may see money (docs/api.md): administrators, or people when shown. */
const moneyProperties: Record<string, OpenAPIV3_1.SchemaObject> = {
  billable_amount: {
    ...minorUnits,
    description:
      "The logs' billable amounts, in minor units: administrators always, people about their own logs when the installation shows rates to users.",
  },
  cost_amount: { ...minorUnits, description: "Administrators only: the logs' cost." },
  profit: { ...minorUnits, description: 'Administrators only: billable amount − cost.' },
}

const groupProperties: Record<string, OpenAPIV3_1.SchemaObject> = {
  key: {
    type: 'string',
    description: "An id as a string (client, project, task, person), or a period's first day.",
  },
  name: { type: 'string' },
  seconds,
  billable_seconds: seconds,
  count: { type: 'integer', minimum: 0, description: 'Logs.' },
  ...moneyProperties,
  client_name: { type: 'string', description: "Projects: the client's name." },
  available_seconds: {
    ...nullableSeconds,
    description:
      "Team summary, people (and a person's days, weeks or months): their available hours per week over the group's days in the range up to today in their time zone, 0 for a range wholly ahead; null without available hours.",
  },
  planned_seconds: {
    ...nullableSeconds,
    description: "Projects: the planned hours' cap; null without one.",
  },
  project_logged_seconds: {
    ...seconds,
    description: 'Projects: everything logged on it by anyone, at any time.',
  },
  budget: {
    type: ['object', 'null'],
    required: ['amount', 'period', 'used'],
    additionalProperties: false,
    properties: {
      amount: { type: 'integer', minimum: 0, description: 'Minor units of `currency`.' },
      period: { type: 'string', enum: ['total', 'month'] },
      used: {
        type: 'integer',
        description:
          'The billable amount logged in the budget period that holds today (the whole project, or this month).',
      },
    },
    description: "Team summary, projects: the project's money budget; null without one.",
  },
}

const example = {
  date_from: '2026-11-01',
  date_to: '2026-11-30',
  group: 'project',
  subgroup: null,
  interval: 'day',
  week_start: 'monday',
  currency: 'EUR',
  totals: { seconds: 27000, billable_seconds: 21600, count: 6, billable_amount: 48000 },
  groups: [
    {
      key: '3',
      name: 'Website',
      seconds: 21600,
      billable_seconds: 21600,
      count: 4,
      billable_amount: 48000,
      client_name: 'Acme',
    },
  ],
  series: [{ start: '2026-11-01', seconds: 0, groups: {}, billable_amount: 0, group_amounts: {} }],
}

export const schemas: Record<string, OpenAPIV3_1.SchemaObject> = {
  ReportGroup: {
    type: 'object',
    required: ['key', 'name', 'seconds', 'billable_seconds', 'count'],
    additionalProperties: false,
    properties: groupProperties,
  },
  ReportSummary: {
    type: 'object',
    description:
      'What the filtered logs add up to, in seconds: totals, groups (periods in time order, the others by seconds, most first, then by name) and the series, one entry per interval of the range.',
    required: [
      'date_from',
      'date_to',
      'group',
      'subgroup',
      'interval',
      'week_start',
      'totals',
      'groups',
      'series',
    ],
    additionalProperties: false,
    properties: {
      date_from: ref('Date'),
      date_to: ref('Date'),
      group: { type: 'string', enum: [...teamGroupings] },
      subgroup: { type: ['string', 'null'], enum: [...teamGroupings, null] },
      interval: { type: 'string', enum: [...periodGroupings] },
      week_start: { type: 'string', enum: [...weekStarts] },
      currency: { ...currencyCode, description: 'With the amounts.' },
      totals: {
        type: 'object',
        required: ['seconds', 'billable_seconds', 'count'],
        additionalProperties: false,
        properties: { seconds, billable_seconds: seconds, count: seconds, ...moneyProperties },
      },
      groups: {
        type: 'array',
        items: {
          type: 'object',
          required: ['key', 'name', 'seconds', 'billable_seconds', 'count'],
          additionalProperties: false,
          properties: {
            ...groupProperties,
            children: {
              type: 'array',
              description: 'The subgroups, only with a `subgroup`.',
              items: ref('ReportGroup'),
            },
          },
        },
      },
      series: {
        type: 'array',
        items: {
          type: 'object',
          required: ['start', 'seconds', 'groups'],
          additionalProperties: false,
          properties: {
            start: ref('Date'),
            seconds,
            groups: {
              type: 'object',
              description:
                "The interval's seconds per top-level group key; empty when the grouping is itself a period.",
              additionalProperties: seconds,
            },
            billable_amount: moneyProperties.billable_amount,
            group_amounts: {
              type: 'object',
              description:
                "With the amounts: the interval's billable amount per top-level group key.",
              additionalProperties: minorUnits,
            },
          },
        },
      },
    },
    examples: [example],
  },
}

/** CSV, XLSX or PDF, streamed as an attachment. */
export const exportResponse: OpenAPIV3_1.ResponseObject = {
  description:
    'The file, as an attachment named `hourbook-<date_from>-<date_to>.<format>`: CSV (UTF-8 with a byte-order mark, one row per log), XLSX (the logs and a grouped summary sheet) or a PDF timesheet per person.',
  headers: {
    'Content-Disposition': {
      description: 'attachment; filename="hourbook-2026-11-01-2026-11-30.csv"',
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

const formatParameter: OpenAPIV3_1.ParameterObject = {
  name: 'format',
  in: 'query',
  required: true,
  schema: { type: 'string', enum: [...exportFormats] },
}

export const summaryResponse = dataResponse('The summary.', ref('ReportSummary'), example)

/** The summary's and the export's parameters, for a person's reports or for the team's. */
export function summaryParameters(team: boolean) {
  return [
    ...reportFilterParameters(true, team),
    ...groupingParameters(team ? teamGroupings : personalGroupings),
  ]
}

export function exportParameters(team: boolean) {
  return [formatParameter, ...summaryParameters(team), searchParameter]
}

export const paths: OpenAPIV3_1.PathsObject = {
  '/api/v1/reports/summary': {
    get: operation(['reports:read'], {
      operationId: 'getReportSummary',
      summary: 'Summarise your time',
      description: 'Only your own logs; a `user_id` is ignored.',
      tags: ['Reports'],
      input: true,
      parameters: summaryParameters(false),
      responses: { 200: summaryResponse },
    }),
  },
  '/api/v1/reports/export': {
    get: operation(['reports:read'], {
      operationId: 'exportReport',
      summary: 'Download your timesheet',
      description: 'Bad filters answer 422 before any byte is sent.',
      tags: ['Reports'],
      input: true,
      parameters: exportParameters(false),
      responses: { 200: exportResponse },
    }),
  },
}
