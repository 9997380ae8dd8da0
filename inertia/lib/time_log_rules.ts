import { maxLength, required, type FieldRule } from '~/lib/field_rules'
import { todayIn } from '~shared/date_ranges'
import { timePattern } from '~shared/times'
import { isCalendarDate } from '~shared/calendar_dates'
import {
  isWithinLoggingWindow,
  loggingWindow as windowFrom,
  maxCommentLength,
  stopsAfterStart,
} from '~shared/time_log_rules'

/**
 * The dates a log may have (ISO, YYYY-MM-DD), "today" in the user's time zone as the server
 * counts it, whatever the browser's.
 */
export const loggingWindow = (timeZone: string | undefined) => windowFrom(todayIn(timeZone))

const withinLoggingWindow =
  (timeZone: string | undefined): FieldRule =>
  (value) => {
    if (value === '') return
    if (!isCalendarDate(value)) return { key: 'validation.messages.validDate' }
    const today = todayIn(timeZone)
    if (!isWithinLoggingWindow(value, today)) {
      return { key: 'validation.messages.dateWindow', params: windowFrom(today) }
    }
  }

const timeShape =
  (field: 'start_time' | 'stop_time'): FieldRule =>
  (value) =>
    value !== '' && !timePattern.test(value)
      ? { key: `validation.messages.${field}.regex` }
      : undefined

const afterStartTime: FieldRule = (value, data) =>
  stopsAfterStart(String(data.start_time), value)
    ? undefined
    : { key: 'validation.messages.afterStartTime' }

/** The server's time log rules (shared/time_log_rules.ts), same messages, for a user in the time zone. */
export function timeLogRules(timeZone: string | undefined) {
  return {
    project_id: [required],
    task_id: [required],
    date: [required, withinLoggingWindow(timeZone)],
    start_time: [required, timeShape('start_time')],
    stop_time: [required, timeShape('stop_time'), afterStartTime],
    comments: [maxLength(maxCommentLength)],
  }
}
