import TimeLogAudit from '#models/time_log_audit'
import { timeLogAuditListQuery } from '#validators/admin/time_log_audits'
import { likeSql } from '#lib/like_search'
import type { ListSpec } from '#admin/list'

/**
 * The record of administrators' changes to logs in closed periods, read-only: filtered by log,
 * person or administrator, searched by the person's or the administrator's name.
 */
export const timeLogAudits: ListSpec<typeof TimeLogAudit> & {
  listQuery: typeof timeLogAuditListQuery
} = {
  model: TimeLogAudit,
  listQuery: timeLogAuditListQuery,
  defaultSort: 'created_at',
  search: (query, pattern) =>
    query.where((search) => {
      search
        .orWhereHas('user', (user) => user.whereRaw(likeSql('name'), [pattern]))
        .orWhereHas('actor', (actor) => actor.whereRaw(likeSql('name'), [pattern]))
    }),
  preload: (query) => query.preload('user').preload('actor'),
}
