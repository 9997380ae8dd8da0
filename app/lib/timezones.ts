/** The IANA time zone the browser reported, when it is one this server knows; else UTC. */
export function validTimezone(timezone: string | undefined) {
  if (!timezone) return 'UTC'
  try {
    return new Intl.DateTimeFormat('en', { timeZone: timezone }).resolvedOptions().timeZone
  } catch {
    return 'UTC'
  }
}
