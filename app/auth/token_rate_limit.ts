import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import { countApiRequest } from '#services/api_requests'

/**
 * Counts a bearer request against its token's limit per minute (config/api_tokens.ts) and says
 * so in the RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset headers, which stay on the
 * response whatever it turns out to be. Past the limit it answers 429 with Retry-After and
 * answers false: the request goes no further.
 */
export async function withinTokenRateLimit(ctx: HttpContext) {
  const { response, auth, i18n } = ctx
  const token = auth.user!.currentAccessToken!
  const allowance = await countApiRequest(
    token.identifier,
    app.config.get<number>('api_tokens.requestsPerMinute')
  )
  response.header('RateLimit-Limit', allowance.limit)
  response.header('RateLimit-Remaining', allowance.remaining)
  response.header('RateLimit-Reset', allowance.resetInSeconds)
  if (allowance.allowed) return true
  response.header('Retry-After', allowance.resetInSeconds)
  response.status(429).send({
    message: i18n.t('messages.too_many_requests_retry', { seconds: allowance.resetInSeconds }),
    code: 'E_TOO_MANY_REQUESTS',
  })
  return false
}
