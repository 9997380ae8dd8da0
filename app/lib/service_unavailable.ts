/** Network errors, PostgreSQL's connection exceptions (08xxx) and refusals while it shuts down. */
const unreachableCodes =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EPIPE|08[0-9A-Z]{3}|57P0[1-3]|SQLITE_BUSY)$/

/** SQLite's full disk, read-only file and I/O errors; PostgreSQL's full disk and read-only standby. */
const unwritableCodes = /^(SQLITE_(FULL|READONLY|IOERR)\w*|53100|25006)$/

/** ioredis's errors for a Redis that is down, frozen or gone, and pg's for a lost connection. */
const unreachableMessages = [
  'Command timed out',
  'Connection is closed.',
  "Stream isn't writeable and enableOfflineQueue options is false",
  'Connection terminated unexpectedly',
]

/**
 * Whether the error says that the database or Redis could not be reached in time, or that the
 * database could not take a write: any COMMIT that failed (a deferred constraint too), which
 * knex reports as "COMMIT; - …" (it rejects at all only with the patch in patches/knex). The
 * request may succeed later, so it answers 503 rather than 500, and never 2xx.
 */
export function isServiceUnavailable(error: unknown) {
  const { code, name, message } = (error ?? {}) as {
    code?: unknown
    name?: unknown
    message?: unknown
  }
  if (typeof code === 'string' && (unreachableCodes.test(code) || unwritableCodes.test(code))) {
    return true
  }
  if (name === 'MaxRetriesPerRequestError' || name === 'KnexTimeoutError') return true
  if (typeof message !== 'string') return false
  return (
    unreachableMessages.includes(message) ||
    message.startsWith('COMMIT; - ') ||
    /Connection terminated|connection error and is not queryable|closed and is not queryable/.test(
      message
    )
  )
}
