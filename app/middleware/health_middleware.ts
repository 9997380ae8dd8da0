import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { databaseAnswers } from '#services/health'

/**
 * GET /health: 200 when the database answers, 503 when it does not. A server middleware rather
 * than a route, so that a load balancer's probes skip the session, CSRF and sign-in work of
 * every route: they store no session and get no cookies.
 */
export default class HealthMiddleware {
  async handle({ request, response }: HttpContext, next: NextFn) {
    if (request.url() !== '/health' || !['GET', 'HEAD'].includes(request.method())) return next()
    if (await databaseAnswers()) return response.ok({ status: 'ok', database: 'ok' })
    response.serviceUnavailable({ status: 'error', database: 'unreachable' })
  }
}
