/** What a recorded change did, and the closed state of the day that made it recorded. */
export const actionChoices = (['created', 'updated', 'deleted'] as const).map((action) => ({
  id: action,
  name: `resources.time-log-audits.actions.${action}`,
}))

export const reasonChoices = (['submitted', 'approved', 'locked'] as const).map((reason) => ({
  id: reason,
  name: `resources.time-log-audits.reasons.${reason}`,
}))
