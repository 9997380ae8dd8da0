import vine from '@vinejs/vine'
import { DateTime } from 'luxon'
import { urlFor } from '@adonisjs/core/services/url_builder'
import type { FieldContext } from '@vinejs/vine/types'
import type { Infer } from '@vinejs/vine/types'
import { timePattern, withSeconds } from '#shared/times'
import { isCalendarDate, isoDatePattern } from '#shared/calendar_dates'
import {
  isWithinLoggingWindow,
  loggingWindow,
  maxCommentLength,
  stopsAfterStart,
} from '#shared/time_log_rules'
import type { TimeLogInput } from '#models/time_log'
import { pathWithin } from '#lib/same_site_path'
import { calendarDate, id, text } from '#validators/fields'
import { listFilterFields } from '#validators/report'

type Meta = { timezone: string }

/** A calendar date within the logging window, "today" in the user's time zone. */
const withinLoggingWindow = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  if (!isCalendarDate(value)) {
    field.report('The {field} field must be a valid date.', 'validDate', field)
    return
  }
  const today = DateTime.now()
    .setZone((field.meta as Meta).timezone)
    .toISODate()!
  if (!isWithinLoggingWindow(value, today)) {
    const window = loggingWindow(today)
    field.report('The {field} must be a date between {min} and {max}.', 'dateWindow', field, window)
  }
})

/** The stop time comes after the start time on the same date. */
const afterStartTime = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  const start = field.parent?.start_time
  if (typeof value !== 'string' || typeof start !== 'string') return
  if (!stopsAfterStart(start, value)) {
    field.report('The {field} must be after the start time.', 'afterStartTime', field)
  }
})

const time = () => text().trim().regex(timePattern)

/** A time log's own fields, checked against the calendar of the user in the meta data. */
export function timeLogFields() {
  return {
    project_id: id(),
    task_id: id(),
    date: text().trim().regex(isoDatePattern).use(withinLoggingWindow()),
    start_time: time(),
    stop_time: time().use(afterStartTime()),
    comments: text().trim().maxLength(maxCommentLength).nullable().optional(),
  }
}

export const timeLogValidator = vine.withMetaData<Meta>().create(timeLogFields())

/**
 * Where the page goes once a log is saved or deleted: the Time Logs list as the user left it
 * (its page, sort, search and filters), or the week page the log was added from, its path and
 * query as the client sent them. Any other URL, or none, is the plain list; never a 422, since
 * the log itself was fine.
 */
const listReturnPath = () =>
  vine.any().parse((value) => pathWithin(value, urlFor('time-logs.index'), [urlFor('week.show')]))

/** The portal's form: a log's fields and the list to return to. */
export const timeLogFormValidator = vine
  .withMetaData<Meta>()
  .create({ ...timeLogFields(), return_to: listReturnPath() })

/** Deleting on the edit page: the list to return to. */
export const listReturnValidator = vine.create({ return_to: listReturnPath() })

/** The create page's query: the log to copy, when duplicating; the day to log, from the week page. */
export const newTimeLogValidator = vine.create({
  duplicate: id().optional(),
  date: text().trim().regex(isoDatePattern).optional(),
})

/** The day a new log's times are suggested for. */
export const timeSuggestionValidator = vine.create({ date: calendarDate() })

/** The project and task whose past comments are offered. */
export const commentSuggestionsValidator = vine.create({ project_id: id(), task_id: id() })

/** Validated time log fields as the rules and the model take them. */
export function toTimeLogInput(fields: Infer<typeof timeLogValidator>): TimeLogInput {
  return {
    projectId: fields.project_id,
    taskId: fields.task_id,
    date: fields.date,
    startTime: withSeconds(fields.start_time),
    stopTime: withSeconds(fields.stop_time),
    comments: fields.comments || null,
  }
}

export const timeLogSortColumns = ['date', 'start_time', 'stop_time', 'project', 'task'] as const

/**
 * The list's query string: paging (limit -1 means all), sorting, a text search and the report
 * filters (date range, clients, projects, tasks, billable).
 */
export const timeLogListValidator = vine.create({
  ...listFilterFields(),
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
