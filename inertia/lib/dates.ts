import dayjs, { type ConfigType } from 'dayjs'
// The Dutch locale starts weeks on Monday with the first week holding 4 January;
// dayjs's built-in English starts them on Sunday. Date pickers use the same locales.
import 'dayjs/locale/nl'
import type { Locale } from '~shared/locale'

/** 'd MMMM' ('5 March', '5 maart'), with the year when it is not the current year. */
export function formatDate(date: ConfigType, locale: Locale) {
  const day = dayjs(date).locale(locale)
  return day.format(day.year() === dayjs().year() ? 'D MMMM' : 'D MMMM YYYY')
}
