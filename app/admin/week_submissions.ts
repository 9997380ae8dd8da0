import WeekSubmission from '#models/week_submission'
import { weekSubmissionListQuery } from '#validators/admin/week_submissions'
import { likeSql } from '#lib/like_search'
import type { ListSpec } from '#admin/list'

const userName = '(SELECT users.name FROM users WHERE users.id = week_submissions.user_id)'

/**
 * The weeks people submitted, for the admin's queue: filtered by person, status and week (any
 * date of it), searched by the person's name or address, sorted by the person's name too.
 */
export const weekSubmissions: ListSpec<typeof WeekSubmission> & {
  listQuery: typeof weekSubmissionListQuery
} = {
  model: WeekSubmission,
  listQuery: weekSubmissionListQuery,
  defaultSort: 'starts_on',
  nullableColumns: ['decided_at'],
  search: (query, pattern) =>
    query.whereHas('user', (user) =>
      user.where((search) => {
        search.orWhereRaw(likeSql('name'), [pattern]).orWhereRaw(likeSql('email'), [pattern])
      })
    ),
  customFilters: {
    week: (query, date: string) =>
      query.where('week_submissions.starts_on', '<=', date).where('ends_on', '>=', date),
  },
  customSorts: {
    user: (query, order) => query.orderByRaw(`${userName} ${order}`),
  },
  preload: (query) => query.preload('user').preload('decider'),
}
