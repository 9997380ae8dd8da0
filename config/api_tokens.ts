import env from '#start/env'

/** Personal access tokens: what each may ask of the API (app/auth/token_rate_limit.ts). */
const apiTokensConfig = {
  /** Requests per minute per token; read on each request. */
  requestsPerMinute: env.get('API_RATE_LIMIT', 600),
}

export default apiTokensConfig
