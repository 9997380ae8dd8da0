import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { health } from '#services/health'

/**
 * GET /health: 200 when the database takes writes and Redis, when configured, answers; else 503,
 * naming the part that failed. A server middleware rather than a route, so that a load
 * balancer's probes skip the session, CSRF and sign-in work of every route: they store no
 * session and get no cookies.
 */
export default class HealthMiddleware {
  async handle({ request, response }: HttpContext, next: NextFn) {
    if (request.url() !== '/health' || !['GET', 'HEAD'].includes(request.method())) return next()
    const { healthy, checks } = await health()
    // `database` on its own too, as the answer carried it before `checks`.
    const answer = { status: healthy ? 'ok' : 'error', database: checks.database, checks }
    if (healthy) return response.ok(answer)
    response.serviceUnavailable(answer)
  }
}
