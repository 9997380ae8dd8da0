/** Bouncer policies by name; each is imported lazily when a check needs it. */
export const policies = {}
