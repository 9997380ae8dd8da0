import type { DateTime } from 'luxon'

/** created_at and updated_at as ISO instants; read-only in the admin API. */
export function timestamps(record: { createdAt: DateTime; updatedAt: DateTime }) {
  return { created_at: record.createdAt.toISO(), updated_at: record.updatedAt.toISO() }
}
