import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** Headers that shield does not set itself. */
export default class SecurityHeadersMiddleware {
  handle({ response }: HttpContext, next: NextFn) {
    response.header('Referrer-Policy', 'same-origin')
    response.header('Cross-Origin-Opener-Policy', 'same-origin')
    response.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()')
    return next()
  }
}
