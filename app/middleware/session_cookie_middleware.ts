import { HttpResponse, type HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { sessionCookieName } from '#config/session'
import { touchIsDue } from '#auth/session_touch'
import { isBearerRequest } from '#auth/bearer'

/** Whether the browser needs the session cookie sent again with this response. */
export function sessionCookieNeeded({ session }: HttpContext) {
  return (
    session.fresh ||
    session.hasRegeneratedSession ||
    session.hasBeenModified ||
    !session.responseFlashMessages.isEmpty ||
    touchIsDue(session.sessionId)
  )
}

const setCookie = HttpResponse.prototype.cookie

/**
 * A response's `cookie` that drops the session cookie. One function for every response rather
 * than a closure per request: with a closure made per request and left on the response, V8's
 * young-generation collections kept every request's objects alive and moved them to the old
 * generation, which slowed those collections and the list down (bench/README.md).
 */
function cookieWithoutSession(this: HttpResponse, ...cookie: Parameters<HttpResponse['cookie']>) {
  return cookie[0] === sessionCookieName ? this : setCookie.apply(this, cookie)
}

/**
 * Sends the session cookie only when the browser needs it: for a new or regenerated session,
 * when the session changed, or when its expiry is renewed (at most once a minute). The session
 * middleware re-signs and re-sends it on every response otherwise, for a value the browser
 * already holds. Registered right after the session middleware, so it runs just before the
 * session is committed. A bearer request's session is never committed and sends no cookie.
 */
export default class SessionCookieMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (isBearerRequest(ctx)) return next()
    await next()
    if (sessionCookieNeeded(ctx)) return
    ctx.response.cookie = cookieWithoutSession
  }
}
