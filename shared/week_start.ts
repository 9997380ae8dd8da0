/** The days a week may start on. */
export const weekStarts = ['monday', 'sunday'] as const

export type WeekStart = (typeof weekStarts)[number]

/** Whether a value names a day a week may start on. */
export function isWeekStart(value: unknown): value is WeekStart {
  return weekStarts.includes(value as WeekStart)
}

/** How many days a weekday, 0 (Sunday) to 6 (Saturday), lies after the first day of its week. */
export function daysIntoWeek(weekday: number, weekStart: WeekStart) {
  return (weekday + (weekStart === 'monday' ? 6 : 0)) % 7
}
