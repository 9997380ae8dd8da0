import vine from '@vinejs/vine'
import { uniqueName, type RecordMeta } from '#validators/admin/fields'
import { listQuery } from '#validators/admin/list'

export const taskValidator = vine.withMetaData<RecordMeta>().create({
  name: uniqueName('tasks'),
  active: vine.boolean().optional(),
})

export const taskListQuery = listQuery({
  sort: ['id', 'name', 'active', 'created_at', 'updated_at'],
  filters: { id: 'ids', name: 'text', active: 'boolean' },
})
