import { createHash } from 'node:crypto'
import { createServer } from 'node:http'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import { freePort } from '#tests/support/app_server'

/** Passwords the stand-in reports as breached. */
export const breachedPasswords = ['password123', 'hourbook-breached']

/**
 * A stand-in for Have I Been Pwned's range API on this machine, answering like the real one:
 * the suffixes of every hash with the requested prefix, with counts, plus padding lines.
 */
export async function startBreachedPasswordsApi(port: number) {
  const hashes = breachedPasswords.map((password) =>
    createHash('sha1').update(password).digest('hex').toUpperCase()
  )
  const server = createServer((request, response) => {
    const prefix = (request.url ?? '').split('/').pop()?.toUpperCase() ?? ''
    const lines = hashes
      .filter((hash) => hash.startsWith(prefix))
      .map((hash) => `${hash.slice(5)}:42`)
      .concat(['0000000000000000000000000000000000A:0'])
    response.writeHead(200, { 'Content-Type': 'text/plain' })
    response.end(lines.join('\r\n'))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}

/**
 * Points HIBP_URL at a port where nothing listens and sets BREACHED_PASSWORDS, keeping the
 * messages of the warnings logged instead of printing them, until `restore` puts all back.
 */
export async function breachedPasswordsUnreachable(mode: 'required' | 'best-effort') {
  const before = {
    url: env.get('HIBP_URL'),
    mode: env.get('BREACHED_PASSWORDS'),
    warn: logger.warn,
  }
  const warnings: unknown[] = []
  env.set('HIBP_URL', `http://127.0.0.1:${await freePort()}/range/`)
  env.set('BREACHED_PASSWORDS', mode)
  logger.warn = (...args: unknown[]) => void warnings.push(args[1])
  const restore = () => {
    env.set('HIBP_URL', before.url)
    // The default, when none was set: a process environment holds text, and would hold
    // "undefined", which spawned app servers refuse.
    env.set('BREACHED_PASSWORDS', before.mode ?? 'best-effort')
    logger.warn = before.warn
  }
  return { warnings, restore }
}
