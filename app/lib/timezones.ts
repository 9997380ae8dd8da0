/** The canonical name of an IANA time zone this server knows (Intl's), or null. */
export function knownTimezone(timezone: string | null | undefined) {
  if (!timezone) return null
  try {
    return new Intl.DateTimeFormat('en', { timeZone: timezone }).resolvedOptions().timeZone
  } catch {
    return null
  }
}
