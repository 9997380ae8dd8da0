import vine from '@vinejs/vine'
import { id, siblingId } from '#validators/fields'
import {
  billableRateFields,
  existingIds,
  otherRows,
  type RecordMeta,
} from '#validators/admin/fields'
import { listQuery } from '#validators/admin/list'

export const connectionValidator = vine.withMetaData<RecordMeta>().create({
  project_id: id().exists({ table: 'projects', column: 'id' }),
  // A project and task are connected at most once.
  task_id: id()
    .exists({ table: 'tasks', column: 'id' })
    .unique({
      table: 'connections',
      column: 'task_id',
      filter: (query, _, field) => {
        query.where('project_id', siblingId(field, 'project_id'))
        otherRows(query, field)
      },
    }),
  user_ids: vine
    .array(id())
    .maxLength(10_000)
    .use(existingIds({ table: 'users' }))
    .optional(),
  active: vine.boolean().optional(),
  ...billableRateFields(),
})

export const connectionListQuery = listQuery({
  sort: ['id', 'project_id', 'task_id', 'active', 'created_at', 'updated_at'],
  filters: { id: 'ids', project_id: 'ids', task_id: 'ids', user_ids: 'ids', active: 'boolean' },
})
