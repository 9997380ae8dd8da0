import type { HttpContext } from '@adonisjs/core/http'
import type { RequestOrigin } from '#services/security_events'

/** The client's address (through the trusted proxies) and browser, for a security event. */
export function requestOrigin({ request }: HttpContext): RequestOrigin {
  return { ip: request.ip() ?? null, userAgent: request.header('user-agent') ?? null }
}
