import { createHash, randomBytes } from 'node:crypto'

/** A secret for a link in an e-mail (password reset, invitation): 32 random bytes. */
export function newLinkToken() {
  return randomBytes(32).toString('base64url')
}

/** What is stored of a link's secret: its SHA-256, so a read of the table reveals no link. */
export function hashLinkToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}
