import { createHash } from 'node:crypto'
import { createServer } from 'node:http'

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
