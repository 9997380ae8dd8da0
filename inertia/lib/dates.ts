import dayjs, { type ConfigType } from 'dayjs'
// The Dutch locale starts weeks on Monday with the first week holding 4 January;
// dayjs's built-in English starts them on Sunday. Date pickers use the same locales.
import 'dayjs/locale/nl'
import { usePage } from '@inertiajs/react'
import type { Locale } from '~shared/locale'
import {
  formatLongDate,
  formatNumericDate,
  formatTimeOfDay,
  formatsOf,
  type DateTimeFormats,
} from '~shared/date_formats'

/**
 * The signed-in person's date and time formats, as the last page rendered told them (see
 * useDateFormats); the language's until then.
 */
let current: DateTimeFormats | null = null

/**
 * The signed-in person's formats from the page's props, kept for the formatters below. The
 * portal's layout calls it before its page renders, so every date on the page follows it.
 */
export function useDateFormats(): DateTimeFormats {
  const { auth, locale } = usePage().props
  const user = auth.user
  return remember(
    user ? { dateFormat: user.date_format, timeFormat: user.time_format } : formatsOf({ locale })
  )
}

function remember(formats: DateTimeFormats) {
  current = formats
  return formats
}

const formatsFor = (locale: Locale) => current ?? formatsOf({ locale })

/**
 * A date with its month named, in the person's date format: "5 March", "March 5" or 2026-03-05,
 * with the year when it is not the current year. A timestamp counts by its local day.
 */
export function formatDate(date: ConfigType, locale: Locale) {
  const day = dayjs(date)
  const iso = typeof date === 'string' && date.length === 10 ? date : day.format('YYYY-MM-DD')
  return formatLongDate(iso, locale, formatsFor(locale).dateFormat, {
    withYear: day.year() !== dayjs().year(),
  })
}

/** An ISO date in the person's numeric format: 05-03-2026, 03/05/2026 or 2026-03-05. */
export function formatShortDate(date: string, locale: Locale) {
  return formatNumericDate(date, formatsFor(locale).dateFormat)
}

/** A time of day, HH:MM[:SS], in the person's time format: 14:30 or 2:30 PM. */
export function formatTime(time: string) {
  return formatTimeOfDay(time, current?.timeFormat ?? '24h')
}

/** A day on a chart's axis, in the person's date format: "5 Mar", "Mar 5" or 03-05. */
export function formatAxisDay(date: string, locale: Locale) {
  const format = { dmy: 'D MMM', mdy: 'MMM D', iso: 'MM-DD' }[formatsFor(locale).dateFormat]
  return dayjs(date).locale(locale).format(format)
}

/** A day with its weekday, in the person's date format: "Thursday 5 March", "Thursday, March 5". */
export function formatDayWithWeekday(date: string, locale: Locale) {
  const weekday = dayjs(date).locale(locale).format('dddd')
  return `${weekday}${formatsFor(locale).dateFormat === 'mdy' ? ',' : ''} ${formatDate(date, locale)}`
}
