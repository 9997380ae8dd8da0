import vine from '@vinejs/vine'
import { text } from '#validators/fields'
import { otherRows, type RecordMeta } from '#validators/admin/fields'
import { listQuery } from '#validators/admin/list'

export const taskValidator = vine.withMetaData<RecordMeta>().create({
  name: text()
    .trim()
    .minLength(1)
    .maxLength(255)
    .unique({
      table: 'tasks',
      column: 'name',
      filter: (query, _, field) => otherRows(query, field),
    }),
  active: vine.boolean().optional(),
})

export const taskListQuery = listQuery({
  sort: ['id', 'name', 'active', 'created_at', 'updated_at'],
  filters: { id: 'ids', name: 'text', active: 'boolean' },
})
