import { createHash } from 'node:crypto'
import env from '#start/env'
import logger from '@adonisjs/core/services/logger'

const timeoutMs = 2000

/**
 * Whether the password appears in Have I Been Pwned's breach corpus, asked through its
 * k-anonymity range API: only the first five characters of the SHA-1 leave the server.
 * When the service cannot be reached in time the check passes, with a warning.
 */
export async function isBreachedPassword(password: string) {
  const digest = createHash('sha1').update(password).digest('hex').toUpperCase()
  const prefix = digest.slice(0, 5)
  const suffix = digest.slice(5)
  const rangeUrl = env.get('HIBP_URL', 'https://api.pwnedpasswords.com/range/')
  try {
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
  } catch (error) {
    logger.warn(
      { err: error },
      'The breached-password check could not be done; the password passes'
    )
    return false
  }
}
