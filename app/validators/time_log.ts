import vine from '@vinejs/vine'
import { DateTime } from 'luxon'
import type { FieldContext } from '@vinejs/vine/types'
import { id, text } from '#validators/fields'

/** H:i or H:i:s, 24-hour. */
const timePattern = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/
const datePattern = /^\d{4}-\d{2}-\d{2}$/

type Meta = { timezone: string }

/** A calendar date from one year before today until today, "today" in the user's time zone. */
const withinLoggingWindow = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  const date = DateTime.fromISO(value)
  if (!date.isValid) {
    field.report('The {field} field must be a valid date.', 'validDate', field)
    return
  }
  const today = DateTime.now().setZone((field.meta as Meta).timezone)
  const max = today.toISODate()!
  const min = today.minus({ years: 1 }).toISODate()!
  if (value < min || value > max) {
    field.report('The {field} must be a date between {min} and {max}.', 'dateWindow', field, {
      min,
      max,
    })
  }
})

/** The stop time comes after the start time on the same date. */
const afterStartTime = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  const start = field.parent?.start_time
  if (typeof value !== 'string' || typeof start !== 'string' || !timePattern.test(start)) return
  if (normalizeTime(value) <= normalizeTime(start)) {
    field.report('The {field} must be after the start time.', 'afterStartTime', field)
  }
})

/** HH:MM:SS, the form times are stored in. */
export function normalizeTime(time: string) {
  return time.length === 5 ? `${time}:00` : time
}

const time = () => text().trim().regex(timePattern)

/** A time log's own fields, checked against the calendar of the user in the meta data. */
export function timeLogFields() {
  return {
    project_id: id(),
    task_id: id(),
    date: text().trim().regex(datePattern).use(withinLoggingWindow()),
    start_time: time(),
    stop_time: time().use(afterStartTime()),
    comments: text().trim().maxLength(200).nullable().optional(),
  }
}

export const timeLogValidator = vine.withMetaData<Meta>().create(timeLogFields())

export const timeLogSortColumns = ['date', 'start_time', 'stop_time', 'project', 'task'] as const

/** The list's query string: paging (limit -1 means all), sorting and a text search. */
export const timeLogListValidator = vine.create({
  limit: vine
    .number()
    .withoutDecimals()
    .in([-1, ...Array.from({ length: 100 }, (_, index) => index + 1)])
    .optional(),
  page: vine.number().withoutDecimals().min(1).max(1_000_000).optional(),
  sort: vine.enum(timeLogSortColumns).optional(),
  order: vine.enum(['asc', 'desc'] as const).optional(),
  search: text().trim().maxLength(100).optional(),
})
