/**
 * What a project's planned hours do once reached: `stop` refuses a log that would go past them,
 * `warn` accepts it and shows the overrun (docs/admin-guide.md).
 */
export const plannedHoursLimits = ['stop', 'warn'] as const
export type PlannedHoursLimit = (typeof plannedHoursLimits)[number]

/** New projects, and those made before the choice existed, stop at their planned hours. */
export const defaultPlannedHoursLimit: PlannedHoursLimit = 'stop'

/** Seconds as hours, rounded to two decimals for messages. */
export function inHours(seconds: number) {
  return Math.round((seconds / 3600) * 100) / 100
}

/**
 * The hours a project would have used after a write, against its planned hours: `over` when
 * they would be more than planned, `reached` when they would be at least all of them.
 */
export function plannedUse(plannedHours: number, loggedSeconds: number, addedSeconds: number) {
  const capSeconds = Math.round(plannedHours * 3600)
  const after = loggedSeconds + addedSeconds
  return { capSeconds, after, over: after > capSeconds, reached: after >= capSeconds }
}
