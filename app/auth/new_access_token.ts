import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
/** A token just made, with its secret, as the profile page shows it once. */
type NewAccessToken = { id: number; name: string; secret: string }

const cookieName = 'hourbook-new-token'
const cookiePath = '/profile'

/**
 * Hands a new token's secret from the request that made it to the profile page it redirects to,
 * through the browser that asked for it: an encrypted cookie that only that page reads, once,
 * and that lapses within minutes if it never does. The session store would keep the secret
 * readable at rest (the flash lives there until the next page), which nothing may.
 */
export function handOverNewToken({ response }: HttpContext, token: NewAccessToken) {
  response.encryptedCookie(cookieName, token, {
    path: cookiePath,
    maxAge: '5m',
    httpOnly: true,
    sameSite: 'strict',
    secure: app.inProduction,
  })
}

/** The token handed over to this page, which it then forgets; null when there is none. */
export function takeNewToken({ request, response }: HttpContext): NewAccessToken | null {
  const token: unknown = request.encryptedCookie(cookieName)
  if (token === undefined || token === null) return null
  response.clearCookie(cookieName, { path: cookiePath })
  return isNewAccessToken(token) ? token : null
}

function isNewAccessToken(value: unknown): value is NewAccessToken {
  const token = value as NewAccessToken
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof token.id === 'number' &&
    typeof token.name === 'string' &&
    typeof token.secret === 'string'
  )
}
