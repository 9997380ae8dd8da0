import limiter from '@adonisjs/limiter/services/main'
import { errors } from '@adonisjs/limiter'

/** Where a token stands against its rate limit after a request. */
type ApiAllowance = {
  allowed: boolean
  limit: number
  remaining: number
  /** Seconds until the current window ends and the count starts again. */
  resetInSeconds: number
}

/**
 * Counts one request of an access token against its limit per minute, in the limiter's store
 * (Redis with REDIS_URL, so every app process shares the count; else the database).
 */
export async function countApiRequest(
  tokenId: string | number | BigInt,
  requestsPerMinute: number
): Promise<ApiAllowance> {
  const throttle = limiter.use({ requests: requestsPerMinute, duration: '1 min' })
  try {
    const { limit, remaining, availableIn } = await throttle.consume(`api_token:${tokenId}`)
    return { allowed: true, limit, remaining, resetInSeconds: availableIn }
  } catch (error) {
    if (!(error instanceof errors.E_TOO_MANY_REQUESTS)) throw error
    const { limit, availableIn } = error.response
    return { allowed: false, limit, remaining: 0, resetInSeconds: availableIn }
  }
}
