import { likePattern, likeSql } from '#lib/like_search'
import { placeholders } from '#lib/raw_rows'
import type { ReportFilters, ReportScope } from '#shared/report_query'

export type { ReportFilters, ReportScope } from '#shared/report_query'

/** No filter at all: every log of the scope. */
export const noFilters: ReportFilters = {
  clientIds: [],
  projectIds: [],
  taskIds: [],
  userIds: [],
  billable: null,
}

type FilterClause = { sql: string; bindings: unknown[] }

/**
 * The conditions of a scope and its filters on `time_logs`, joined with AND, for a WHERE clause.
 * Conditions on a log's project, client or task read those tables in subqueries, so the clause
 * needs no join and the query using it joins only what it shows.
 */
export function filterClause(scope: ReportScope, filters: ReportFilters): FilterClause {
  const conditions: string[] = []
  const bindings: unknown[] = []
  const add = (sql: string, ...values: unknown[]) => {
    conditions.push(sql)
    bindings.push(...values)
  }

  if ('userId' in scope) add('time_logs.user_id = ?', scope.userId)
  else if (filters.userIds.length > 0) {
    add(`time_logs.user_id IN (${placeholders(filters.userIds)})`, ...filters.userIds)
  }
  if (filters.dateFrom) add('time_logs.date >= ?', filters.dateFrom)
  if (filters.dateTo) add('time_logs.date <= ?', filters.dateTo)
  if (filters.projectIds.length > 0) {
    add(`time_logs.project_id IN (${placeholders(filters.projectIds)})`, ...filters.projectIds)
  }
  if (filters.taskIds.length > 0) {
    add(`time_logs.task_id IN (${placeholders(filters.taskIds)})`, ...filters.taskIds)
  }
  if (filters.clientIds.length > 0) {
    add(
      `time_logs.project_id IN (SELECT id FROM projects WHERE client_id IN (${placeholders(filters.clientIds)}))`,
      ...filters.clientIds
    )
  }
  if (filters.billable !== null) {
    add('time_logs.project_id IN (SELECT id FROM projects WHERE billable = ?)', filters.billable)
  }
  if (filters.search) {
    const pattern = likePattern(filters.search)
    add(
      `(time_logs.project_id IN (SELECT id FROM projects WHERE ${likeSql('name')})
        OR time_logs.task_id IN (SELECT id FROM tasks WHERE ${likeSql('name')})
        OR ${likeSql('time_logs.comments')})`,
      pattern,
      pattern,
      pattern
    )
  }
  return { sql: conditions.length > 0 ? conditions.join(' AND ') : '1 = 1', bindings }
}

/** Whether the filters narrow the scope at all (the search aside). */
export function isFiltered(filters: ReportFilters) {
  return (
    filters.dateFrom !== undefined ||
    filters.dateTo !== undefined ||
    filters.clientIds.length > 0 ||
    filters.projectIds.length > 0 ||
    filters.taskIds.length > 0 ||
    filters.userIds.length > 0 ||
    filters.billable !== null
  )
}
