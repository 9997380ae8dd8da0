import { defineConfig } from '@adonisjs/auth'
import { tokensGuard } from '@adonisjs/auth/access_tokens'
import type { InferAuthenticators, InferAuthEvents, Authenticators } from '@adonisjs/auth/types'
import { SignedInUserProvider } from '#auth/signed_in_user_provider'
import { signedInSessionGuard } from '#auth/signed_in_session_guard'
import { ActiveTokensUserProvider } from '#auth/active_tokens_user_provider'
import { sessionMaxAge } from '#config/session'

const authConfig = defineConfig({
  default: 'web',
  guards: {
    web: signedInSessionGuard({
      useRememberMeTokens: true,
      // In seconds.
      rememberMeTokensAge: Math.ceil(sessionMaxAge.remembered / 1000),
      provider: new SignedInUserProvider({
        model: () => import('#models/user'),
      }),
    }),
    // Personal access tokens (Authorization: Bearer hb_…), for programs; see app/auth/bearer.ts.
    api: tokensGuard({
      provider: new ActiveTokensUserProvider({
        tokens: 'accessTokens',
        model: () => import('#models/user'),
      }),
    }),
  },
})

export default authConfig

declare module '@adonisjs/auth/types' {
  export interface Authenticators extends InferAuthenticators<typeof authConfig> {}
}
declare module '@adonisjs/core/types' {
  interface EventsList extends InferAuthEvents<Authenticators> {}
}
