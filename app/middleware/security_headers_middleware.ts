import { randomFillSync } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

const nonceBytes = 16
const noncesPerFill = 256
const randomPool = Buffer.alloc(nonceBytes * noncesPerFill)
let poolOffset = randomPool.length

/**
 * A fresh random nonce: bytes from the system's generator, drawn for many nonces at once (a
 * call to the generator per request cost more than all the headers together) and each used once.
 */
function newNonce() {
  if (poolOffset === randomPool.length) {
    randomFillSync(randomPool)
    poolOffset = 0
  }
  const nonce = randomPool.toString('base64url', poolOffset, poolOffset + nonceBytes)
  poolOffset += nonceBytes
  return nonce
}

const policyBefore = `default-src 'self';script-src 'self' 'nonce-`
const policyAfter = [
  `'`,
  // MUI (emotion) injects style elements at run time.
  `style-src 'self' 'unsafe-inline'`,
  `img-src 'self' data:`,
  `font-src 'self' data:`,
  // The development server's hot reload talks over a websocket.
  `connect-src 'self'${app.inDev ? ' ws:' : ''}`,
  `object-src 'none'`,
  `base-uri 'self'`,
  `form-action 'self'`,
  `frame-ancestors 'none'`,
].join(';')

const fixedHeaders: [string, string][] = [
  ['X-Frame-Options', 'DENY'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'same-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
  ...(app.inProduction
    ? [['Strict-Transport-Security', 'max-age=31536000'] as [string, string]]
    : []),
]

/**
 * Every response's security headers, among them a strict Content-Security-Policy whose scripts
 * need the response's own nonce (`cspNonce` in templates). Written out once rather than by
 * Shield's guards, which built the policy anew and drew fresh random bytes on every request.
 */
export default class SecurityHeadersMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const { response } = ctx
    const nonce = newNonce()
    ctx.view.share({ cspNonce: nonce })
    response.header('Content-Security-Policy', policyBefore + nonce + policyAfter)
    for (const [name, value] of fixedHeaders) response.header(name, value)
    return next()
  }
}
