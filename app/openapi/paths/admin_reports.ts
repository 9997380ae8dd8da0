import type { OpenAPIV3_1 } from 'openapi-types'
import { operation } from '#openapi/components'
import {
  exportParameters,
  exportResponse,
  summaryParameters,
  summaryResponse,
} from '#openapi/paths/reports'

const tags = ['Admin: reports']

export const schemas: Record<string, OpenAPIV3_1.SchemaObject> = {}

export const paths: OpenAPIV3_1.PathsObject = {
  '/api/v1/admin/reports/summary': {
    get: operation(['admin'], {
      operationId: 'getTeamReportSummary',
      summary: "Summarise everyone's time",
      description:
        "The summary over every user's logs, with `user_id` as one more filter and `user` as one more grouping. A person's group carries `available_seconds`, a project's `planned_seconds` and `project_logged_seconds`.",
      tags,
      input: true,
      parameters: summaryParameters(true),
      responses: { 200: summaryResponse },
    }),
  },
  '/api/v1/admin/reports/export': {
    get: operation(['admin'], {
      operationId: 'exportTeamReport',
      summary: "Download everyone's timesheets",
      description:
        'The CSV and XLSX name the person on every row; the PDF has a timesheet per person.',
      tags,
      input: true,
      parameters: exportParameters(true),
      responses: { 200: exportResponse },
    }),
  },
}
