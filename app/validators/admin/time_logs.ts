import vine from '@vinejs/vine'
import { timeLogFields } from '#validators/time_log'
import { id } from '#validators/fields'
import type { RecordMeta } from '#validators/admin/fields'
import { listQuery } from '#validators/admin/list'

/** Checked against the calendar of the log's user (the timezone in the meta data). */
export const adminTimeLogValidator = vine.withMetaData<RecordMeta & { timezone: string }>().create({
  user_id: id().exists({ table: 'users', column: 'id' }),
  ...timeLogFields(),
})

export const timeLogListQuery = listQuery({
  sort: [
    'id',
    'user_id',
    'project_id',
    'task_id',
    'date',
    'start_time',
    'stop_time',
    'comments',
    'created_at',
    'updated_at',
  ],
  filters: {
    id: 'ids',
    user_id: 'ids',
    project_id: 'ids',
    task_id: 'ids',
    date: 'date',
    date_gte: 'from',
    date_lte: 'to',
    comments: 'text',
  },
})
