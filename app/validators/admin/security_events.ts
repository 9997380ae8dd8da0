import { listQuery } from '#validators/admin/list'

/** Filtered by person, kind, and an inclusive range of days (created_at_gte, created_at_lte). */
export const securityEventListQuery = listQuery({
  sort: ['created_at'],
  filters: {
    id: 'ids',
    user_id: 'ids',
    actor_id: 'ids',
    kind: 'exact',
    created_at_gte: 'from',
    created_at_lte: 'to',
  },
})
