import { DateTime } from 'luxon'
import {
  isPeriod,
  type Grouping,
  type ReportScope,
  type Summary,
  type SummaryFilters,
  type SummaryGroup,
} from '#shared/report_query'
import { exportRows, type ExportRow } from '#services/report_logs'

/** A group a log belongs to in the report: the grouping, its key and its name. */
export type RowGroup = { grouping: Grouping; key: string; name: string }

/** A log with the report's group (and subgroup) it is shown under. */
export type GroupedRow = ExportRow & { group?: RowGroup; subgroup?: RowGroup }

/** The last day of the period (day, week or month) that starts on the key. */
function periodEnd(key: string, grouping: 'day' | 'week' | 'month') {
  if (grouping === 'day') return key
  const start = DateTime.fromISO(key, { zone: 'utc' })
  const end = grouping === 'week' ? start.plus({ days: 6 }) : start.endOf('month')
  return end.toISODate()!
}

const idFilter = { client: 'clientIds', project: 'projectIds', task: 'taskIds', user: 'userIds' }

/**
 * The filters narrowed to one group: a period clipped to the range, or the one client, project,
 * task or person. The group came out of the same filters, so the one id is within them.
 */
export function narrowTo(filters: SummaryFilters, grouping: Grouping, key: string) {
  if (isPeriod(grouping)) {
    const end = periodEnd(key, grouping)
    return {
      ...filters,
      dateFrom: key > filters.dateFrom ? key : filters.dateFrom,
      dateTo: end < filters.dateTo ? end : filters.dateTo,
    }
  }
  return { ...filters, [idFilter[grouping]]: [Number(key)] }
}

const asGroup = (grouping: Grouping, group: SummaryGroup): RowGroup => ({
  grouping,
  key: group.key,
  name: group.name,
})

/**
 * The batch's logs given their group where they are: the batch is the reader's own, and copying
 * each log (an export writes a hundred thousand) cost more than writing it.
 */
function placeIn(batch: ExportRow[], group: RowGroup, subgroup: RowGroup | undefined) {
  const placed: GroupedRow[] = batch
  for (const row of placed) {
    row.group = group
    row.subgroup = subgroup
  }
  return placed
}

/**
 * The logs of an export in the report's order: group by group (and subgroup by subgroup) as the
 * summary orders them on the screen, each log carrying its group; within a group by person,
 * date and start time. Each group's logs are read in batches of their own (exportRows()), so
 * memory stays as flat as for the whole range; with their prices only when `priced`.
 */
export async function* groupedRows(
  scope: ReportScope,
  filters: SummaryFilters,
  summary: Pick<Summary, 'groups' | 'options'>,
  priced: boolean
): AsyncIterable<GroupedRow[]> {
  const { group: grouping, subgroup: subgrouping } = summary.options
  for (const group of summary.groups) {
    const inGroup = narrowTo(filters, grouping, group.key)
    const parts =
      subgrouping && group.children
        ? group.children.map((child) => ({
            filters: narrowTo(inGroup, subgrouping, child.key),
            subgroup: asGroup(subgrouping, child),
          }))
        : [{ filters: inGroup, subgroup: undefined }]
    const placed = asGroup(grouping, group)
    for (const part of parts) {
      for await (const batch of exportRows(scope, part.filters, priced)) {
        yield placeIn(batch, placed, part.subgroup)
      }
    }
  }
}
