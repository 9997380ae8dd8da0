import type { OpenAPIV3_1 } from 'openapi-types'
import { maxFilterIds, maxRangeYears } from '#validators/report'
import { periodGroupings, type Grouping } from '#shared/report_query'
import { weekStarts } from '#shared/week_start'
import { ref } from '#openapi/components'

/** Query parameters of the report filters, the summaries and the exports (docs/api.md). */

function query(
  name: string,
  schema: OpenAPIV3_1.SchemaObject | OpenAPIV3_1.ReferenceObject,
  description: string,
  required = false
): OpenAPIV3_1.ParameterObject {
  return {
    name,
    in: 'query',
    required,
    description,
    // openapi-types gives 3.1 parameters the schema type of 3.0.
    schema: schema as OpenAPIV3_1.ParameterObject['schema'],
  }
}

function idsParameter(name: string, what: string) {
  return {
    ...query(
      name,
      { type: 'array', items: ref('Id'), maxItems: maxFilterIds },
      `Only logs of these ${what}: repeat the parameter (\`${name}=1&${name}=2\`, or \`${name}[]=1\`), at most ${maxFilterIds} ids.`
    ),
    style: 'form',
    explode: true,
  } as OpenAPIV3_1.ParameterObject
}

/** The date range and the id filters; `datesRequired` on the summaries and the exports. */
export function reportFilterParameters(datesRequired: boolean, team = false) {
  return [
    query('date_from', ref('Date'), 'First day of the range, included.', datesRequired),
    query(
      'date_to',
      ref('Date'),
      `Last day of the range, included; not before \`date_from\`, the range shorter than ${maxRangeYears} years.`,
      datesRequired
    ),
    idsParameter('client_id', 'clients'),
    idsParameter('project_id', 'projects'),
    idsParameter('task_id', 'tasks'),
    ...(team ? [idsParameter('user_id', 'people')] : []),
    query(
      'billable',
      { type: 'string', enum: ['true', 'false', '1', '0'] },
      "Only logs on billable (true) or non-billable (false) projects: the project's flag."
    ),
  ]
}

/** The summary's grouping, interval and week start. */
export function groupingParameters(groupings: readonly Grouping[]) {
  return [
    query(
      'group',
      { type: 'string', enum: [...groupings], default: 'project' },
      'What the groups are.'
    ),
    query(
      'subgroup',
      { type: 'string', enum: [...groupings] },
      'What each group is split into; not the same as `group`.'
    ),
    query(
      'interval',
      { type: 'string', enum: [...periodGroupings] },
      "The series' period; by default days up to 31 days, weeks up to 183, else months."
    ),
    query(
      'week_start',
      { type: 'string', enum: [...weekStarts] },
      "The first day of a week; by default the installation's (WEEK_START, Monday unless set)."
    ),
  ]
}

export const searchParameter = query(
  'search',
  { type: 'string', maxLength: 100 },
  'Text matched against project, task and comments.'
)
