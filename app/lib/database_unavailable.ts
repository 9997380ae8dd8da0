/**
 * Whether the database could not take or keep a write: SQLite's full disk, read-only file and
 * I/O errors; PostgreSQL's connection errors (SQLSTATE class 08), its shutdowns (57P0x), a full
 * disk (53100) and a read-only standby (25006); a connection the driver lost; and any COMMIT that
 * failed (a deferred constraint too), which the query builder reports as "COMMIT; - …" (with the
 * patch in patches/knex, which makes a failed COMMIT reject).
 */
export function isDatabaseUnavailable(error: unknown) {
  if (!(error instanceof Error)) return false
  const { code } = error as { code?: unknown }
  if (typeof code === 'string') {
    if (/^SQLITE_(FULL|READONLY|IOERR)/.test(code)) return true
    if (/^(08|57P0)[0-9A-Z]{2,3}$/.test(code) || code === '53100' || code === '25006') return true
  }
  return (
    error.message.startsWith('COMMIT; - ') ||
    /Connection terminated|connection error and is not queryable|closed and is not queryable/.test(
      error.message
    )
  )
}
