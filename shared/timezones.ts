/** The IANA time zones this browser knows, for a searchable list; UTC included. */
export function timezoneNames() {
  const names = Intl.supportedValuesOf('timeZone')
  return names.includes('UTC') ? names : ['UTC', ...names]
}

/** The time zone this browser runs in, to suggest where none is chosen yet. */
export function browserTimezone() {
  return Intl.DateTimeFormat().resolvedOptions().timeZone
}
