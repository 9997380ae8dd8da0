import type { HttpContext } from '@adonisjs/core/http'
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
    const { response } = ctx
    const setCookie = response.cookie.bind(response)
    response.cookie = (name, value, options) =>
      name === sessionCookieName ? response : setCookie(name, value, options)
  }
}
