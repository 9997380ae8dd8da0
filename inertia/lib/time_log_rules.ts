import dayjs from 'dayjs'
import { maxLength, required, type FieldRule } from '~/lib/field_rules'
import { todayIn } from '~shared/date_ranges'
import { timePattern, withSeconds } from '~shared/times'

/** Comments hold at most 200 characters. */
export const maxCommentLength = 200

const isoDate = /^\d{4}-\d{2}-\d{2}$/

/**
 * The dates a log may have: from one year before today until today (ISO, YYYY-MM-DD), "today"
 * in the user's time zone as the server counts it, whatever the browser's.
 */
export function loggingWindow(timeZone: string | undefined) {
  const today = todayIn(timeZone)
  return { min: dayjs(today).subtract(1, 'year').format('YYYY-MM-DD'), max: today }
}

const withinLoggingWindow =
  (timeZone: string | undefined): FieldRule =>
  (value) => {
    if (value === '') return
    if (!isoDate.test(value) || !dayjs(value).isValid()) {
      return { key: 'validation.messages.validDate' }
    }
    const window = loggingWindow(timeZone)
    if (value < window.min || value > window.max) {
      return { key: 'validation.messages.dateWindow', params: window }
    }
  }

const timeShape =
  (field: 'start_time' | 'stop_time'): FieldRule =>
  (value) =>
    value !== '' && !timePattern.test(value)
      ? { key: `validation.messages.${field}.regex` }
      : undefined

const afterStartTime: FieldRule = (value, data) => {
  const start = String(data.start_time)
  if (!timePattern.test(value) || !timePattern.test(start)) return
  if (withSeconds(value) <= withSeconds(start)) return { key: 'validation.messages.afterStartTime' }
}

/**
 * The client's mirror of the server's time log rules (app/services/time_log_rules.ts), same messages, for a
 * user in the time zone.
 */
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
