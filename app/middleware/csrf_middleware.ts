import { createHmac, createSecretKey, hkdfSync, timingSafeEqual } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import app from '@adonisjs/core/services/app'
import { errors } from '@adonisjs/shield'
import env from '#start/env'
import { sessionCookieNeeded } from '#middleware/session_cookie_middleware'
import { isBearerRequest } from '#auth/bearer'

const cookieName = 'XSRF-TOKEN'
const checkedMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const tokenKey = createSecretKey(
  Buffer.from(
    hkdfSync('sha256', env.get('APP_KEY').release(), Buffer.alloc(0), 'hourbook csrf token', 32)
  )
)

const rememberedTokens = 10_000
const tokens = new Map<string, string>()

/**
 * A session's CSRF token: only the server, which holds APP_KEY, can make it. Every request
 * needs its session's, so the latest sessions' are kept rather than computed each time.
 */
function csrfTokenFor(sessionId: string) {
  let token = tokens.get(sessionId)
  if (token === undefined) {
    token = createHmac('sha256', tokenKey).update(sessionId).digest('base64url')
    if (tokens.size >= rememberedTokens) tokens.clear()
    tokens.set(sessionId, token)
  }
  return token
}

function sameToken(given: string, expected: string) {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * CSRF protection by double submit: state-changing requests must send, as X-XSRF-TOKEN, the
 * XSRF-TOKEN cookie that only pages of this origin can read. Shield keeps a random secret in
 * the session for it, which made every cookie-less request (a first visit, a probe) store a new
 * session and re-encrypt the cookie on every response. Here the token is derived from the
 * session id with a key from APP_KEY, so nothing is stored, and the cookie is sent only when the
 * browser lacks it or it changes (a new or regenerated session) or the session cookie is renewed.
 * Refusals raise Shield's E_BAD_CSRF_TOKEN, which the exception handler answers with 419.
 * Bearer requests need no token and get no cookie: a browser never adds an Authorization header
 * on its own, so another site cannot forge one.
 */
export default class CsrfMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (isBearerRequest(ctx)) return next()
    const { request, response } = ctx
    if (checkedMethods.has(request.method())) {
      const given = request.header('x-xsrf-token')
      if (!given || !sameToken(given, csrfTokenFor(ctx.session.sessionId))) {
        throw new errors.E_BAD_CSRF_TOKEN()
      }
    }
    await next()
    const token = csrfTokenFor(ctx.session.sessionId)
    if (request.plainCookie(cookieName, { encoded: false }) !== token || sessionCookieNeeded(ctx)) {
      response.plainCookie(cookieName, token, {
        encode: false,
        httpOnly: false,
        sameSite: 'lax',
        secure: app.inProduction,
      })
    }
  }
}
