import vine from '@vinejs/vine'
import { calendarDate, id } from '#validators/fields'
import { hourlyRate } from '#validators/admin/fields'
import { listQuery } from '#validators/admin/list'
import { rateKinds, rateSubjects } from '#shared/rates'

/** A step of a rate history: a subject's rate of one kind from a date on (null: none). */
export const rateChangeValidator = vine.create({
  subject: vine.enum(rateSubjects),
  subject_id: id(),
  kind: vine.enum(rateKinds),
  rate: hourlyRate(),
  valid_from: calendarDate(),
})

export const rateChangeListQuery = listQuery({
  sort: ['id', 'subject', 'subject_id', 'kind', 'rate', 'valid_from', 'created_at'],
  filters: { id: 'ids', subject: 'exact', subject_id: 'ids', kind: 'exact' },
})
