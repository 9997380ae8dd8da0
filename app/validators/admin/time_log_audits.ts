import { listQuery } from '#validators/admin/list'

export const timeLogAuditListQuery = listQuery({
  sort: ['created_at'],
  filters: { id: 'ids', time_log_id: 'ids', user_id: 'ids', actor_id: 'ids' },
})
