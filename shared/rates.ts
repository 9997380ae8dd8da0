/** What a rate is set on, from the most specific to the least (app/services/pricing.ts). */
export const rateSubjects = ['connection', 'project', 'client', 'user'] as const

export type RateSubject = (typeof rateSubjects)[number]

/** A billable rate (what the client pays an hour), or a person's cost (what an hour costs). */
export const rateKinds = ['billable', 'cost'] as const

export type RateKind = (typeof rateKinds)[number]
