import { createHash } from 'node:crypto'
import env from '#start/env'
import logger from '@adonisjs/core/services/logger'

const timeoutMs = 2000

/**
 * What the breached-password check says of a password: known to be breached, passes, or could
 * not be checked, which only BREACHED_PASSWORDS=required answers.
 */
type BreachVerdict = 'breached' | 'passes' | 'unchecked'

/** Whether the password is in the range API's answer for the first five characters of its hash. */
async function appearsInBreaches(password: string) {
  const digest = createHash('sha1').update(password).digest('hex').toUpperCase()
  const prefix = digest.slice(0, 5)
  const suffix = digest.slice(5)
  const rangeUrl = env.get('HIBP_URL', 'https://api.pwnedpasswords.com/range/')
  const response = await fetch(`${rangeUrl}${prefix}`, {
    headers: { 'Add-Padding': 'true' },
    signal: AbortSignal.timeout(timeoutMs),
  })
  if (!response.ok) throw new Error(`status ${response.status}`)
  const body = await response.text()
  return body.split('\n').some((line) => {
    const [candidate, count] = line.trim().split(':')
    return candidate === suffix && Number(count) > 0
  })
}

/**
 * Asks Have I Been Pwned's breach corpus about the password through its k-anonymity range API:
 * only the first five characters of the SHA-1 leave the server. When the service cannot be
 * reached in time, a warning is logged and the password passes (BREACHED_PASSWORDS=best-effort,
 * the default) or is 'unchecked' (required).
 */
export async function checkBreachedPassword(password: string): Promise<BreachVerdict> {
  try {
    return (await appearsInBreaches(password)) ? 'breached' : 'passes'
  } catch (error) {
    const required = env.get('BREACHED_PASSWORDS', 'best-effort') === 'required'
    logger.warn(
      { err: error },
      required
        ? 'The breached-password check could not be done; the password is refused'
        : 'The breached-password check could not be done; the password passes'
    )
    return required ? 'unchecked' : 'passes'
  }
}
