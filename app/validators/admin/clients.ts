import vine from '@vinejs/vine'
import { text } from '#validators/fields'
import {
  billableRateFields,
  emptyToNull,
  uniqueName,
  type RecordMeta,
} from '#validators/admin/fields'
import { listQuery } from '#validators/admin/list'

export const clientValidator = vine.withMetaData<RecordMeta>().create({
  name: uniqueName('clients'),
  email: text().trim().email().maxLength(254).parse(emptyToNull).nullable().optional(),
  active: vine.boolean().optional(),
  ...billableRateFields(),
})

export const clientListQuery = listQuery({
  sort: ['id', 'name', 'email', 'active', 'created_at', 'updated_at'],
  filters: { id: 'ids', name: 'text', email: 'text', active: 'boolean' },
})
