/** The days a week may start on. */
export const weekStarts = ['monday', 'sunday'] as const

export type WeekStart = (typeof weekStarts)[number]

/** The language's first day of the week: Sunday in English, Monday in Dutch. */
export function weekStartFor(locale: string): WeekStart {
  return locale === 'nl' ? 'monday' : 'sunday'
}

/** How many days a weekday, 0 (Sunday) to 6 (Saturday), lies after the first day of its week. */
export function daysIntoWeek(weekday: number, weekStart: WeekStart) {
  return (weekday + (weekStart === 'monday' ? 6 : 0)) % 7
}
