import type { HttpContext } from '@adonisjs/core/http'

/**
 * A request that authenticates with a personal access token: `Authorization: Bearer …`. Such a
 * request is signed in by the `api` guard alone (never by the session cookie it may also carry),
 * needs no CSRF token, and neither reads nor writes a session nor sets a cookie.
 */
export function isBearerRequest({ request }: HttpContext) {
  const authorization = request.header('authorization')
  return authorization !== undefined && /^bearer /i.test(authorization)
}

/**
 * A bearer request to the JSON API, the only place a token signs anyone in: elsewhere (pages,
 * forms, the event stream) a bearer request is a guest's, and where a page needs a user, 401.
 */
export function isApiBearerRequest(ctx: HttpContext) {
  return isBearerRequest(ctx) && ctx.request.url().startsWith('/api/')
}
