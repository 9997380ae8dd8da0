import { DateTime } from 'luxon'
import SecurityEvent from '#models/security_event'
import { securityEventListQuery } from '#validators/admin/security_events'
import { likeSql } from '#lib/like_search'
import type { ListSpec } from '#admin/list'

/**
 * The first instant of a calendar day (or of the one `days` later) in the server's clock, written
 * as the stored timestamps are: SQLite compares them as text, so without milliseconds.
 */
const startOf = (date: string, days = 0) =>
  DateTime.fromISO(date).plus({ days }).toFormat('yyyy-MM-dd HH:mm:ss')

/**
 * Everyone's security events, read-only: filtered by person, kind and days, searched by the
 * person's name or e-mail address or the address a failed sign-in tried.
 */
export const securityEvents: ListSpec<typeof SecurityEvent> & {
  listQuery: typeof securityEventListQuery
} = {
  model: SecurityEvent,
  listQuery: securityEventListQuery,
  defaultSort: 'created_at',
  search: (query, pattern) =>
    query.where((search) => {
      search.orWhereRaw(likeSql('security_events.email'), [pattern]).orWhereHas('user', (user) =>
        user.where((match) => {
          match.whereRaw(likeSql('name'), [pattern]).orWhereRaw(likeSql('email'), [pattern])
        })
      )
    }),
  customFilters: {
    // Whole days: from the first instant of the first day to before the day after the last.
    created_at_gte: (query, date: string) =>
      query.where('security_events.created_at', '>=', startOf(date)),
    created_at_lte: (query, date: string) =>
      query.where('security_events.created_at', '<', startOf(date, 1)),
  },
  preload: (query) => query.preload('user').preload('actor'),
}
