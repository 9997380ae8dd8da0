import vine from '@vinejs/vine'
import { newPassword } from '#validators/password'
import { text, timezone } from '#validators/fields'
import {
  billableRateFields,
  costRateFields,
  emptyToNull,
  otherRows,
  type RecordMeta,
} from '#validators/admin/fields'
import { listQuery } from '#validators/admin/list'
import { dateFormats, timeFormats } from '#shared/date_formats'

export const userValidator = vine.withMetaData<RecordMeta>().create({
  name: text().trim().minLength(1).maxLength(255),
  email: text()
    .trim()
    .toLowerCase()
    .email()
    .maxLength(254)
    .unique({
      table: 'users',
      column: 'email',
      filter: (query, _, field) => otherRows(query, field),
    }),
  role: vine.enum(['user', 'admin'] as const).optional(),
  active: vine.boolean().optional(),
  // Left out on create: the installation's default (APP_TIMEZONE).
  timezone: timezone().optional(),
  // Empty: the formats of the person's language.
  date_format: vine.enum(dateFormats).parse(emptyToNull).nullable().optional(),
  time_format: vine.enum(timeFormats).parse(emptyToNull).nullable().optional(),
  available_hours: vine
    .number()
    .min(0)
    .max(168)
    .decimal([0, 2])
    .parse(emptyToNull)
    .nullable()
    .optional(),
  // Left out on create, the new user is invited to choose one; left out (or emptied) on update
  // it keeps the current one.
  password: newPassword()
    .parse((value) => (value === '' || value === null ? undefined : value))
    .optional(),
  ...billableRateFields(),
  ...costRateFields(),
})

export const userListQuery = listQuery({
  sort: ['id', 'name', 'email', 'role', 'active', 'available_hours', 'created_at', 'updated_at'],
  filters: {
    id: 'ids',
    name: 'text',
    email: 'text',
    role: 'exact',
    active: 'boolean',
    invited: 'boolean',
  },
})
