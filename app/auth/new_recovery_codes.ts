import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'

const cookieName = 'hourbook-recovery-codes'
const cookiePath = '/profile'

/**
 * Hands new recovery codes from the request that made them to the profile page it redirects to,
 * as a new access token is (app/auth/new_access_token.ts): an encrypted cookie that only that
 * page reads, once, and that lapses within minutes if it never does; never the session store.
 */
export function handOverRecoveryCodes({ response }: HttpContext, codes: string[]) {
  response.encryptedCookie(cookieName, codes, {
    path: cookiePath,
    maxAge: '5m',
    httpOnly: true,
    sameSite: 'strict',
    secure: app.inProduction,
  })
}

/** The codes handed over to this page, which it then forgets; null when there are none. */
export function takeRecoveryCodes({ request, response }: HttpContext): string[] | null {
  const codes: unknown = request.encryptedCookie(cookieName)
  if (codes === undefined || codes === null) return null
  response.clearCookie(cookieName, { path: cookiePath })
  return Array.isArray(codes) && codes.every((code) => typeof code === 'string') ? codes : null
}
